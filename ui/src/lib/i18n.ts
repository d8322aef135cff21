// Sets up i18next with every locale bundle found under src/locales, French as the fallback.
import i18n from 'i18next';
import LanguageDetector from 'i18next-browser-languagedetector';
import { initReactI18next } from 'react-i18next';

export const SUPPORTED_LANGUAGES = ['fr', 'en', 'ar'] as const;
export const FALLBACK_LANGUAGE = 'fr';

type Bundle = Record<string, unknown>;

const bundleFiles = import.meta.glob<{ default: Bundle }>('../locales/*/*.json', { eager: true });

function collectResources(): Record<string, Record<string, Bundle>> {
  const resources: Record<string, Record<string, Bundle>> = {};
  for (const [path, module] of Object.entries(bundleFiles)) {
    const match = /\/locales\/([^/]+)\/([^/]+)\.json$/.exec(path);
    if (!match) continue;
    const [, language, namespace] = match;
    resources[language] ??= {};
    resources[language][namespace] = module.default;
  }
  return resources;
}

const resources = collectResources();

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

void i18n
  .use(LanguageDetector)
  .use(initReactI18next)
  .init({
    resources,
    supportedLngs: [...SUPPORTED_LANGUAGES],
    nonExplicitSupportedLngs: true,
    fallbackLng: FALLBACK_LANGUAGE,
    defaultNS: 'common',
    ns: Object.keys(resources[FALLBACK_LANGUAGE] ?? {}),
    interpolation: { escapeValue: false },
    returnEmptyString: false,
    detection: {
      order: ['querystring', 'cookie', 'localStorage', 'sessionStorage', 'navigator', 'htmlTag'],
      caches: ['localStorage'],
    },
  });

export default i18n;
