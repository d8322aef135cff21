// The sends as the screens read them: polled every second while one is under way, quiet once all are finished.
// Starting or controlling a send updates the lists at once, then reads them again.
import { useMutation, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import type { NewsletterSend } from '@/generated/NewsletterSend';
import type { NewsletterSendRequest } from '@/generated/NewsletterSendRequest';
import { controlSend, fetchPreview, fetchSends, startSend, type SendControl } from './sendsApi';
import { anyActive } from './sendState';

export const SENDS_KEY = ['admin', 'newsletter', 'sends'] as const;

/** How often a send under way is read again. */
export const POLL_MS = 1000;

function pollWhileActive(query: { state: { data?: NewsletterSend[] } }): number | false {
  return anyActive(query.state.data) ? POLL_MS : false;
}

/** One article's sends (`postId`), or the latest sends of all articles (null). */
export function useSends(postId: number | null, enabled = true) {
  return useQuery({
    queryKey: [...SENDS_KEY, postId ?? 'latest'],
    queryFn: () => fetchSends(postId),
    enabled,
    refetchInterval: pollWhileActive,
  });
}

export function usePreview(postId: number) {
  return useQuery({
    queryKey: ['admin', 'newsletter', 'preview', postId],
    queryFn: () => fetchPreview(postId),
    // The article or the subscribers may have changed since the dialog was last opened.
    staleTime: 0,
    gcTime: 0,
  });
}

/** Puts a changed send in the lists that hold it (or at the top of its article's), then reads them all again. */
function remember(queryClient: QueryClient, send: NewsletterSend) {
  const replace = (sends: NewsletterSend[] | undefined, addTo: boolean) => {
    if (!sends) return sends;
    if (sends.some((entry) => entry.id === send.id)) return sends.map((entry) => (entry.id === send.id ? send : entry));
    return addTo ? [send, ...sends] : sends;
  };
  queryClient.setQueryData<NewsletterSend[]>([...SENDS_KEY, send.post_id], (sends) => replace(sends, true));
  queryClient.setQueryData<NewsletterSend[]>([...SENDS_KEY, 'latest'], (sends) => replace(sends, true));
  return queryClient.invalidateQueries({ queryKey: SENDS_KEY });
}

export function useStartSend() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (request: NewsletterSendRequest) => startSend(request),
    onSuccess: (send) => remember(queryClient, send),
  });
}

export function useControlSend() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, control }: { id: number; control: SendControl }) => controlSend(id, control),
    onSuccess: (send) => remember(queryClient, send),
    // A refusal (409) means the send moved on meanwhile: show where it stands now.
    onError: () => queryClient.invalidateQueries({ queryKey: SENDS_KEY }),
  });
}
