// A dossier list for a filter: the previous rows stay on screen while a new filter loads, and the news are
// polled every 30 s while the tab is visible (a failed poll keeps the rows; the next one tries again).
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { fetchDossiers, type DossierFilter } from './dossiersApi';

export const LIST_REFRESH_MS = 30_000;
/** Every list of dossiers and the unread badge: what opening or changing a dossier makes stale. */
export const DOSSIER_LISTS_KEY = ['dossiers'] as const;

export function useDossierList({ status = '', q = '' }: DossierFilter) {
  return useQuery({
    queryKey: [...DOSSIER_LISTS_KEY, 'list', status, q],
    queryFn: () => fetchDossiers({ status, q }),
    placeholderData: keepPreviousData,
    refetchInterval: (current) => (current.state.data ? LIST_REFRESH_MS : false),
  });
}
