// "Mot de passe oublié ?": asks for the account's e-mail and says what happens next, the same whether the account exists or not.
import { useState, type FormEvent } from 'react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { MailCheck, Send } from 'lucide-react';
import { useSite } from '@/app/SiteProvider';
import { usePageMeta } from '@/app/usePageMeta';
import { Spinner } from '@/components/Spinner';
import { TextField } from '@/components/TextField';
import { AuthCard } from './AuthCard';
import { useFormSubmit } from '@/lib/useFormSubmit';
import { LOGIN_PATH } from '@/lib/roles';
import { requestPasswordLink } from './passwordResetApi';
import { LIMITS } from '@/generated/limits';

const EMAIL_ID = 'forgot-email';
const EMAIL_FIELDS = ['email'] as const;

export function ForgotPasswordPage() {
  const { t } = useTranslation('auth');
  usePageMeta(t('forgot.pageTitle'));
  const { site } = useSite();
  const [email, setEmail] = useState('');
  const form = useFormSubmit({
    fields: EMAIL_FIELDS,
    fieldId: () => EMAIL_ID,
    failureTitle: t('forgot.failure'),
    failureFallback: t('forgot.failureFallback'),
  });
  const error = form.errors.email;
  const submitting = form.pending;
  const [sentTo, setSentTo] = useState<string | null>(null);
  const mailEnabled = site?.mail_enabled ?? true;

  async function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (!form.check(email.trim() ? {} : { email: t('validation.emailRequired') })) return;
    await form.submit(async () => {
      await requestPasswordLink(email);
      setSentTo(email.trim());
    });
  }

  const backToLogin = (
    <Link to={LOGIN_PATH} className="font-semibold text-sky-800 underline-offset-4 hover:underline">
      {t('forgot.backToLogin')}
    </Link>
  );

  if (!mailEnabled) {
    return (
      <AuthCard title={t('forgot.title')} description={t('forgot.noMailDescription')} footer={backToLogin}>
        <p className="rounded-2xl border border-amber-200 bg-amber-50 p-4 text-amber-900">{t('forgot.noMail')}</p>
      </AuthCard>
    );
  }

  if (sentTo) {
    return (
      <AuthCard title={t('forgot.sentTitle')} description={t('forgot.sentDescription', { email: sentTo })} footer={backToLogin}>
        <p role="status" className="flex gap-3 rounded-2xl border border-emerald-200 bg-emerald-50 p-4 text-emerald-900">
          <MailCheck aria-hidden="true" className="size-6 shrink-0" />
          <span>{t('forgot.sentHint')}</span>
        </p>
      </AuthCard>
    );
  }

  return (
    <AuthCard title={t('forgot.title')} description={t('forgot.description')} footer={backToLogin}>
      <form className="space-y-5" onSubmit={handleSubmit} noValidate>
        <TextField
          id={EMAIL_ID}
          type="email"
          label={t('fields.email')}
          value={email}
          onChange={setEmail}
          autoComplete="email"
          maxLength={LIMITS.email}
          error={error}
          required
        />
        <button type="submit" className="btn-primary w-full" disabled={submitting} aria-busy={submitting}>
          {submitting ? <Spinner size="sm" decorative /> : <Send aria-hidden="true" className="size-5" />}
          {t('forgot.submit')}
        </button>
      </form>
    </AuthCard>
  );
}
