// Changes the password: the current one proves it is really the owner, the new one is typed twice.
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { KeyRound } from 'lucide-react';
import { Spinner } from '@/components/Spinner';
import { TextField } from '@/components/TextField';
import type { FieldErrors } from '@/lib/formErrors';
import { useFormSubmit } from '@/lib/useFormSubmit';
import { PASSWORD_MAX_LENGTH, isPasswordTooShort } from '@/lib/password';
import { toast } from '@/lib/toast';
import { changePassword } from './profileApi';

const FIELDS = ['current', 'new', 'confirm'] as const;
type Field = (typeof FIELDS)[number];
type Values = Record<Field, string>;
const EMPTY: Values = { current: '', new: '', confirm: '' };
const fieldId = (field: Field) => `password-${field}`;

export function PasswordForm() {
  const { t } = useTranslation('profile');
  const [values, setValues] = useState<Values>(EMPTY);
  const form = useFormSubmit({ fields: FIELDS, fieldId, failureTitle: t('errorTitle'), failureFallback: t('password.failure') });
  const { errors, pending: saving } = form;

  const setField = (field: Field) => (value: string) => setValues((current) => ({ ...current, [field]: value }));

  function check(): FieldErrors<Field> {
    const found: FieldErrors<Field> = {};
    if (!values.current) found.current = t('password.currentRequired');
    if (isPasswordTooShort(values.new)) found.new = t('password.tooShort');
    if (values.confirm !== values.new) found.confirm = t('password.mismatch');
    return found;
  }

  async function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (!form.check(check())) return;
    await form.submit(async () => {
      await changePassword(values.current, values.new);
      setValues(EMPTY);
      toast({ title: t('successTitle'), description: t('password.success') });
    });
  }

  const passwordField = (field: Field, autoComplete: string, hint?: string) => (
    <TextField
      id={fieldId(field)}
      type="password"
      label={t(`password.${field}`)}
      value={values[field]}
      onChange={setField(field)}
      autoComplete={autoComplete}
      maxLength={PASSWORD_MAX_LENGTH}
      hint={hint}
      error={errors[field]}
      required
    />
  );

  return (
    <form onSubmit={handleSubmit} noValidate className="space-y-5">
      {passwordField('current', 'current-password')}
      {passwordField('new', 'new-password', t('password.hint'))}
      {passwordField('confirm', 'new-password')}
      <button type="submit" className="btn-primary" disabled={saving} aria-busy={saving}>
        {saving ? <Spinner size="sm" decorative /> : <KeyRound aria-hidden="true" className="size-5" />}
        {t('password.submit')}
      </button>
    </form>
  );
}
