// The state of a sign-in page's form: its values, the props tying each field to them, and the shared submission
// with the page's French failure texts (`auth:<page>.failure` and `failureFallback`).
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { FieldErrors } from '@/lib/formErrors';
import { isPasswordTooShort } from '@/lib/password';
import { useFormSubmit } from '@/lib/useFormSubmit';

export type AuthPage = 'login' | 'register' | 'forgot' | 'reset';

/** `initial` names the fields in screen order, the order in which a problem takes the focus. */
export function useAuthForm<K extends string>(page: AuthPage, initial: Record<K, string>) {
  const { t } = useTranslation('auth');
  const [values, setValues] = useState(initial);
  const fieldId = (field: K) => `${page}-${field.replace('_', '-')}`;
  const form = useFormSubmit({
    fields: Object.keys(initial) as K[],
    fieldId,
    failureTitle: t(`${page}.failure`),
    failureFallback: t(`${page}.failureFallback`),
  });

  return {
    values,
    pending: form.pending,
    /** Id, value, change handler and error of `field`, for its TextField. */
    field: (field: K) => ({
      id: fieldId(field),
      value: values[field],
      onChange: (value: string) => setValues((current) => ({ ...current, [field]: value })),
      error: form.errors[field],
    }),
    /** Shows the `problems` found before sending and stops there if any; otherwise runs `send` (see useFormSubmit). */
    async submit(problems: FieldErrors<K>, send: () => Promise<unknown>): Promise<void> {
      if (form.check(problems)) await form.submit(send);
    },
    /** What is wrong with a new password, if anything. */
    newPasswordProblem(password: string): string | undefined {
      if (!password) return t('validation.passwordRequired');
      if (isPasswordTooShort(password)) return t('validation.passwordTooShort');
      return undefined;
    },
  };
}
