// Reads a legal page as the owner last saved it: from the page itself on arrival, else from the server.
import { apiGet } from '@/lib/api';
import { initialAnswer } from '@/lib/initialAnswers';
import type { LegalPage } from '@/generated/LegalPage';
import type { LegalPageKey } from '@/generated/LegalPageKey';
import type { LegalPageResponse } from '@/generated/LegalPageResponse';

const legalUrl = (page: LegalPageKey) => `/api/legal/${page}`;

export function embeddedLegalPage(page: LegalPageKey): LegalPage | undefined {
  return initialAnswer<LegalPageResponse>(legalUrl(page))?.legal;
}

export async function fetchLegalPage(page: LegalPageKey): Promise<LegalPage> {
  return (await apiGet<LegalPageResponse>(legalUrl(page))).legal;
}
