// The form of a sign-in page (see useForm): its fields' ids start with the page's name, and its failure toast
// says the page's own French texts (`auth:<page>.failure` and `failureFallback`).
import { useTranslation } from 'react-i18next';
import { isPasswordTooShort } from '@/lib/password';
import { useForm } from '@/lib/useForm';

export type AuthPage = 'login' | 'register' | 'forgot' | 'reset' | 'confirmEmail';

/** `initial` names the fields in screen order, the order in which a problem takes the focus. */
export function useAuthForm<V extends Record<string, string>>(page: AuthPage, initial: V) {
  const { t } = useTranslation('auth');
  const form = useForm({
    initial,
    fieldId: (field) => `${page}-${field.replace('_', '-')}`,
    failureTitle: t(`${page}.failure`),
    failureFallback: t(`${page}.failureFallback`),
  });
  return {
    ...form,
    /** What is wrong with a new password, if anything. */
    newPasswordProblem(password: string): string | undefined {
      if (!password) return t('validation.passwordRequired');
      if (isPasswordTooShort(password)) return t('validation.passwordTooShort');
      return undefined;
    },
  };
}
