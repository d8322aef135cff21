// The count of unread contact messages for the "Messages" badge: polled every 30 s like the dossiers badge,
// and set at once in the cache by the inbox and the dashboard whenever they learn or change it.
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { apiGet } from '@/lib/api';
import type { UnreadCount } from '@/generated/UnreadCount';

const REFRESH_MS = 30_000;
const UNREAD_KEY = ['admin', 'messages', 'unread'] as const;
/** The count alone: every open back-office page asks for it, so it carries no message. */
const UNREAD_COUNT_PATH = '/api/admin/messages/unread';

export function useUnreadMessages(): number {
  const { data } = useQuery({
    queryKey: UNREAD_KEY,
    queryFn: async () => (await apiGet<UnreadCount>(UNREAD_COUNT_PATH)).unread,
    refetchInterval: REFRESH_MS,
  });
  return data ?? 0;
}

/** How screens that learn the count, or change it, keep the badge in step without waiting for the next poll. */
export function useUnreadAnnouncer() {
  const queryClient = useQueryClient();
  function set(update: (current: number) => number) {
    // A poll answered after this change would bring back a stale number: it is dropped.
    void queryClient.cancelQueries({ queryKey: UNREAD_KEY });
    queryClient.setQueryData<number>(UNREAD_KEY, (current) => update(current ?? 0));
  }
  return {
    /** The server just gave the whole inbox's unread count. */
    count: (count: number) => set(() => count),
    /** A message was just read, marked unread, archived or deleted: the count moved by `change`. */
    change: (change: number) => {
      if (change !== 0) set((current) => Math.max(0, current + change));
    },
    /**
     * A change shown before the server had it is now saved: the count is asked again, since a poll answered in between
     * brought back the number from before.
     */
    confirmed: () => void queryClient.invalidateQueries({ queryKey: UNREAD_KEY }),
  };
}
