// The number of dossiers updates the signed-in person has not seen, for the sidebar badge:
// refreshed every 30 s and as soon as a dossier is opened.
import { useEffect, useState } from 'react';
import type { DossierList } from '@/generated/DossierList';
import { apiGet } from '@/lib/api';
import { onDossierRead } from './unreadEvents';

const REFRESH_MS = 30_000;

export function useUnreadDossiers(): number {
  const [unread, setUnread] = useState(0);

  useEffect(() => {
    let active = true;
    const refresh = () => {
      apiGet<DossierList>('/api/dossiers')
        .then((list) => {
          if (active) setUnread(list.dossiers.reduce((total, dossier) => total + dossier.unread, 0));
        })
        .catch(() => {
          // A failed refresh keeps the last count; the next tick tries again.
        });
    };
    refresh();
    const timer = window.setInterval(refresh, REFRESH_MS);
    const stopListening = onDossierRead(refresh);
    return () => {
      active = false;
      window.clearInterval(timer);
      stopListening();
    };
  }, []);

  return unread;
}
