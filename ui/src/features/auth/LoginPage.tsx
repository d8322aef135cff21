// Sign-in: e-mail and password (then a code, for accounts with two-factor sign-in), then off to the back-office or the
// promoter space depending on the role.
import { useState } from 'react';
import { Link, Navigate, useLocation } from 'react-router';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { LogIn } from 'lucide-react';
import { usePageMeta } from '@/app/usePageMeta';
import { PageSpinner } from '@/components/Spinner';
import { EmailField, PasswordField } from '@/components/TextField';
import { useAuth } from '@/lib/auth';
import { forgetPersonalAnswers } from '@/lib/queryClient';
import { afterLoginPath, fromLocationIn } from '@/lib/roles';
import { signInPath } from '@/lib/signInPages';
import { toast } from '@/lib/toast';
import { TwoFactorLoginStep } from '@/features/two-factor';
import { AuthCard } from './AuthCard';
import { AuthForm } from './AuthForm';
import { useAuthForm } from './useAuthForm';

/** The registration page hands over the new account's e-mail so it need not be typed twice. */
function emailIn(state: unknown): string {
  if (typeof state === 'object' && state !== null && 'email' in state) {
    const email = (state as { email: unknown }).email;
    if (typeof email === 'string') return email;
  }
  return '';
}

export function LoginPage() {
  const { t } = useTranslation('auth');
  usePageMeta(t('login.pageTitle'));
  const { user, loading, login } = useAuth();
  const queryClient = useQueryClient();
  const location = useLocation();
  const form = useAuthForm('login', { email: emailIn(location.state), password: '' });
  const [codeRequired, setCodeRequired] = useState(false);

  if (loading) return <PageSpinner />;
  // Also reached right after a successful sign-in, once the new session is known.
  if (user) return <Navigate to={afterLoginPath(user.role, fromLocationIn(location.search))} replace />;

  async function handleSubmit() {
    const { email, password } = form.values;
    const missing = {
      email: email.trim() ? undefined : t('validation.emailRequired'),
      password: password ? undefined : t('validation.passwordRequired'),
    };
    // Once signed in, the page itself moves on to the person's area.
    await form.submit(missing, async () => {
      forgetPersonalAnswers(queryClient);
      const outcome = await login(email, password);
      if ('codeRequired' in outcome) setCodeRequired(true);
      else toast({ title: t('login.success'), description: t('login.redirecting') });
    });
  }

  if (codeRequired) {
    return (
      <AuthCard
        title={t('login.title', { ns: 'twoFactor' })}
        description={form.values.email.trim()}
        footer={
          <p>
            <Link to={signInPath('forgotPassword')} className="font-semibold text-sky-800 underline-offset-4 hover:underline">
              {t('login.forgotPassword')}
            </Link>
          </p>
        }
      >
        <TwoFactorLoginStep
          onBack={() => {
            form.field('password').onChange('');
            setCodeRequired(false);
          }}
        />
      </AuthCard>
    );
  }

  return (
    <AuthCard
      title={t('login.title')}
      description={t('login.description')}
      footer={
        <p>
          {t('login.noAccount')}{' '}
          <Link to={signInPath('register')} className="font-semibold text-sky-800 underline-offset-4 hover:underline">
            {t('login.createAccount')}
          </Link>
        </p>
      }
    >
      <AuthForm onSubmit={handleSubmit} pending={form.pending} icon={LogIn} submitLabel={t('login.submit')}>
        <EmailField {...form.field('email')} label={t('fields.email')} />
        <PasswordField {...form.field('password')} label={t('fields.password')} autoComplete="current-password" />
        <p className="-mt-2 text-end text-sm">
          <Link to={signInPath('forgotPassword')} className="font-semibold text-sky-800 underline-offset-4 hover:underline">
            {t('login.forgotPassword')}
          </Link>
        </p>
      </AuthForm>
    </AuthCard>
  );
}
