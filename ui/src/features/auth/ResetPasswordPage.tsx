// The page a password link opens (a reset or an invitation): choose a password, then sign in with it.
import { useState, type FormEvent } from 'react';
import { Link, useNavigate, useParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { KeyRound } from 'lucide-react';
import { usePageMeta } from '@/app/usePageMeta';
import { Spinner } from '@/components/Spinner';
import { TextField } from '@/components/TextField';
import { AuthCard } from './AuthCard';
import { fieldErrorsOf, type FieldErrors } from '@/lib/formErrors';
import { useFormSubmit } from '@/lib/useFormSubmit';
import { PASSWORD_MAX_LENGTH, isPasswordTooShort } from '@/lib/password';
import { LOGIN_PATH } from '@/lib/roles';
import { toast } from '@/lib/toast';
import { choosePassword } from './passwordResetApi';

const FIELDS = ['password', 'confirmation'] as const;
type Field = (typeof FIELDS)[number];
const fieldId = (field: Field) => `reset-${field}`;

export function ResetPasswordPage() {
  const { t } = useTranslation('auth');
  usePageMeta(t('reset.pageTitle'));
  const { token = '' } = useParams();
  const navigate = useNavigate();
  const [password, setPassword] = useState('');
  const [confirmation, setConfirmation] = useState('');
  const [linkError, setLinkError] = useState<string | null>(null);
  const form = useFormSubmit({
    fields: FIELDS,
    fieldId,
    failureTitle: t('reset.failure'),
    failureFallback: t('reset.failureFallback'),
  });
  const { errors, pending: submitting } = form;

  function check(): FieldErrors<Field> {
    const found: FieldErrors<Field> = {};
    if (!password) found.password = t('validation.passwordRequired');
    else if (isPasswordTooShort(password)) found.password = t('validation.passwordTooShort');
    if (!found.password && confirmation !== password) found.confirmation = t('reset.mismatch');
    return found;
  }

  async function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (!form.check(check())) return;
    await form.submit(async () => {
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
      await navigate(LOGIN_PATH, { replace: true });
    });
  }

  const footer = (
    <Link to={LOGIN_PATH} className="font-semibold text-sky-800 underline-offset-4 hover:underline">
      {t('forgot.backToLogin')}
    </Link>
  );

  if (linkError) {
    return (
      <AuthCard title={t('reset.deadLinkTitle')} description={linkError} footer={footer}>
        <Link to="/mot-de-passe-oublie" className="btn-primary w-full">
          {t('reset.askAgain')}
        </Link>
      </AuthCard>
    );
  }

  return (
    <AuthCard title={t('reset.title')} description={t('reset.description')} footer={footer}>
      <form className="space-y-5" onSubmit={handleSubmit} noValidate>
        <TextField
          id={fieldId('password')}
          type="password"
          label={t('reset.password')}
          hint={t('register.passwordHint')}
          value={password}
          onChange={setPassword}
          autoComplete="new-password"
          maxLength={PASSWORD_MAX_LENGTH}
          error={errors.password}
          required
        />
        <TextField
          id={fieldId('confirmation')}
          type="password"
          label={t('reset.confirmation')}
          value={confirmation}
          onChange={setConfirmation}
          autoComplete="new-password"
          maxLength={PASSWORD_MAX_LENGTH}
          error={errors.confirmation}
          required
        />
        <button type="submit" className="btn-primary w-full" disabled={submitting} aria-busy={submitting}>
          {submitting ? <Spinner size="sm" decorative /> : <KeyRound aria-hidden="true" className="size-5" />}
          {t('reset.submit')}
        </button>
      </form>
    </AuthCard>
  );
}
