// Loads one dossier and keeps it fresh: polls every 5 s while the tab is visible, so new messages appear by themselves.
// The dossier is marked read on opening and whenever a poll brings something new, not on every poll.
import { useCallback, useEffect, useRef, useState } from 'react';
import { ApiError } from '@/lib/api';
import type { DossierDetail } from '@/generated/DossierDetail';
import { fetchDossier, markDossierRead } from './api/dossiersApi';
import { announceDossierRead } from './unreadEvents';

export const POLL_INTERVAL_MS = 5000;

export type DetailState =
  { status: 'loading' } | { status: 'notFound' } | { status: 'failed' } | { status: 'ready'; detail: DossierDetail };

/** The newest message and status change shown: when it moves, something new arrived. */
function newestOf(detail: DossierDetail): string {
  const newest = (items: { id: number }[]) => items.reduce((max, item) => Math.max(max, item.id), 0);
  return `${newest(detail.messages)}:${newest(detail.history)}`;
}

function markRead(id: number) {
  markDossierRead(id).then(announceDossierRead, () => {
    // The unread badge simply stays until the next successful mark.
  });
}

export function useDossierDetail(id: number | null) {
  const [state, setState] = useState<DetailState>({ status: 'loading' });
  const shown = useRef<string | null>(null);

  const load = useCallback(
    async (quiet: boolean) => {
      if (id === null) {
        setState({ status: 'notFound' });
        return;
      }
      try {
        const detail = await fetchDossier(id);
        setState({ status: 'ready', detail });
        const newest = newestOf(detail);
        if (!quiet || newest !== shown.current) {
          shown.current = newest;
          markRead(id);
        }
      } catch (error) {
        // A failed background refresh keeps what is on screen; the next tick tries again.
        if (quiet) return;
        setState({ status: error instanceof ApiError && error.status === 404 ? 'notFound' : 'failed' });
      }
    },
    [id],
  );

  useEffect(() => {
    setState({ status: 'loading' });
    void load(false);
  }, [load]);

  const ready = state.status === 'ready';
  useEffect(() => {
    if (!ready) return;
    const timer = window.setInterval(() => {
      if (document.visibilityState === 'visible') void load(true);
    }, POLL_INTERVAL_MS);
    return () => window.clearInterval(timer);
  }, [ready, load]);

  const update = useCallback((change: (detail: DossierDetail) => DossierDetail) => {
    setState((current) => (current.status === 'ready' ? { status: 'ready', detail: change(current.detail) } : current));
  }, []);

  return { state, reload: () => load(false), refresh: () => load(true), update };
}
