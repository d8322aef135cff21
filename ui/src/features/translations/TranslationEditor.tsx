// A screen's texts in English or Arabic: one card per translated source with its fields, a note on what is not
// translated yet, « Supprimer la traduction » for what is, and one save for every card changed.
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Languages, Save, Trash2 } from 'lucide-react';
import { AdminScreen } from '@/components/AdminScreen';
import { ConfirmDialog } from '@/components/ConfirmDialog';
import { FormSection } from '@/components/FormSection';
import { LeaveGuard } from '@/components/LeaveGuard';
import { SubmitButton } from '@/components/SubmitButton';
import { NATIVE_NAMES } from '@/lib/language';
import { useTranslations } from './api/useTranslations';
import { TranslationFields } from './TranslationFields';
import type { TranslatedLang, TranslationValues } from './translationsApi';
import type { TranslatableSection } from './translationForm';
import { useTranslationForm } from './useTranslationForm';

interface TranslationEditorProps {
  lang: TranslatedLang;
  sections: readonly TranslatableSection[];
}

export function TranslationEditor({ lang, sections }: TranslationEditorProps) {
  const { t } = useTranslation('adminTranslations');
  const translations = useTranslations(lang);
  return (
    <AdminScreen query={translations} failed={t('loadFailed')}>
      {(stored) => <TranslationForm key={lang} lang={lang} sections={sections} stored={stored} />}
    </AdminScreen>
  );
}

/** Says which language the form below writes, and that what is left empty shows in French. */
export function TranslationIntro({ lang }: { lang: TranslatedLang }) {
  const { t } = useTranslation('adminTranslations');
  return (
    <p className="flex items-start gap-3 rounded-2xl border border-sky-200 bg-sky-50 p-4 text-slate-700">
      <Languages aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-sky-700" />
      {t('intro', { language: NATIVE_NAMES[lang] })}
    </p>
  );
}

/** « Supprimer la traduction », once confirmed. */
export function RemoveTranslation({ name, busy, onRemove }: { name: string; busy: boolean; onRemove: () => void }) {
  const { t } = useTranslation('adminTranslations');
  const [confirming, setConfirming] = useState(false);
  return (
    <>
      <button type="button" className="btn-outline text-red-700" disabled={busy} onClick={() => setConfirming(true)}>
        <Trash2 aria-hidden="true" className="size-5" />
        {t('remove')}
      </button>
      <ConfirmDialog
        open={confirming}
        onOpenChange={setConfirming}
        title={t('removeConfirm.title')}
        description={t('removeConfirm.description', { section: name })}
        confirmLabel={t('removeConfirm.confirm')}
        cancelLabel={t('removeConfirm.cancel')}
        destructive
        busy={busy}
        onConfirm={() => {
          setConfirming(false);
          onRemove();
        }}
      />
    </>
  );
}

function TranslationForm({ lang, sections, stored }: TranslationEditorProps & { stored: TranslationValues }) {
  const { t } = useTranslation('adminTranslations');
  const form = useTranslationForm(lang, sections, stored);
  return (
    <form
      noValidate
      className="space-y-8"
      onSubmit={(event) => {
        event.preventDefault();
        void form.save();
      }}
    >
      <TranslationIntro lang={lang} />
      {sections.map((section) => (
        <FormSection key={section.source} id={`translation-${lang}-${section.source.replace(/\W/g, '-')}`} title={section.title}>
          {!form.isStored(section.source) && <p className="text-sm font-medium text-amber-800">{t('notTranslated')}</p>}
          <TranslationFields
            lang={lang}
            section={section}
            draft={form.drafts[section.source] ?? {}}
            errors={form.errors[section.source]}
            onChange={(path, text) => form.setText(section.source, path, text)}
          />
          {form.isStored(section.source) && (
            <div className="flex justify-end">
              <RemoveTranslation name={section.title} busy={form.removing} onRemove={() => void form.remove(section)} />
            </div>
          )}
        </FormSection>
      ))}
      <div className="sticky bottom-4 z-10 flex justify-end">
        <SubmitButton pending={form.saving} icon={Save}>
          {form.saving ? t('saving') : t('save')}
        </SubmitButton>
      </div>
      <LeaveGuard when={form.dirty && !form.saving} description={t('leaveChanges')} />
    </form>
  );
}
