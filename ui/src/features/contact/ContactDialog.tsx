// The accessible contact modal: validates beside each field, sends the message and reports the outcome by toast.
import { useEffect, useState, type ComponentProps, type FormEvent } from 'react';
import * as Dialog from '@radix-ui/react-dialog';
import { useTranslation } from 'react-i18next';
import { Send, X } from 'lucide-react';
import { siteLanguage } from '@/lib/language';
import { toast } from '@/lib/toast';
import { Spinner } from '@/components/Spinner';
import { TextField } from '@/components/TextField';
import { useFormSubmit } from '@/lib/useFormSubmit';
import {
  blankFields,
  CONTACT_FIELDS,
  EMPTY_CONTACT_FORM,
  sendContactMessage,
  type ContactField,
  type ContactFormValues,
} from './submitContact';
import { LIMITS } from '@/generated/limits';

const fieldId = (field: ContactField) => `contact-${field}`;
const NAME_FIELD_ID = fieldId('name');

/** What sets each visible field apart; label, value and error come from the field's name. */
const FIELD_PROPS: Record<
  ContactField,
  Pick<ComponentProps<typeof TextField>, 'type' | 'multiline' | 'autoComplete' | 'maxLength'>
> = {
  name: { autoComplete: 'name', maxLength: LIMITS.personName },
  email: { type: 'email', autoComplete: 'email', maxLength: LIMITS.email },
  message: { multiline: true, maxLength: LIMITS.contactMessage },
};

/** Closing a validation toast must not count as a click outside the dialog. */
function keepOpenWhenUsingToast(event: Event) {
  if (event.target instanceof Element && event.target.closest('[data-toaster]')) event.preventDefault();
}

interface ContactDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** Where focus goes back on close; null when nothing opened it (an address ending in #contact). */
  opener: HTMLElement | null;
}

export function ContactDialog({ open, onOpenChange, opener }: ContactDialogProps) {
  const { t, i18n } = useTranslation('contact');
  const [values, setValues] = useState<ContactFormValues>(EMPTY_CONTACT_FORM);
  const form = useFormSubmit({
    fields: CONTACT_FIELDS,
    fieldId,
    failureTitle: t('failure.title'),
    failureFallback: t('failure.description'),
  });
  const { errors, setErrors, pending: submitting } = form;
  // A dialog opened again starts without the complaints of an earlier attempt.
  useEffect(() => {
    if (!open) setErrors({});
  }, [open, setErrors]);

  function focusName(event: Event) {
    event.preventDefault();
    document.getElementById(NAME_FIELD_ID)?.focus();
  }

  // Opened without a Radix trigger, the dialog is told where focus goes back on close.
  function returnFocusToOpener(event: Event) {
    event.preventDefault();
    // Opened by the #contact address nothing had focus: the page's content is the sensible place to resume.
    if (opener?.isConnected) opener.focus();
    else document.getElementById('main')?.focus();
  }

  const setField = (field: keyof ContactFormValues) => (value: string) => {
    setValues((current) => ({ ...current, [field]: value }));
    setErrors((current) => (field in current ? { ...current, [field]: undefined } : current));
  };

  async function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (submitting) return;
    const missing = Object.fromEntries(blankFields(values).map((field) => [field, t(`validation.${field}`)]));
    if (!form.check(missing)) {
      toast({ title: t('validation.title'), description: t('validation.description'), variant: 'destructive' });
      return;
    }
    await form.submit(async () => {
      await sendContactMessage(values, siteLanguage(i18n.language));
      toast({ title: t('success.title'), description: t('success.description') });
      setValues(EMPTY_CONTACT_FORM);
      onOpenChange(false);
    });
  }

  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-slate-950/60 backdrop-blur-sm motion-safe:animate-fade-in" />
        <Dialog.Content
          onOpenAutoFocus={focusName}
          onCloseAutoFocus={returnFocusToOpener}
          onInteractOutside={keepOpenWhenUsingToast}
          className="fixed left-1/2 top-1/2 z-50 max-h-[calc(100dvh-2rem)] w-[calc(100vw-2rem)] max-w-lg -translate-x-1/2 -translate-y-1/2 overflow-y-auto rounded-2xl bg-white p-6 shadow-2xl focus:outline-none sm:p-8 motion-safe:animate-pop-in"
        >
          <div className="flex items-start justify-between gap-4">
            <div>
              <Dialog.Title className="font-display text-2xl font-semibold text-sky-950">{t('dialog.title')}</Dialog.Title>
              <Dialog.Description className="mt-2 text-slate-600">{t('dialog.description')}</Dialog.Description>
            </div>
            <Dialog.Close className="icon-button -me-2 -mt-2" aria-label={t('dialog.close')}>
              <X aria-hidden="true" className="size-5" />
            </Dialog.Close>
          </div>

          <form className="mt-6 space-y-5" onSubmit={handleSubmit} noValidate>
            {CONTACT_FIELDS.map((field) => (
              <TextField
                key={field}
                id={fieldId(field)}
                label={t(`fields.${field}`)}
                value={values[field]}
                onChange={setField(field)}
                error={errors[field]}
                {...FIELD_PROPS[field]}
              />
            ))}
            <div className="absolute -left-[10000px] top-auto size-px overflow-hidden" aria-hidden="true">
              <label htmlFor="contact-website">{t('fields.website')}</label>
              <input
                id="contact-website"
                name="website"
                type="text"
                tabIndex={-1}
                autoComplete="off"
                value={values.website}
                onChange={(event) => setField('website')(event.target.value)}
              />
            </div>
            <button type="submit" className="btn-primary w-full" disabled={submitting}>
              {submitting ? <Spinner size="sm" decorative /> : <Send aria-hidden="true" className="size-5" />}
              {submitting ? t('submitting') : t('submit')}
            </button>
          </form>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
