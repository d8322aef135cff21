// The accessible contact modal: validates beside each field, sends the message and reports the outcome by toast.
import { useEffect, useRef, useState, type FormEvent } from 'react';
import * as Dialog from '@radix-ui/react-dialog';
import { useTranslation } from 'react-i18next';
import { Send, X } from 'lucide-react';
import { toast } from '@/lib/toast';
import { Spinner } from '@/components/Spinner';
import { TextField } from '@/components/TextField';
import { fieldErrorsOf, focusFirstInvalid, type FieldErrors } from '@/lib/formErrors';
import {
  blankFields,
  CONTACT_FIELDS,
  EMPTY_CONTACT_FORM,
  sendContactMessage,
  serverMessageFor,
  type ContactField,
  type ContactFormValues,
} from './submitContact';
import { LIMITS } from '@/generated/limits';

const fieldId = (field: ContactField) => `contact-${field}`;
const NAME_FIELD_ID = fieldId('name');

/** Closing a validation toast must not count as a click outside the dialog. */
function keepOpenWhenUsingToast(event: Event) {
  if (event.target instanceof Element && event.target.closest('[data-toaster]')) event.preventDefault();
}

interface ContactDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

export function ContactDialog({ open, onOpenChange }: ContactDialogProps) {
  const { t } = useTranslation('contact');
  const [values, setValues] = useState<ContactFormValues>(EMPTY_CONTACT_FORM);
  const [submitting, setSubmitting] = useState(false);
  const [errors, setErrors] = useState<FieldErrors<ContactField>>({});
  const openerRef = useRef<HTMLElement | null>(null);

  // A dialog opened again starts without the complaints of an earlier attempt.
  useEffect(() => {
    if (!open) setErrors({});
  }, [open]);

  // Opened without a Radix trigger, the dialog must itself remember where focus goes back on close.
  function rememberOpenerAndFocusName(event: Event) {
    openerRef.current = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    event.preventDefault();
    document.getElementById(NAME_FIELD_ID)?.focus();
  }

  function returnFocusToOpener(event: Event) {
    event.preventDefault();
    const opener = openerRef.current;
    // Opened by the #contact address nothing had focus: the page's content is the sensible place to resume.
    if (opener && opener !== document.body && opener.isConnected) opener.focus();
    else document.getElementById('main')?.focus();
  }

  const setField = (field: keyof ContactFormValues) => (value: string) => {
    setValues((current) => ({ ...current, [field]: value }));
    setErrors((current) => (field in current ? { ...current, [field]: undefined } : current));
  };

  function showFieldErrors(found: FieldErrors<ContactField>) {
    setErrors(found);
    focusFirstInvalid(found, CONTACT_FIELDS, fieldId);
  }

  async function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (submitting) return;
    const blank = blankFields(values);
    if (blank.length > 0) {
      showFieldErrors(Object.fromEntries(blank.map((field) => [field, t(`validation.${field}`)])));
      toast({ title: t('validation.title'), description: t('validation.description'), variant: 'destructive' });
      return;
    }
    setErrors({});
    setSubmitting(true);
    try {
      await sendContactMessage(values);
      toast({ title: t('success.title'), description: t('success.description') });
      setValues(EMPTY_CONTACT_FORM);
      onOpenChange(false);
    } catch (error) {
      const fromServer = fieldErrorsOf(error, CONTACT_FIELDS);
      if (Object.keys(fromServer).length > 0) showFieldErrors(fromServer);
      else console.error('Envoi du message de contact impossible', error);
      toast({
        title: t('failure.title'),
        description: serverMessageFor(error) ?? t('failure.description'),
        variant: 'destructive',
      });
    } finally {
      setSubmitting(false);
    }
  }

  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-slate-950/60 backdrop-blur-sm motion-safe:animate-fade-in" />
        <Dialog.Content
          onOpenAutoFocus={rememberOpenerAndFocusName}
          onCloseAutoFocus={returnFocusToOpener}
          onInteractOutside={keepOpenWhenUsingToast}
          className="fixed left-1/2 top-1/2 z-50 max-h-[calc(100dvh-2rem)] w-[calc(100vw-2rem)] max-w-lg -translate-x-1/2 -translate-y-1/2 overflow-y-auto rounded-2xl bg-white p-6 shadow-2xl focus:outline-none sm:p-8 motion-safe:animate-pop-in"
        >
          <div className="flex items-start justify-between gap-4">
            <div>
              <Dialog.Title className="font-display text-2xl font-semibold text-sky-950">{t('dialog.title')}</Dialog.Title>
              <Dialog.Description className="mt-2 text-slate-600">{t('dialog.description')}</Dialog.Description>
            </div>
            <Dialog.Close className="icon-button -mr-2 -mt-2" aria-label={t('dialog.close')}>
              <X aria-hidden="true" className="size-5" />
            </Dialog.Close>
          </div>

          <form className="mt-6 space-y-5" onSubmit={handleSubmit} noValidate>
            <TextField
              id={NAME_FIELD_ID}
              label={t('fields.name')}
              value={values.name}
              onChange={setField('name')}
              error={errors.name}
              autoComplete="name"
              maxLength={LIMITS.personName}
            />
            <TextField
              id={fieldId('email')}
              type="email"
              label={t('fields.email')}
              value={values.email}
              onChange={setField('email')}
              error={errors.email}
              autoComplete="email"
              maxLength={LIMITS.email}
            />
            <TextField
              id={fieldId('message')}
              multiline
              label={t('fields.message')}
              value={values.message}
              onChange={setField('message')}
              error={errors.message}
              maxLength={LIMITS.contactMessage}
            />
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
