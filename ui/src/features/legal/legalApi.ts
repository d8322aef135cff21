// Reads a legal page as the owner last saved it: from the page itself on arrival, else from the server.
import { useQuery } from '@tanstack/react-query';
import { embeddedQuery } from '@/lib/embeddedQuery';
import type { LegalPageKey } from '@/generated/LegalPageKey';
import type { LegalPageResponse } from '@/generated/LegalPageResponse';

const legalUrl = (page: LegalPageKey) => `/api/legal/${page}`;

export function useLegalPage(page: LegalPageKey) {
  return useQuery({ ...embeddedQuery<LegalPageResponse>(legalUrl(page)), select: (answer) => answer.legal });
}
