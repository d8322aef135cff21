// The add / edit form for one timeline event, in a dialog: date and title required, the server's messages under the
// fields; a saved event's title and description are translated under the language tabs.
import type { FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Save } from 'lucide-react';
import { DialogFormButtons, ModalDialog } from '@/components/ModalDialog';
import { SelectField, TextField } from '@/components/TextField';
import { InEachLanguage, useSpokenLanguages } from '@/features/translations';
import { useForm } from '@/lib/useForm';
import type { TimelineEvent } from '@/generated/TimelineEvent';
import { EMPTY_EVENT, TIMELINE_CATEGORIES, valuesOf, type EventField, type EventFormValues } from './timelineApi';
import { useSaveEvent } from './api/useEvents';
import { EventTranslationForm } from './EventTranslationForm';
import { LIMITS } from '@/generated/limits';

const fieldId = (field: EventField) => `timeline-${field}`;

interface EventFormDialogProps {
  open: boolean;
  /** The event being edited, or null to add one. */
  event: TimelineEvent | null;
  onClose: () => void;
  onSaved: (created: boolean) => void;
}

export function EventFormDialog({ open, event, onClose, onSaved }: EventFormDialogProps) {
  const { t } = useTranslation('adminTimeline');
  const { t: tr } = useTranslation('adminTranslations');
  const translated = useSpokenLanguages().length > 1;
  const save = useSaveEvent(event?.id ?? null);
  const form = useForm<EventFormValues>({
    initial: event ? valuesOf(event) : EMPTY_EVENT,
    fieldId,
    failureTitle: t('errorTitle'),
    failureFallback: t('saveFailed'),
    ownMessage: true,
  });
  const saving = form.pending;

  async function handleSubmit(submitEvent: FormEvent<HTMLFormElement>) {
    submitEvent.preventDefault();
    const { values } = form;
    const missing = {
      date: values.date.trim() ? undefined : t('form.dateRequired'),
      title: values.title.trim() ? undefined : t('form.titleRequired'),
    };
    await form.submit(missing, async () => {
      await save.mutateAsync(values);
      onSaved(event === null);
    });
  }

  const frenchForm = (
    <form className="space-y-5" onSubmit={handleSubmit} noValidate>
      <TextField
        {...form.field('date')}
        label={t('form.date')}
        hint={t('form.dateHint')}
        maxLength={LIMITS.timelineDate}
        required
      />
      <TextField {...form.field('title')} label={t('form.title')} maxLength={LIMITS.title} required />
      <SelectField
        {...form.field('category')}
        label={t('form.category')}
        options={[
          { value: '', label: t('form.categoryNone') },
          ...TIMELINE_CATEGORIES.map((category) => ({ value: category, label: category })),
        ]}
      />
      <TextField
        {...form.field('description')}
        label={t('form.descriptionField')}
        maxLength={LIMITS.timelineDescription}
        multiline
      />
      <TextField
        {...form.field('reference_link')}
        label={t('form.link')}
        hint={t('form.linkHint')}
        maxLength={LIMITS.link}
        type="url"
      />
      <DialogFormButtons
        cancelLabel={t('form.cancel')}
        submitLabel={saving ? t('form.saving') : t('form.save')}
        icon={Save}
        pending={saving}
      />
    </form>
  );

  return (
    <ModalDialog
      open={open}
      title={event ? t('form.editTitle') : t('form.addTitle')}
      description={t('form.description')}
      closeLabel={t('form.close')}
      busy={saving}
      onClose={onClose}
    >
      {event ? (
        <InEachLanguage
          french={frenchForm}
          translated={(lang) => <EventTranslationForm lang={lang} event={event} onSaved={onClose} />}
        />
      ) : (
        <>
          {translated && <p className="mb-5 text-sm text-slate-600">{tr('newEvent')}</p>}
          {frenchForm}
        </>
      )}
    </ModalDialog>
  );
}
