// Reads, saves and removes the translations of the owner's texts into English or Arabic, each named by the source
// it translates (`content:home_hero`, `settings:seo`, `legal:terms`, `chat`, `timeline:17`).
import { apiGet, apiSend } from '@/lib/api';
import type { Lang } from '@/generated/Lang';
import type { Translation } from '@/generated/Translation';

/** A language a text is translated into. */
export type TranslatedLang = Exclude<Lang, 'fr'>;

/** Every translation of a language: the translated fields, by source. */
export type TranslationValues = Partial<Record<string, Record<string, unknown>>>;

const path = (lang: TranslatedLang, source?: string) =>
  `/api/admin/translations/${lang}${source === undefined ? '' : `/${encodeURIComponent(source)}`}`;

export function fetchTranslations(lang: TranslatedLang): Promise<TranslationValues> {
  return apiGet<TranslationValues>(path(lang));
}

export function saveTranslation(lang: TranslatedLang, source: string, value: Record<string, unknown>): Promise<Translation> {
  return apiSend<Translation>('PUT', path(lang, source), value);
}

export function deleteTranslation(lang: TranslatedLang, source: string): Promise<void> {
  return apiSend<void>('DELETE', path(lang, source));
}
