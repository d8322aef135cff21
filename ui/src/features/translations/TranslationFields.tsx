// The fields of one translated section: each prefilled with the translation, the French original as its placeholder
// and recalled under it, written right to left in Arabic.
import { useTranslation } from 'react-i18next';
import { TextField } from '@/components/TextField';
import { directionOf } from '@/lib/language';
import type { TranslatedLang } from './translationsApi';
import { translationFieldId, type SectionDraft, type TranslatableSection } from './translationForm';

/** The French recalled under a field is cut after this many characters: the placeholder holds it whole. */
const FRENCH_SHOWN = 240;

function shortened(text: string): string {
  const trimmed = text.trim();
  return trimmed.length > FRENCH_SHOWN ? `${trimmed.slice(0, FRENCH_SHOWN).trimEnd()}…` : trimmed;
}

interface TranslationFieldsProps {
  lang: TranslatedLang;
  section: TranslatableSection;
  draft: SectionDraft;
  errors: Record<string, string> | undefined;
  onChange: (path: string, text: string) => void;
}

export function TranslationFields({ lang, section, draft, errors, onChange }: TranslationFieldsProps) {
  const { t } = useTranslation('adminTranslations');
  return section.fields.map((field) => {
    const french = field.french.trim();
    const recalled = french ? t('french', { text: shortened(french) }) : t('frenchEmpty');
    return (
      <TextField
        key={field.path}
        id={translationFieldId(lang, section.source, field.path)}
        label={field.label}
        value={draft[field.path] ?? ''}
        onChange={(text) => onChange(field.path, text)}
        placeholder={french}
        hint={field.words ? `${recalled} ${t('keywordsHint')}` : recalled}
        error={errors?.[field.path] || undefined}
        maxLength={field.words ? undefined : field.maxLength}
        multiline={field.multiline}
        lang={lang}
        dir={directionOf(lang)}
      />
    );
  });
}
