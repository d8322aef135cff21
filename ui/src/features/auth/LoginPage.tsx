// Sign-in: e-mail and password, then off to the back-office or the promoter space depending on the role.
import { useState, type FormEvent } from 'react';
import { Link, Navigate, useLocation } from 'react-router';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { LogIn } from 'lucide-react';
import { usePageMeta } from '@/app/usePageMeta';
import { PageSpinner, Spinner } from '@/components/Spinner';
import { TextField } from '@/components/TextField';
import { useAuth } from '@/lib/auth';
import { forgetPersonalAnswers } from '@/lib/queryClient';
import type { FieldErrors } from '@/lib/formErrors';
import { useFormSubmit } from '@/lib/useFormSubmit';
import { PASSWORD_MAX_LENGTH } from '@/lib/password';
import { afterLoginPath, fromLocationIn } from '@/lib/roles';
import { toast } from '@/lib/toast';
import { AuthCard } from './AuthCard';
import { LIMITS } from '@/generated/limits';

const FIELDS = ['email', 'password'] as const;
type Field = (typeof FIELDS)[number];
const fieldId = (field: Field) => `login-${field}`;

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
  const [email, setEmail] = useState(() => emailIn(location.state));
  const [password, setPassword] = useState('');
  const form = useFormSubmit({
    fields: FIELDS,
    fieldId,
    failureTitle: t('login.failure'),
    failureFallback: t('login.failureFallback'),
  });
  const { errors, pending: submitting } = form;

  if (loading) return <PageSpinner />;
  // Also reached right after a successful sign-in, once the new session is known.
  if (user) return <Navigate to={afterLoginPath(user.role, fromLocationIn(location.state))} replace />;

  async function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const missing: FieldErrors<Field> = {};
    if (!email.trim()) missing.email = t('validation.emailRequired');
    if (!password) missing.password = t('validation.passwordRequired');
    if (!form.check(missing)) return;
    // Once signed in, the page itself moves on to the person's area.
    await form.submit(async () => {
      forgetPersonalAnswers(queryClient);
      await login(email, password);
      toast({ title: t('login.success'), description: t('login.redirecting') });
    });
  }

  return (
    <AuthCard
      title={t('login.title')}
      description={t('login.description')}
      footer={
        <p>
          {t('login.noAccount')}{' '}
          <Link to="/register" className="font-semibold text-sky-800 underline-offset-4 hover:underline">
            {t('login.createAccount')}
          </Link>
        </p>
      }
    >
      <form className="space-y-5" onSubmit={handleSubmit} noValidate>
        <TextField
          id={fieldId('email')}
          type="email"
          label={t('fields.email')}
          value={email}
          onChange={setEmail}
          autoComplete="email"
          maxLength={LIMITS.email}
          error={errors.email}
          required
        />
        <TextField
          id={fieldId('password')}
          type="password"
          label={t('fields.password')}
          value={password}
          onChange={setPassword}
          autoComplete="current-password"
          maxLength={PASSWORD_MAX_LENGTH}
          error={errors.password}
          required
        />
        <p className="-mt-2 text-end text-sm">
          <Link to="/mot-de-passe-oublie" className="font-semibold text-sky-800 underline-offset-4 hover:underline">
            {t('login.forgotPassword')}
          </Link>
        </p>
        <button type="submit" className="btn-primary w-full" disabled={submitting} aria-busy={submitting}>
          {submitting ? <Spinner size="sm" decorative /> : <LogIn aria-hidden="true" className="size-5" />}
          {t('login.submit')}
        </button>
      </form>
    </AuthCard>
  );
}
