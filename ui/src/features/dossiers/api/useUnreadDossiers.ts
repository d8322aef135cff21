// The number of dossiers updates the signed-in person has not seen, for the sidebar badge:
// polled every 30 s, and read again as soon as a dossier is opened (which invalidates every dossier list).
import { useQuery } from '@tanstack/react-query';
import { DOSSIER_LISTS_KEY } from './useDossierList';
import { fetchDossiers } from './dossiersApi';

const REFRESH_MS = 30_000;

export function useUnreadDossiers(): number {
  const { data } = useQuery({
    queryKey: [...DOSSIER_LISTS_KEY, 'unread'],
    queryFn: async () => (await fetchDossiers()).reduce((total, dossier) => total + dossier.unread, 0),
    refetchInterval: REFRESH_MS,
  });
  return data ?? 0;
}
