// The page's language as the server declares it on <html lang>, without loading any translation library, and what
// the back-office shows of each language the site can speak.
import type { Lang } from '@/generated/Lang';

export const FALLBACK_LANGUAGE: Lang = 'fr';

const SITE_LANGUAGES: readonly Lang[] = ['fr', 'en', 'ar'];

/** The base language of a tag such as `fr-KM`, or French when the page declares none. */
export function languageOf(tag: string): string {
  return tag.trim().toLowerCase().split('-')[0] || FALLBACK_LANGUAGE;
}

/**
 * The site's language a tag names, sent with the requests whose e-mails follow the visitor's language; undefined
 * for a language the site does not speak, which the server then takes as French.
 */
export function siteLanguage(tag: string): Lang | undefined {
  const base = languageOf(tag);
  return SITE_LANGUAGES.find((language) => language === base);
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
