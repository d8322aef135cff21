// Sets up i18next in the page's language, which the server writes on <html lang> (in the private areas, the account's
// language). Texts arrive by namespace when something first needs them: an island brings its own, the app brings
// common and the private texts.
import i18n from 'i18next';
import { initReactI18next } from 'react-i18next';
import { FALLBACK_LANGUAGE, languageOf, pageLanguage } from './language';

type Bundle = Record<string, unknown>;

/**
 * The namespaces public pages' islands and every screen of the app use, one small file per language and
 * namespace, fetched on demand. Keep in step with PRIVATE_BUNDLES in privateTexts.ts, which leaves them out.
 */
const BUNDLES = import.meta.glob<Bundle>('../locales/*/{common,blog,contact,chat}.json', { import: 'default' });

let started: Promise<unknown> | null = null;

function start(): Promise<unknown> {
  started ??= i18n
    .use(initReactI18next)
    .init({
      lng: pageLanguage(),
      fallbackLng: FALLBACK_LANGUAGE,
      resources: {},
      partialBundledLanguages: true,
      defaultNS: 'common',
      ns: [],
      interpolation: { escapeValue: false },
      returnEmptyString: false,
    })
    .then(() => {
      // The page's own direction, which the server writes too: the app's screens mirror with it.
      document.documentElement.dir = i18n.dir(i18n.language);
    });
  return started;
}

const loaded = new Map<string, Promise<void>>();

function loadBundle(language: string, namespace: string): Promise<void> {
  const path = `../locales/${language}/${namespace}.json`;
  let loading = loaded.get(path);
  if (!loading) {
    const load = BUNDLES[path];
    // A language not translated yet has no file: its texts come from the fallback.
    loading = load
      ? load().then(
          (bundle) => void i18n.addResourceBundle(language, namespace, bundle, true, false),
          (error: unknown) => {
            // A lost connection must not stop a later attempt.
            loaded.delete(path);
            throw error;
          },
        )
      : Promise.resolve();
    loaded.set(path, loading);
  }
  return loading;
}

/** Makes the namespaces' texts available in the page's language and the fallback; resolves once they are. */
export async function loadTexts(namespaces: readonly string[]): Promise<void> {
  await start();
  const languages = new Set([languageOf(i18n.language), FALLBACK_LANGUAGE]);
  await Promise.all([...languages].flatMap((language) => namespaces.map((namespace) => loadBundle(language, namespace))));
}

let privateTexts: Promise<void> | null = null;

/** Adds the texts of sign-in and the private areas (one file), once; route loaders wait for it before such a page. */
export function loadPrivateTexts(): Promise<void> {
  privateTexts ??= Promise.all([start(), import('./privateTexts')])
    .then(([, { PRIVATE_BUNDLES }]) => {
      for (const [path, module] of Object.entries(PRIVATE_BUNDLES)) {
        const match = /\/locales\/([^/]+)\/([^/]+)\.json$/.exec(path);
        if (match) i18n.addResourceBundle(match[1], match[2], module.default, true, false);
      }
    })
    .catch((error: unknown) => {
      // A failed download (network lost) may be retried by the next page that asks.
      privateTexts = null;
      throw error;
    });
  return privateTexts;
}

export default i18n;
