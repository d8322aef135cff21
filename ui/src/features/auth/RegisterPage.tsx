// Sign-up for promoters: name, e-mail and password, checked here first, then the new account goes to the login page.
import { useState, type FormEvent } from 'react';
import { Link, useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { UserPlus } from 'lucide-react';
import { usePageMeta } from '@/app/usePageMeta';
import { Spinner } from '@/components/Spinner';
import { TextField } from '@/components/TextField';
import { useAuth } from '@/lib/auth';
import type { FieldErrors } from '@/lib/formErrors';
import { useFormSubmit } from '@/lib/useFormSubmit';
import { PASSWORD_MAX_LENGTH, isPasswordTooShort } from '@/lib/password';
import { LOGIN_PATH } from '@/lib/roles';
import { toast } from '@/lib/toast';
import { AuthCard } from './AuthCard';
import { LIMITS } from '@/generated/limits';

const FIELDS = ['full_name', 'email', 'password'] as const;
type Field = (typeof FIELDS)[number];
type Values = Record<Field, string>;
const fieldId = (field: Field) => `register-${field.replace('_', '-')}`;

export function RegisterPage() {
  const { t } = useTranslation('auth');
  usePageMeta(t('register.pageTitle'));
  const { register } = useAuth();
  const navigate = useNavigate();
  const [values, setValues] = useState<Values>({ full_name: '', email: '', password: '' });
  const form = useFormSubmit({
    fields: FIELDS,
    fieldId,
    failureTitle: t('register.failure'),
    failureFallback: t('register.failureFallback'),
  });
  const { errors, pending: submitting } = form;

  const setField = (field: Field) => (value: string) => setValues((current) => ({ ...current, [field]: value }));

  function check(): FieldErrors<Field> {
    const found: FieldErrors<Field> = {};
    if (!values.full_name.trim()) found.full_name = t('validation.fullNameRequired');
    if (!values.email.trim()) found.email = t('validation.emailRequired');
    if (!values.password) found.password = t('validation.passwordRequired');
    else if (isPasswordTooShort(values.password)) found.password = t('validation.passwordTooShort');
    return found;
  }

  async function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (!form.check(check())) return;
    await form.submit(async () => {
      const created = await register(values);
      toast({ title: t('register.success'), description: t('register.successDescription') });
      await navigate(LOGIN_PATH, { state: { email: created.email } });
    });
  }

  return (
    <AuthCard
      title={t('register.title')}
      description={t('register.description')}
      footer={
        <Link to={LOGIN_PATH} className="font-semibold text-sky-800 underline-offset-4 hover:underline">
          {t('register.haveAccount')}
        </Link>
      }
    >
      <form className="space-y-5" onSubmit={handleSubmit} noValidate>
        <TextField
          id={fieldId('full_name')}
          label={t('fields.fullName')}
          value={values.full_name}
          onChange={setField('full_name')}
          autoComplete="name"
          maxLength={LIMITS.personName}
          error={errors.full_name}
          required
        />
        <TextField
          id={fieldId('email')}
          type="email"
          label={t('fields.email')}
          value={values.email}
          onChange={setField('email')}
          autoComplete="email"
          maxLength={LIMITS.email}
          error={errors.email}
          required
        />
        <TextField
          id={fieldId('password')}
          type="password"
          label={t('fields.password')}
          hint={t('register.passwordHint')}
          value={values.password}
          onChange={setField('password')}
          autoComplete="new-password"
          maxLength={PASSWORD_MAX_LENGTH}
          error={errors.password}
          required
        />
        <button type="submit" className="btn-primary w-full" disabled={submitting} aria-busy={submitting}>
          {submitting ? <Spinner size="sm" decorative /> : <UserPlus aria-hidden="true" className="size-5" />}
          {t('register.submit')}
        </button>
      </form>
    </AuthCard>
  );
}
