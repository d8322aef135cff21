// The page's language as the server declares it on <html lang>, without loading any translation library.

export const FALLBACK_LANGUAGE = 'fr';

/** The base language of a tag such as `fr-KM`, or French when the page declares none. */
export function languageOf(tag: string): string {
  return tag.trim().toLowerCase().split('-')[0] || FALLBACK_LANGUAGE;
}

export function pageLanguage(): string {
  return languageOf(typeof document === 'undefined' ? '' : document.documentElement.lang);
}
