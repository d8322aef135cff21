// The home and activities content as its editor loads it, and the save that puts the server's version in the cache.
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { SiteContent } from '@/generated/SiteContent';
import { fetchContent, saveContent } from '../contentApi';

const CONTENT_KEY = ['admin', 'content'] as const;

export function useContent() {
  return useQuery({ queryKey: CONTENT_KEY, queryFn: fetchContent });
}

export function useSaveContent() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (content: SiteContent) => saveContent(content),
    onSuccess: (saved) => queryClient.setQueryData(CONTENT_KEY, saved),
  });
}
