// The add / edit form for one timeline event, in a dialog: date and title required, the server's messages under the fields.
import { useState, type FormEvent } from 'react';
import * as Dialog from '@radix-ui/react-dialog';
import { useTranslation } from 'react-i18next';
import { Save, X } from 'lucide-react';
import { Spinner } from '@/components/Spinner';
import { SelectField, TextField } from '@/components/TextField';
import type { FieldErrors } from '@/lib/formErrors';
import { useFormSubmit } from '@/lib/useFormSubmit';
import type { TimelineEvent } from '@/generated/TimelineEvent';
import { EMPTY_EVENT, EVENT_FIELDS, TIMELINE_CATEGORIES, valuesOf, type EventField, type EventFormValues } from './timelineApi';
import { useSaveEvent } from './api/useEvents';
import { LIMITS } from '@/generated/limits';

const fieldId = (field: EventField) => `timeline-${field}`;

/** Closing a toast must not count as a click outside the dialog. */
function keepOpenWhenUsingToast(event: Event) {
  if (event.target instanceof Element && event.target.closest('[data-toaster]')) event.preventDefault();
}

interface EventFormDialogProps {
  open: boolean;
  /** The event being edited, or null to add one. */
  event: TimelineEvent | null;
  onClose: () => void;
  onSaved: (created: boolean) => void;
}

export function EventFormDialog({ open, event, onClose, onSaved }: EventFormDialogProps) {
  const { t } = useTranslation('adminTimeline');
  const [values, setValues] = useState<EventFormValues>(() => (event ? valuesOf(event) : EMPTY_EVENT));
  const save = useSaveEvent(event?.id ?? null);
  const {
    submit,
    check,
    pending: saving,
    errors,
    setErrors,
  } = useFormSubmit({
    fields: EVENT_FIELDS,
    fieldId,
    failureTitle: t('errorTitle'),
    failureFallback: t('saveFailed'),
    ownMessage: true,
  });

  const setField = (field: EventField) => (value: string) => {
    setValues((current) => ({ ...current, [field]: value }));
    setErrors((current) => ({ ...current, [field]: undefined }));
  };

  async function handleSubmit(submitEvent: FormEvent<HTMLFormElement>) {
    submitEvent.preventDefault();
    const missing: FieldErrors<EventField> = {};
    if (!values.date.trim()) missing.date = t('form.dateRequired');
    if (!values.title.trim()) missing.title = t('form.titleRequired');
    if (!check(missing)) return;
    await submit(async () => {
      await save.mutateAsync(values);
      onSaved(event === null);
    });
  }

  return (
    <Dialog.Root open={open} onOpenChange={(next) => !next && !saving && onClose()}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-slate-950/60 backdrop-blur-sm motion-safe:animate-fade-in" />
        <Dialog.Content
          onInteractOutside={keepOpenWhenUsingToast}
          className="fixed left-1/2 top-1/2 z-50 max-h-[calc(100dvh-2rem)] w-[calc(100vw-2rem)] max-w-xl -translate-x-1/2 -translate-y-1/2 overflow-y-auto rounded-2xl bg-white p-6 shadow-2xl focus:outline-none sm:p-8 motion-safe:animate-pop-in"
        >
          <div className="flex items-start justify-between gap-4">
            <div>
              <Dialog.Title className="font-display text-2xl font-semibold text-sky-950">
                {event ? t('form.editTitle') : t('form.addTitle')}
              </Dialog.Title>
              <Dialog.Description className="mt-2 text-slate-600">{t('form.description')}</Dialog.Description>
            </div>
            <Dialog.Close className="icon-button -mr-2 -mt-2" aria-label={t('form.close')} disabled={saving}>
              <X aria-hidden="true" className="size-5" />
            </Dialog.Close>
          </div>
          <form className="mt-6 space-y-5" onSubmit={handleSubmit} noValidate>
            <TextField
              id={fieldId('date')}
              label={t('form.date')}
              value={values.date}
              onChange={setField('date')}
              hint={t('form.dateHint')}
              error={errors.date}
              maxLength={LIMITS.timelineDate}
              required
            />
            <TextField
              id={fieldId('title')}
              label={t('form.title')}
              value={values.title}
              onChange={setField('title')}
              error={errors.title}
              maxLength={LIMITS.title}
              required
            />
            <SelectField
              id={fieldId('category')}
              label={t('form.category')}
              value={values.category}
              onChange={setField('category')}
              options={[
                { value: '', label: t('form.categoryNone') },
                ...TIMELINE_CATEGORIES.map((category) => ({ value: category, label: category })),
              ]}
              error={errors.category}
            />
            <TextField
              id={fieldId('description')}
              label={t('form.descriptionField')}
              value={values.description}
              onChange={setField('description')}
              error={errors.description}
              maxLength={LIMITS.timelineDescription}
              multiline
            />
            <TextField
              id={fieldId('reference_link')}
              label={t('form.link')}
              value={values.reference_link}
              onChange={setField('reference_link')}
              hint={t('form.linkHint')}
              error={errors.reference_link}
              maxLength={LIMITS.link}
              type="url"
            />
            <div className="flex flex-col-reverse gap-3 pt-2 sm:flex-row sm:justify-end">
              <Dialog.Close className="btn-outline" disabled={saving}>
                {t('form.cancel')}
              </Dialog.Close>
              <button type="submit" className="btn-primary" disabled={saving} aria-busy={saving}>
                {saving ? <Spinner size="sm" decorative /> : <Save aria-hidden="true" className="size-5" />}
                {saving ? t('form.saving') : t('form.save')}
              </button>
            </div>
          </form>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
