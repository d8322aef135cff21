// An event's title and description in English or Arabic, inside its dialog: the French shown beside each field,
// saved or removed on their own; its date, category and link stay the French ones.
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { Save } from 'lucide-react';
import { AdminScreen } from '@/components/AdminScreen';
import { DialogFormButtons } from '@/components/ModalDialog';
import {
  RemoveTranslation,
  TranslationFields,
  TranslationIntro,
  useTranslationForm,
  useTranslations,
  type TranslatableSection,
  type TranslatedLang,
  type TranslationValues,
} from '@/features/translations';
import { LIMITS } from '@/generated/limits';
import type { TimelineEvent } from '@/generated/TimelineEvent';

export function eventSection(event: TimelineEvent, t: TFunction<'adminTimeline'>): TranslatableSection {
  return {
    source: `timeline:${event.id}`,
    title: event.title,
    errorPrefix: '',
    fields: [
      { path: 'title', label: t('form.title'), french: event.title, maxLength: LIMITS.title },
      {
        path: 'description',
        label: t('form.descriptionField'),
        french: event.description ?? '',
        maxLength: LIMITS.timelineDescription,
        multiline: true,
      },
    ],
  };
}

interface EventTranslationFormProps {
  lang: TranslatedLang;
  event: TimelineEvent;
  onSaved: () => void;
}

export function EventTranslationForm({ lang, event, onSaved }: EventTranslationFormProps) {
  const { t } = useTranslation('adminTranslations');
  const translations = useTranslations(lang);
  return (
    <AdminScreen query={translations} failed={t('loadFailed')}>
      {(stored) => <EventTranslationFields lang={lang} event={event} stored={stored} onSaved={onSaved} />}
    </AdminScreen>
  );
}

function EventTranslationFields({ lang, event, stored, onSaved }: EventTranslationFormProps & { stored: TranslationValues }) {
  const { t } = useTranslation('adminTimeline');
  const { t: tr } = useTranslation('adminTranslations');
  const section = eventSection(event, t);
  const form = useTranslationForm(lang, [section], stored);
  return (
    <form
      className="space-y-5"
      noValidate
      onSubmit={(submitEvent) => {
        submitEvent.preventDefault();
        void form.save().then((saved) => saved && onSaved());
      }}
    >
      <TranslationIntro lang={lang} />
      {!form.isStored(section.source) && <p className="text-sm font-medium text-amber-800">{tr('notTranslated')}</p>}
      <TranslationFields
        lang={lang}
        section={section}
        draft={form.drafts[section.source] ?? {}}
        errors={form.errors[section.source]}
        onChange={(path, text) => form.setText(section.source, path, text)}
      />
      {form.isStored(section.source) && (
        <RemoveTranslation name={event.title} busy={form.removing} onRemove={() => void form.remove(section)} />
      )}
      <DialogFormButtons
        cancelLabel={t('form.cancel')}
        submitLabel={form.saving ? tr('saving') : tr('save')}
        icon={Save}
        pending={form.saving}
      />
    </form>
  );
}
