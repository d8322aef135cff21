// Loads one dossier and keeps it fresh: polled every 5 s while the tab is visible, so new messages appear by themselves.
// The dossier is marked read on opening and whenever something new shows, not on every poll.
import { useEffect, useRef } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { ApiError } from '@/lib/api';
import type { DossierDetail } from '@/generated/DossierDetail';
import { fetchDossier, markDossierRead } from './dossiersApi';
import { DOSSIER_LISTS_KEY } from './useDossierList';

export const POLL_INTERVAL_MS = 5000;

/** One dossier as its page reads it; the changes made from that page update and invalidate it (useDossierChanges). */
export const dossierKey = (id: number | null) => ['dossier', id] as const;

/** The newest message and status change shown: when it moves, something new arrived. */
function newestOf(detail: DossierDetail): string {
  const newest = (items: { id: number }[]) => items.reduce((max, item) => Math.max(max, item.id), 0);
  return `${newest(detail.messages)}:${newest(detail.history)}`;
}

export function useDossierDetail(id: number | null) {
  const queryClient = useQueryClient();
  const query = useQuery({
    queryKey: dossierKey(id),
    queryFn: () => fetchDossier(id ?? 0),
    enabled: id !== null,
    // Polled once shown: an unknown or unreachable dossier is not asked for again and again.
    refetchInterval: (current) => (current.state.data ? POLL_INTERVAL_MS : false),
    // An unknown dossier will not appear on a second try.
    retry: (failures, error) => !(error instanceof ApiError && error.status === 404) && failures < 1,
  });
  const notFound = id === null || (query.error instanceof ApiError && query.error.status === 404);

  const shown = useRef<string | null>(null);
  const newest = query.data ? newestOf(query.data) : null;
  useEffect(() => {
    if (id === null || newest === null || newest === shown.current) return;
    shown.current = newest;
    markDossierRead(id).then(
      () => queryClient.invalidateQueries({ queryKey: DOSSIER_LISTS_KEY }),
      () => {
        // The unread badge simply stays until the next successful mark.
      },
    );
  }, [id, newest, queryClient]);

  return { query, notFound };
}
