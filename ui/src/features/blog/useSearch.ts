// Asks the full-text search for a query and category, keeping the last answer on screen while the next one comes.
import { useEffect, useRef, useState } from 'react';
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

interface SettledSearch {
  /** The request this outcome answers, to tell whether a newer one is still on its way. */
  path: string;
  outcome: SearchOutcome;
}

/**
 * `outcome` is the answer to the latest search that came back (null before the first one);
 * `pending` says a newer search is on its way. Answers to older searches arriving late are ignored.
 * An empty query searches nothing and forgets the previous outcome.
 */
export function useSearch(query: string, category: string) {
  const [settled, setSettled] = useState<SettledSearch | null>(null);
  const generation = useRef(0);
  const path = query ? searchPath(query, category) : '';

  useEffect(() => {
    const current = ++generation.current;
    if (!path) {
      setSettled(null);
      return;
    }
    apiGet<SearchResults>(path)
      .then((results) => {
        if (current === generation.current) setSettled({ path, outcome: { kind: 'found', results } });
      })
      .catch((error: unknown) => {
        console.error("Recherche d'articles impossible", error);
        if (current === generation.current) setSettled({ path, outcome: { kind: 'failed' } });
      });
  }, [path]);

  return { outcome: settled?.outcome ?? null, pending: path !== '' && settled?.path !== path };
}
