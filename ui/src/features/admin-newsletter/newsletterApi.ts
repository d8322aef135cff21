// The newsletter subscribers' routes as the back-office calls them: the list, erasure, the CSV export's address,
// and the import, whose refusal (422) carries every bad line rather than an error envelope.
import { ApiError, apiGet, apiSend, networkError } from '@/lib/api';
import type { ImportReport } from '@/generated/ImportReport';
import type { SubscriberList } from '@/generated/SubscriberList';

export const SUBSCRIBERS_PATH = '/api/admin/newsletter/subscribers';

export const STATUSES = ['pending', 'confirmed', 'unsubscribed', 'rejected'] as const;
export type SubscriberStatus = (typeof STATUSES)[number];

export function isStatus(value: string): value is SubscriberStatus {
  return (STATUSES as readonly string[]).includes(value);
}

export interface SubscriberQuery {
  status: SubscriberStatus | '';
  search: string;
  page: number;
}

function queryString({ status, search, page }: Partial<SubscriberQuery>): string {
  const params = new URLSearchParams();
  if (status) params.set('status', status);
  if (search) params.set('q', search);
  if (page && page > 1) params.set('page', String(page));
  const text = params.toString();
  return text ? `?${text}` : '';
}

export function fetchSubscribers(query: SubscriberQuery): Promise<SubscriberList> {
  return apiGet<SubscriberList>(`${SUBSCRIBERS_PATH}${queryString(query)}`);
}

export function eraseSubscriber(id: number): Promise<void> {
  return apiSend<void>('DELETE', `${SUBSCRIBERS_PATH}/${id}`);
}

/** The CSV download of every subscriber, or of those with `status`. */
export function exportAddress(status: SubscriberStatus | ''): string {
  return `${SUBSCRIBERS_PATH}/export${queryString({ status })}`;
}

export type ImportMode = 'confirm' | 'consented';

export interface ImportRequest {
  file: File;
  mode: ImportMode;
  statement: string;
}

/** Resolves with the report, refused lines included (nothing imported then); rejects with an ApiError otherwise. */
export async function importSubscribers({ file, mode, statement }: ImportRequest): Promise<ImportReport> {
  const form = new FormData();
  form.append('mode', mode);
  if (mode === 'consented') form.append('consent', statement);
  form.append('file', file);
  const headers: Record<string, string> = { Accept: 'application/json' };
  if (document.documentElement.lang) headers['Accept-Language'] = document.documentElement.lang;
  let response: Response;
  try {
    response = await fetch(`${SUBSCRIBERS_PATH}/import`, { method: 'POST', body: form, headers, credentials: 'same-origin' });
  } catch {
    throw networkError();
  }
  const body: unknown = await response.json().catch(() => null);
  if (response.ok || response.status === 422) {
    if (body && typeof body === 'object' && 'errors' in body) return body as ImportReport;
  }
  const error = (body as { error?: { code?: string; message?: string; fields?: Record<string, string> } } | null)?.error;
  throw new ApiError(response.status, error?.code ?? 'http_error', error?.message ?? '', error?.fields);
}
