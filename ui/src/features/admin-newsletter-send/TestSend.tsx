// « M’envoyer un test »: one message to one address (the owner's own, ready to change), then what became of it,
// followed until the sender is done with it. Possible for a draft too.
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { CheckCircle2, MailWarning, Send } from 'lucide-react';
import { EmailField } from '@/components/TextField';
import { Spinner } from '@/components/Spinner';
import { fieldErrorsOf, messageOf } from '@/lib/formErrors';
import type { NewsletterSend } from '@/generated/NewsletterSend';
import { isActive } from './sendState';
import { useStartSend } from './useSends';

interface TestSendProps {
  postId: number;
  /** Where the address field starts: the signed-in owner's own. */
  defaultAddress: string;
  /** The article's sends as last read, where the test's progress shows. */
  sends: readonly NewsletterSend[];
}

function TestOutcome({ send }: { send: NewsletterSend }) {
  const { t } = useTranslation('adminNewsletter');
  const email = send.test_to ?? '';
  if (isActive(send.state)) {
    return (
      <p className="flex items-center gap-2 text-slate-700">
        <Spinner size="sm" decorative />
        {t('send.test.sending', { email })}
      </p>
    );
  }
  if (send.sent > 0) {
    return (
      <p className="flex items-center gap-2 font-medium text-emerald-800">
        <CheckCircle2 aria-hidden="true" className="size-5 shrink-0" />
        <span className="wrap-anywhere">{t('send.test.sent', { email })}</span>
      </p>
    );
  }
  return (
    <p className="flex items-center gap-2 font-medium text-red-700">
      <MailWarning aria-hidden="true" className="size-5 shrink-0" />
      <span className="wrap-anywhere">{t('send.test.failed', { email })}</span>
    </p>
  );
}

export function TestSend({ postId, defaultAddress, sends }: TestSendProps) {
  const { t } = useTranslation('adminNewsletter');
  const start = useStartSend();
  const [address, setAddress] = useState(defaultAddress);
  const [fieldError, setFieldError] = useState<string | undefined>();
  const [formError, setFormError] = useState<string | null>(null);
  const [started, setStarted] = useState<NewsletterSend | null>(null);
  // The list is polled while the test is under way: its newest reading of the test wins.
  const test = started ? (sends.find((send) => send.id === started.id) ?? started) : null;

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    // The dialog is drawn outside the article's form, but React still carries its events up to it.
    event.stopPropagation();
    const to = address.trim();
    setFormError(null);
    if (!to) {
      setFieldError(t('send.test.required'));
      return;
    }
    setFieldError(undefined);
    start.mutate(
      { post_id: postId, test_to: to },
      {
        onSuccess: setStarted,
        onError: (error) => {
          const fields = fieldErrorsOf(error, ['test_to'] as const);
          if (fields.test_to) setFieldError(fields.test_to);
          else setFormError(messageOf(error, t('send.startFailed')));
        },
      },
    );
  }

  return (
    <form noValidate onSubmit={submit} aria-labelledby="test-send-title" className="space-y-3">
      <h3 id="test-send-title" className="font-semibold text-slate-900">
        {t('send.test.heading')}
      </h3>
      <div className="flex flex-col gap-3 sm:flex-row sm:items-start">
        <div className="min-w-0 flex-1">
          <EmailField
            id="test-send-address"
            label={t('send.test.label')}
            hint={t('send.test.help')}
            value={address}
            onChange={(value) => {
              setAddress(value);
              setFieldError(undefined);
            }}
            error={fieldError}
          />
        </div>
        <button type="submit" className="btn-outline sm:mt-7" disabled={start.isPending} aria-busy={start.isPending}>
          {start.isPending ? <Spinner size="sm" decorative /> : <Send aria-hidden="true" className="size-5" />}
          {t('send.test.submit')}
        </button>
      </div>
      <div role="status">{test && <TestOutcome send={test} />}</div>
      {formError && (
        <p role="alert" className="text-sm font-medium text-red-700">
          {formError}
        </p>
      )}
    </form>
  );
}
