// Loads the public site bundle (settings and home content) once and shares it with every page.
import { createContext, useContext, useEffect, useState, type ReactNode } from 'react';
import { apiGet } from '@/lib/api';
import { initialAnswer } from '@/lib/initialAnswers';
import type { SiteBundle } from '@/generated/SiteBundle';

export interface SiteState {
  site: SiteBundle | null;
  loading: boolean;
}

const SITE_URL = '/api/site';

const SiteContext = createContext<SiteState>({ site: null, loading: true });

export function SiteProvider({ children }: { children: ReactNode }) {
  const [state, setState] = useState<SiteState>(() => {
    const embedded = initialAnswer<SiteBundle>(SITE_URL);
    return embedded ? { site: embedded, loading: false } : { site: null, loading: true };
  });

  useEffect(() => {
    if (initialAnswer(SITE_URL)) return;
    let active = true;
    apiGet<SiteBundle>(SITE_URL)
      .then((site) => {
        if (active) setState({ site, loading: false });
      })
      .catch((error: unknown) => {
        console.error('Chargement des paramètres du site impossible', error);
        if (active) setState({ site: null, loading: false });
      });
    return () => {
      active = false;
    };
  }, []);

  return <SiteContext.Provider value={state}>{children}</SiteContext.Provider>;
}

export function useSite(): SiteState {
  return useContext(SiteContext);
}
