// The one cache every screen reads the server through, with the retry and refresh rules the app wants.
import { QueryClient } from '@tanstack/react-query';

/**
 * A failed read is tried once more (a dropped connection often recovers); a write is never repeated behind
 * the person's back. Coming back to the tab does not refetch: it would overwrite nothing, but it would
 * flash spinners over forms being edited.
 */
export function createQueryClient({ retry = 1 }: { retry?: number | false } = {}) {
  return new QueryClient({
    defaultOptions: {
      queries: { retry, refetchOnWindowFocus: false },
      mutations: { retry: false },
    },
  });
}
