// "Mot de passe oublié ?": asks for the account's e-mail and says what happens next, the same whether the account exists or not.
import { useState } from 'react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { MailCheck, Send } from 'lucide-react';
import { useSite } from '@/app/SiteProvider';
import { usePageMeta } from '@/app/usePageMeta';
import { EmailField } from '@/components/TextField';
import { AuthCard } from './AuthCard';
import { AuthForm } from './AuthForm';
import { siteLanguage } from '@/lib/language';
import { signInPath } from '@/lib/signInPages';
import { requestPasswordLink } from './passwordResetApi';
import { useAuthForm } from './useAuthForm';

export function ForgotPasswordPage() {
  const { t, i18n } = useTranslation('auth');
  usePageMeta(t('forgot.pageTitle'));
  const { site } = useSite();
  const form = useAuthForm('forgot', { email: '' });
  const [sentTo, setSentTo] = useState<string | null>(null);
  const mailEnabled = site?.mail_enabled ?? true;

  async function handleSubmit() {
    const { email } = form.values;
    await form.submit({ email: email.trim() ? undefined : t('validation.emailRequired') }, async () => {
      await requestPasswordLink(email, siteLanguage(i18n.language));
      setSentTo(email.trim());
    });
  }

  const backToLogin = (
    <Link to={signInPath('login')} className="font-semibold text-sky-800 underline-offset-4 hover:underline">
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
      <AuthForm onSubmit={handleSubmit} pending={form.pending} icon={Send} submitLabel={t('forgot.submit')}>
        <EmailField {...form.field('email')} label={t('fields.email')} />
      </AuthForm>
    </AuthCard>
  );
}
