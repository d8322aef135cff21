// Reads a legal page with its editor state and saves it; the server sanitizes the HTML and dates the save.
import { apiGet, apiSend } from '@/lib/api';
import type { AdminLegalPage } from '@/generated/AdminLegalPage';
import type { AdminLegalPageResponse } from '@/generated/AdminLegalPageResponse';
import type { LegalPageInput } from '@/generated/LegalPageInput';
import type { LegalPageKey } from '@/generated/LegalPageKey';
import { LEGAL_ADDRESSES } from '@/generated/pages';

/** The legal pages in the order the server's page table declares them. */
export const LEGAL_PAGES = Object.keys(LEGAL_ADDRESSES) as LegalPageKey[];

export async function fetchAdminLegalPage(page: LegalPageKey): Promise<AdminLegalPage> {
  return (await apiGet<AdminLegalPageResponse>(`/api/admin/legal/${page}`)).legal;
}

export async function saveLegalPage(page: LegalPageKey, input: LegalPageInput): Promise<AdminLegalPage> {
  return (await apiSend<AdminLegalPageResponse>('PUT', `/api/admin/legal/${page}`, input)).legal;
}
