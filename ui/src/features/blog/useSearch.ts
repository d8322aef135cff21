// Asks the full-text search for a query and category, keeping the last answer on screen while the next one comes.
import { useQuery } from '@tanstack/react-query';
import { apiGet } from '@/lib/api';
import type { SearchResults } from '@/generated/SearchResults';

/** The most the server gives at once: enough to show every match of a personal blog on one page. */
export const SEARCH_LIMIT = 50;

export function searchPath(query: string, category: string): string {
  const params = new URLSearchParams({ q: query });
  if (category) params.set('category', category);
  params.set('limit', String(SEARCH_LIMIT));
  return `/api/search?${params.toString()}`;
}

export type SearchOutcome = { kind: 'found'; results: SearchResults } | { kind: 'failed' };

/**
 * `outcome` is the answer to the latest search that came back (null before the first one);
 * `pending` says a newer search is on its way, the previous answer staying meanwhile.
 * An empty query searches nothing and forgets the previous outcome.
 */
export function useSearch(query: string, category: string) {
  const path = query ? searchPath(query, category) : '';
  const search = useQuery({
    queryKey: [path],
    queryFn: () =>
      apiGet<SearchResults>(path).catch((error: unknown) => {
        console.error("Recherche d'articles impossible", error);
        throw error;
      }),
    enabled: path !== '',
    // Kept only from one search to the next, not across an emptied search box.
    placeholderData: (previous, previousQuery) => (previousQuery?.queryKey[0] ? previous : undefined),
  });

  let outcome: SearchOutcome | null = null;
  if (path && search.data) outcome = { kind: 'found', results: search.data };
  else if (path && search.isError) outcome = { kind: 'failed' };
  return { outcome, pending: path !== '' && (search.isPlaceholderData || search.isPending) };
}
