// Loads the public site bundle (settings and home content) once and shares it with every screen.
import { createContext, useContext, useMemo, type ReactNode } from 'react';
import { useQuery } from '@tanstack/react-query';
import { apiGet } from '@/lib/api';
import type { SiteBundle } from '@/generated/SiteBundle';

export interface SiteState {
  site: SiteBundle | null;
  loading: boolean;
}

const SITE_URL = '/api/site';

const SiteContext = createContext<SiteState>({ site: null, loading: true });

export function SiteProvider({ children }: { children: ReactNode }) {
  const { data, isPending } = useQuery({ queryKey: [SITE_URL], queryFn: () => apiGet<SiteBundle>(SITE_URL) });
  const state = useMemo(() => ({ site: data ?? null, loading: isPending }), [data, isPending]);
  return <SiteContext.Provider value={state}>{children}</SiteContext.Provider>;
}

export function useSite(): SiteState {
  return useContext(SiteContext);
}
