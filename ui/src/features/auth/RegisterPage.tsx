// Sign-up for promoters: name, e-mail and password, checked here first, then the new account goes to the login page;
// the toast says whether a confirmation link was mailed.
import { Link, useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { UserPlus } from 'lucide-react';
import { usePageMeta } from '@/app/usePageMeta';
import { EmailField, PasswordField, PersonNameField } from '@/components/TextField';
import { useAuth } from '@/lib/auth';
import { siteLanguage } from '@/lib/language';
import { signInPath } from '@/lib/signInPages';
import { toast } from '@/lib/toast';
import { AuthCard } from './AuthCard';
import { AuthForm } from './AuthForm';
import { useAuthForm } from './useAuthForm';

export function RegisterPage() {
  const { t, i18n } = useTranslation('auth');
  usePageMeta(t('register.pageTitle'));
  const { register } = useAuth();
  const navigate = useNavigate();
  const form = useAuthForm('register', { full_name: '', email: '', password: '' });

  async function handleSubmit() {
    const { values } = form;
    const problems = {
      full_name: values.full_name.trim() ? undefined : t('validation.fullNameRequired'),
      email: values.email.trim() ? undefined : t('validation.emailRequired'),
      password: form.newPasswordProblem(values.password),
    };
    await form.submit(problems, async () => {
      // The account's e-mails will be written in the language of this page.
      const created = await register({ ...values, lang: siteLanguage(i18n.language) });
      const description = created.confirmation_sent
        ? t('register.confirmationSent', { email: created.email })
        : t('register.successDescription');
      toast({ title: t('register.success'), description });
      await navigate(signInPath('login'), { state: { email: created.email } });
    });
  }

  return (
    <AuthCard
      title={t('register.title')}
      description={t('register.description')}
      footer={
        <Link to={signInPath('login')} className="font-semibold text-sky-800 underline-offset-4 hover:underline">
          {t('register.haveAccount')}
        </Link>
      }
    >
      <AuthForm onSubmit={handleSubmit} pending={form.pending} icon={UserPlus} submitLabel={t('register.submit')}>
        <PersonNameField {...form.field('full_name')} label={t('fields.fullName')} />
        <EmailField {...form.field('email')} label={t('fields.email')} />
        <PasswordField
          {...form.field('password')}
          label={t('fields.password')}
          hint={t('register.passwordHint')}
          autoComplete="new-password"
        />
      </AuthForm>
    </AuthCard>
  );
}
