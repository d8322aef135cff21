// The page's language as the server declares it on <html lang>, without loading any translation library, and what
// the back-office shows of each language the site can speak.
import type { Lang } from '@/generated/Lang';

export const FALLBACK_LANGUAGE = 'fr';

/** The base language of a tag such as `fr-KM`, or French when the page declares none. */
export function languageOf(tag: string): string {
  return tag.trim().toLowerCase().split('-')[0] || FALLBACK_LANGUAGE;
}

export function pageLanguage(): string {
  return languageOf(typeof document === 'undefined' ? '' : document.documentElement.lang);
}

/** Each language's own name for itself, the same in every language (as the site's switcher shows it). */
export const NATIVE_NAMES: Record<Lang, string> = { fr: 'Français', en: 'English', ar: 'العربية' };

/** The writing direction of a text in `lang`. */
export function directionOf(lang: Lang): 'ltr' | 'rtl' {
  return lang === 'ar' ? 'rtl' : 'ltr';
}
