// A legal page as its editor loads it, and the save that puts the server's version back into the cache.
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { LegalPageInput } from '@/generated/LegalPageInput';
import type { LegalPageKey } from '@/generated/LegalPageKey';
import { fetchAdminLegalPage, saveLegalPage } from '../legalAdminApi';

const legalKey = (page: LegalPageKey) => ['admin', 'legal', page] as const;

export function useLegalPage(page: LegalPageKey) {
  return useQuery({ queryKey: legalKey(page), queryFn: () => fetchAdminLegalPage(page) });
}

export function useSaveLegalPage(page: LegalPageKey) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: LegalPageInput) => saveLegalPage(page, input),
    onSuccess: (saved) => queryClient.setQueryData(legalKey(page), saved),
  });
}
