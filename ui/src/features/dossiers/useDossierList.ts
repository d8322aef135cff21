// Loads a dossier list for a filter, keeps the previous rows on screen while a new filter loads, and refreshes the news every 30 s.
import { useEffect, useRef, useState } from 'react';
import type { DossierSummary } from '@/generated/DossierSummary';
import { fetchDossiers, type DossierFilter } from './api/dossiersApi';

export const LIST_REFRESH_MS = 30_000;

export type DossierListState =
  { status: 'loading' } | { status: 'failed' } | { status: 'ready'; dossiers: DossierSummary[]; refreshing: boolean };

export function useDossierList(filter: DossierFilter, onFailure: () => void): DossierListState {
  const [state, setState] = useState<DossierListState>({ status: 'loading' });
  const { status, q } = filter;
  // Kept in a ref: a new callback on each render must not reload the list.
  const failureRef = useRef(onFailure);
  failureRef.current = onFailure;

  useEffect(() => {
    let active = true;
    setState((current) => (current.status === 'ready' ? { ...current, refreshing: true } : { status: 'loading' }));
    fetchDossiers({ status, q })
      .then((dossiers) => {
        if (active) setState({ status: 'ready', dossiers, refreshing: false });
      })
      .catch((error: unknown) => {
        console.error('Chargement des dossiers impossible', error);
        if (!active) return;
        setState({ status: 'failed' });
        failureRef.current();
      });
    return () => {
      active = false;
    };
  }, [status, q]);

  const ready = state.status === 'ready';
  useEffect(() => {
    if (!ready) return;
    let active = true;
    const timer = window.setInterval(() => {
      if (document.visibilityState !== 'visible') return;
      fetchDossiers({ status, q })
        .then((dossiers) => {
          if (active) setState({ status: 'ready', dossiers, refreshing: false });
        })
        .catch(() => {
          // A failed background refresh keeps the rows on screen; the next tick tries again.
        });
    }, LIST_REFRESH_MS);
    return () => {
      active = false;
      window.clearInterval(timer);
    };
  }, [ready, status, q]);

  return state;
}
