// The state of a translation form: each section's texts as typed and as saved, the server's messages under their
// fields, a save that sends the sections changed (each source its own request), and a section's removal.
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '@/lib/api';
import { messageOf } from '@/lib/formErrors';
import { toast } from '@/lib/toast';
import { useSaveTranslation } from './api/useTranslations';
import type { TranslatedLang, TranslationValues } from './translationsApi';
import { useRemoveTranslation } from './useRemoveTranslation';
import {
  draftOf,
  messagesOf,
  sameDraft,
  translationFieldId,
  translationOf,
  type SectionDraft,
  type TranslatableSection,
} from './translationForm';

type Drafts = Record<string, SectionDraft>;

function draftsOf(sections: readonly TranslatableSection[], stored: TranslationValues): Drafts {
  return Object.fromEntries(sections.map((section) => [section.source, draftOf(section, stored[section.source])]));
}

export function useTranslationForm(lang: TranslatedLang, sections: readonly TranslatableSection[], stored: TranslationValues) {
  const { t } = useTranslation('adminTranslations');
  const saveOne = useSaveTranslation(lang);
  const removal = useRemoveTranslation(lang);
  const [saved, setSaved] = useState(() => draftsOf(sections, stored));
  const [drafts, setDrafts] = useState(saved);
  const [errors, setErrors] = useState<Record<string, Record<string, string>>>({});
  const [saving, setSaving] = useState(false);
  const changed = useMemo(
    () => sections.filter((section) => !sameDraft(drafts[section.source] ?? {}, saved[section.source] ?? {})),
    [sections, drafts, saved],
  );

  function setText(source: string, path: string, text: string) {
    setDrafts((current) => ({ ...current, [source]: { ...current[source], [path]: text } }));
    setErrors((current) => ({ ...current, [source]: { ...current[source], [path]: '' } }));
  }

  /** Sends every changed section; true when all were saved. */
  async function save(): Promise<boolean> {
    if (saving) return false;
    if (changed.length === 0) {
      toast({ title: t('successTitle'), description: t('nothingChanged') });
      return true;
    }
    setSaving(true);
    const found: Record<string, Record<string, string>> = {};
    let failure: unknown = null;
    for (const section of changed) {
      const draft = drafts[section.source] ?? {};
      try {
        const answer = await saveOne.mutateAsync({ source: section.source, value: translationOf(section, draft) });
        const clean = draftOf(section, answer.value);
        setSaved((current) => ({ ...current, [section.source]: clean }));
        setDrafts((current) => ({ ...current, [section.source]: clean }));
      } catch (error) {
        failure ??= error;
        found[section.source] = messagesOf(section, error instanceof ApiError ? error.fields : undefined);
      }
    }
    setErrors(found);
    setSaving(false);
    if (failure === null) {
      toast({ title: t('successTitle'), description: t('saved') });
      return true;
    }
    const first = sections.flatMap((section) =>
      section.fields.filter((field) => found[section.source]?.[field.path]).map((field) => [section.source, field.path]),
    )[0];
    if (first) document.getElementById(translationFieldId(lang, first[0], first[1]))?.focus();
    const description = first ? t('saveFailed') : messageOf(failure, t('saveFailed'));
    toast({ title: t('errorTitle'), description, variant: 'destructive' });
    return false;
  }

  /** Deletes the section's translation: the site shows the French again. */
  async function remove(section: TranslatableSection) {
    if (!(await removal.remove(section.source))) return;
    const empty = draftOf(section, undefined);
    setSaved((current) => ({ ...current, [section.source]: empty }));
    setDrafts((current) => ({ ...current, [section.source]: empty }));
    setErrors((current) => ({ ...current, [section.source]: {} }));
  }

  return {
    drafts,
    errors,
    saving,
    removing: removal.removing,
    dirty: changed.length > 0,
    /** Whether the section has a translation on the server. */
    isStored: (source: string) => stored[source] !== undefined,
    setText,
    save,
    remove,
  };
}
