// Sets up i18next with the texts of the public pages in the first download, French as the fallback; the
// texts of sign-in and the private areas come in one extra file when such a page is first opened.
import i18n from 'i18next';
import { initReactI18next } from 'react-i18next';

export const SUPPORTED_LANGUAGES = ['fr', 'en', 'ar'] as const;
export const FALLBACK_LANGUAGE = 'fr';

type Bundle = Record<string, unknown>;

type Resources = Record<string, Record<string, Bundle>>;

/** Keep in step with PRIVATE_BUNDLES in privateTexts.ts: together they list every namespace once. */
const publicBundles = import.meta.glob<{ default: Bundle }>(
  '../locales/*/{common,home,blog,timeline,activities,legal,contact,chat}.json',
  { eager: true },
);

export function collectResources(files: Record<string, { default: Bundle }>): Resources {
  const resources: Resources = {};
  for (const [path, module] of Object.entries(files)) {
    const match = /\/locales\/([^/]+)\/([^/]+)\.json$/.exec(path);
    if (!match) continue;
    const [, language, namespace] = match;
    resources[language] ??= {};
    resources[language][namespace] = module.default;
  }
  return resources;
}

const resources = collectResources(publicBundles);

let privateTexts: Promise<void> | null = null;

/** Adds the texts of sign-in and the private areas, once; route loaders wait for it before showing such a page. */
export function loadPrivateTexts(): Promise<void> {
  privateTexts ??= import('./privateTexts')
    .then(({ PRIVATE_BUNDLES }) => {
      for (const [language, namespaces] of Object.entries(collectResources(PRIVATE_BUNDLES))) {
        for (const [namespace, bundle] of Object.entries(namespaces))
          i18n.addResourceBundle(language, namespace, bundle, true, false);
      }
    })
    .catch((error: unknown) => {
      // A failed download (network lost) may be retried by the next page that asks.
      privateTexts = null;
      throw error;
    });
  return privateTexts;
}

/** The language whose texts are really shown: a declared language with an empty bundle falls back to French. */
export function displayedLanguage(language: string): string {
  const common = resources[language]?.common;
  return common && Object.keys(common).length > 0 ? language : FALLBACK_LANGUAGE;
}

function syncDocumentLanguage(language: string) {
  if (typeof document === 'undefined') return;
  const shown = displayedLanguage(language);
  document.documentElement.lang = shown;
  document.documentElement.dir = i18n.dir(shown);
}

i18n.on('languageChanged', syncDocumentLanguage);

/**
 * The language a visit asks for: `?lng=` first, then the browser's preferences. The site offers no
 * language choice to remember, so nothing is stored (probing web storage would also slow the first render).
 */
export function requestedLanguage(search: string, preferred: readonly string[]): string {
  const asked = [new URLSearchParams(search).get('lng') ?? '', ...preferred];
  for (const tag of asked) {
    const base = tag.toLowerCase().split('-')[0];
    if ((SUPPORTED_LANGUAGES as readonly string[]).includes(base)) return base;
  }
  return FALLBACK_LANGUAGE;
}

void i18n.use(initReactI18next).init({
  lng: typeof window === 'undefined' ? FALLBACK_LANGUAGE : requestedLanguage(window.location.search, navigator.languages),
  resources,
  supportedLngs: [...SUPPORTED_LANGUAGES],
  nonExplicitSupportedLngs: true,
  fallbackLng: FALLBACK_LANGUAGE,
  defaultNS: 'common',
  ns: Object.keys(resources[FALLBACK_LANGUAGE] ?? {}),
  interpolation: { escapeValue: false },
  returnEmptyString: false,
});

export default i18n;
