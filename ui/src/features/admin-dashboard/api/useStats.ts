// The dashboard's live figures; reading them also brings the messages badge up to date.
import { useQuery } from '@tanstack/react-query';
import { useUnreadAnnouncer } from '@/features/admin-messages';
import { fetchStats } from '../statsApi';

export function useStats() {
  const announce = useUnreadAnnouncer();
  return useQuery({
    queryKey: ['admin', 'stats'],
    queryFn: async () => {
      const stats = await fetchStats();
      announce.count(stats.messages_unread);
      return stats;
    },
  });
}
