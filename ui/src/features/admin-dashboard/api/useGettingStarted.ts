// The « Pour commencer » steps as the server reads them from the site; read again whenever the dashboard shows.
import { useQuery } from '@tanstack/react-query';
import { apiGet } from '@/lib/api';
import type { GettingStarted } from '@/generated/GettingStarted';

export const GETTING_STARTED_KEY = ['admin', 'getting-started'] as const;

export function useGettingStarted(enabled: boolean) {
  return useQuery({
    queryKey: GETTING_STARTED_KEY,
    queryFn: () => apiGet<GettingStarted>('/api/admin/getting-started'),
    enabled,
    refetchOnMount: 'always',
  });
}
