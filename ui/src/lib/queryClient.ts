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

/** Who is signed in (lib/auth.tsx): sign-in and sign-out write it themselves, so it outlives forgetPersonalAnswers. */
export const SESSION_KEY = ['session'] as const;

/** Public reads are keyed by their address (`/api/…`) or are the blog list; every other key holds a person's data. */
function isPublic(queryKey: readonly unknown[]): boolean {
  const root = queryKey[0];
  return root === 'posts' || (typeof root === 'string' && root.startsWith('/api/'));
}

/** On signing in or out, nothing read for the previous account may show to the next one. */
export function forgetPersonalAnswers(queryClient: QueryClient) {
  queryClient.removeQueries({
    predicate: (query) => !isPublic(query.queryKey) && query.queryKey[0] !== SESSION_KEY[0],
  });
}
