// The languages an article can be written in: which ones the site speaks, how each names itself, which way it is
// written, and where its articles live.
import type { Lang } from '@/generated/Lang';
import type { LanguageSettings } from '@/generated/LanguageSettings';

export const LANGUAGES: readonly Lang[] = ['fr', 'en', 'ar'];

/** Each language's name for itself, as the site's language switcher shows it. */
export const NATIVE_NAMES: Record<Lang, string> = { fr: 'Français', en: 'English', ar: 'العربية' };

export function isLang(value: string): value is Lang {
  return (LANGUAGES as readonly string[]).includes(value);
}

/** French, always, then the languages the owner turned on (none while the site settings load). */
export function spokenLanguages(settings: LanguageSettings | undefined): Lang[] {
  return LANGUAGES.filter((lang) => lang === 'fr' || settings?.[lang] === true);
}

export function textDirection(lang: Lang): 'ltr' | 'rtl' {
  return lang === 'ar' ? 'rtl' : 'ltr';
}

/** The public address of an article: French at the root, the others under their language. */
export function articlePath(lang: Lang, slug: string): string {
  return `${lang === 'fr' ? '' : `/${lang}`}/blog/${slug}`;
}
