// Reads a legal page as the owner last saved it.
import { apiGet } from '@/lib/api';
import type { LegalPage } from '@/generated/LegalPage';
import type { LegalPageKey } from '@/generated/LegalPageKey';
import type { LegalPageResponse } from '@/generated/LegalPageResponse';

export async function fetchLegalPage(page: LegalPageKey): Promise<LegalPage> {
  return (await apiGet<LegalPageResponse>(`/api/legal/${page}`)).legal;
}
