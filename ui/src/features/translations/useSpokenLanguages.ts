// Which languages the site speaks (French, then those the owner turned on in Paramètres), and the language tab of
// one editing screen, back to French when its language is turned off.
import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { apiGet } from '@/lib/api';
import type { Lang } from '@/generated/Lang';
import type { SiteSettings } from '@/generated/SiteSettings';

/** The settings screen's own query: both read the same copy. */
const SETTINGS_KEY = ['admin', 'settings'] as const;

export function useSpokenLanguages(): Lang[] {
  const settings = useQuery({ queryKey: SETTINGS_KEY, queryFn: () => apiGet<SiteSettings>('/api/admin/settings') });
  const languages = settings.data?.languages;
  return ['fr', ...(languages?.en ? (['en'] as const) : []), ...(languages?.ar ? (['ar'] as const) : [])];
}

/** The languages to offer, the one chosen, and how to choose another. */
export function useLanguageTab() {
  const languages = useSpokenLanguages();
  const [chosen, setChosen] = useState<Lang>('fr');
  const lang = languages.includes(chosen) ? chosen : 'fr';
  return { languages, lang, setLang: setChosen };
}
