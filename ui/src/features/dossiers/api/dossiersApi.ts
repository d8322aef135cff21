// The dossier calls shared by the promoter space and the back-office: lists, detail, status, messages, attachments.
import { apiGet, apiSend } from '@/lib/api';
import type { Attachment } from '@/generated/Attachment';
import type { Dossier } from '@/generated/Dossier';
import type { DossierDetail } from '@/generated/DossierDetail';
import type { DossierInput } from '@/generated/DossierInput';
import type { DossierList } from '@/generated/DossierList';
import type { DossierMessage } from '@/generated/DossierMessage';
import type { DossierResponse } from '@/generated/DossierResponse';
import type { DossierStatus } from '@/generated/DossierStatus';
import type { DossierSummary } from '@/generated/DossierSummary';
import type { MessageInput } from '@/generated/MessageInput';
import type { MessageResponse } from '@/generated/MessageResponse';
import type { StatusInput } from '@/generated/StatusInput';

export interface DossierFilter {
  status?: string;
  q?: string;
}

export async function fetchDossiers(filter: DossierFilter = {}): Promise<DossierSummary[]> {
  const params = new URLSearchParams();
  if (filter.status) params.set('status', filter.status);
  if (filter.q?.trim()) params.set('q', filter.q.trim());
  const query = params.toString();
  const { dossiers } = await apiGet<DossierList>(`/api/dossiers${query ? `?${query}` : ''}`);
  return dossiers;
}

export function fetchDossier(id: number): Promise<DossierDetail> {
  return apiGet<DossierDetail>(`/api/dossiers/${id}`);
}

/** Tells the server the viewer has now seen everything in the dossier (its unread count drops to zero). */
export function markDossierRead(id: number): Promise<void> {
  return apiSend<void>('POST', `/api/dossiers/${id}/read`);
}

export async function createDossier(input: DossierInput): Promise<Dossier> {
  const { dossier } = await apiSend<DossierResponse>('POST', '/api/dossiers', input);
  return dossier;
}

export async function changeStatus(id: number, status: DossierStatus): Promise<Dossier> {
  const body: StatusInput = { status };
  const { dossier } = await apiSend<DossierResponse>('PATCH', `/api/dossiers/${id}`, body);
  return dossier;
}

export async function sendMessage(id: number, message: string): Promise<DossierMessage> {
  const body: MessageInput = { message };
  const { message: created } = await apiSend<MessageResponse>('POST', `/api/dossiers/${id}/messages`, body);
  return created;
}

/** Same-origin address of a stored file; the session cookie goes with a plain download link. */
export function attachmentUrl(dossierId: number, attachment: Attachment): string {
  return `/api/dossiers/${dossierId}/attachments/${attachment.id}`;
}
