// The page a confirmation link opens: opening it confirms nothing (a mail scanner may follow links); the button
// sends the token, then the promoter may submit dossiers.
import { useState } from 'react';
import { Link, useParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { MailCheck } from 'lucide-react';
import { usePageMeta } from '@/app/usePageMeta';
import { useAuth } from '@/lib/auth';
import { fieldErrorsOf } from '@/lib/formErrors';
import { PROMOTER_HOME } from '@/lib/roles';
import { signInPath } from '@/lib/signInPages';
import { AuthCard } from './AuthCard';
import { AuthForm } from './AuthForm';
import { confirmEmail } from './emailConfirmationApi';
import { useAuthForm } from './useAuthForm';

export function ConfirmEmailPage() {
  const { t } = useTranslation('auth');
  usePageMeta(t('confirmEmail.pageTitle'));
  const { token = '' } = useParams();
  const { user, refresh } = useAuth();
  const [outcome, setOutcome] = useState<{ done: true } | { deadLink: string } | null>(null);
  const form = useAuthForm('confirmEmail', {});

  async function handleSubmit() {
    await form.submit({}, async () => {
      try {
        await confirmEmail(token);
      } catch (error) {
        const deadLink = fieldErrorsOf(error, ['token'] as const).token;
        if (!deadLink) throw error;
        setOutcome({ deadLink });
        return;
      }
      setOutcome({ done: true });
      // A signed-in promoter's banner goes away at once; nobody signed in is fine too.
      if (user) await refresh().catch(() => undefined);
    });
  }

  const next = user ? (
    <Link to={PROMOTER_HOME} className="btn-primary w-full">
      {t('confirmEmail.toDashboard')}
    </Link>
  ) : (
    <Link to={signInPath('login')} className="btn-primary w-full">
      {t('confirmEmail.toLogin')}
    </Link>
  );
  const footer = (
    <Link to={signInPath('login')} className="font-semibold text-sky-800 underline-offset-4 hover:underline">
      {t('forgot.backToLogin')}
    </Link>
  );

  if (outcome && 'done' in outcome) {
    return (
      <AuthCard title={t('confirmEmail.doneTitle')} description={t('confirmEmail.doneDescription')} footer={footer}>
        {next}
      </AuthCard>
    );
  }
  if (outcome) {
    return (
      <AuthCard title={t('confirmEmail.deadLinkTitle')} description={outcome.deadLink} footer={footer}>
        <p className="text-slate-700">{t('confirmEmail.deadLinkHint')}</p>
      </AuthCard>
    );
  }
  return (
    <AuthCard title={t('confirmEmail.title')} description={t('confirmEmail.description')} footer={footer}>
      <AuthForm onSubmit={handleSubmit} pending={form.pending} icon={MailCheck} submitLabel={t('confirmEmail.submit')}>
        {null}
      </AuthForm>
    </AuthCard>
  );
}
