// The page a password link opens (a reset or an invitation): choose a password, then sign in with it.
import { useState } from 'react';
import { Link, useNavigate, useParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { KeyRound } from 'lucide-react';
import { usePageMeta } from '@/app/usePageMeta';
import { PasswordField } from '@/components/TextField';
import { AuthCard } from './AuthCard';
import { AuthForm } from './AuthForm';
import { fieldErrorsOf } from '@/lib/formErrors';
import { signInPath } from '@/lib/signInPages';
import { toast } from '@/lib/toast';
import { choosePassword } from './passwordResetApi';
import { useAuthForm } from './useAuthForm';

export function ResetPasswordPage() {
  const { t } = useTranslation('auth');
  usePageMeta(t('reset.pageTitle'));
  const { token = '' } = useParams();
  const navigate = useNavigate();
  const [linkError, setLinkError] = useState<string | null>(null);
  const form = useAuthForm('reset', { password: '', confirmation: '' });

  async function handleSubmit() {
    const { password, confirmation } = form.values;
    const tooWeak = form.newPasswordProblem(password);
    const problems = { password: tooWeak, confirmation: !tooWeak && confirmation !== password ? t('reset.mismatch') : undefined };
    await form.submit(problems, async () => {
      try {
        await choosePassword(token, password);
      } catch (error) {
        const deadLink = fieldErrorsOf(error, ['token'] as const).token;
        // An unknown, used or expired link: the only way on is a new one.
        if (!deadLink) throw error;
        setLinkError(deadLink);
        return;
      }
      toast({ title: t('reset.success'), description: t('reset.successDescription') });
      await navigate(signInPath('login'), { replace: true });
    });
  }

  const footer = (
    <Link to={signInPath('login')} className="font-semibold text-sky-800 underline-offset-4 hover:underline">
      {t('forgot.backToLogin')}
    </Link>
  );

  if (linkError) {
    return (
      <AuthCard title={t('reset.deadLinkTitle')} description={linkError} footer={footer}>
        <Link to={signInPath('forgotPassword')} className="btn-primary w-full">
          {t('reset.askAgain')}
        </Link>
      </AuthCard>
    );
  }

  return (
    <AuthCard title={t('reset.title')} description={t('reset.description')} footer={footer}>
      <AuthForm onSubmit={handleSubmit} pending={form.pending} icon={KeyRound} submitLabel={t('reset.submit')}>
        <PasswordField
          {...form.field('password')}
          label={t('reset.password')}
          hint={t('register.passwordHint')}
          autoComplete="new-password"
        />
        <PasswordField {...form.field('confirmation')} label={t('reset.confirmation')} autoComplete="new-password" />
      </AuthForm>
    </AuthCard>
  );
}
