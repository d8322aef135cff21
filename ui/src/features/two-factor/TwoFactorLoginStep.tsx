// The second step of a sign-in: the code from the authenticator app, or one recovery code instead.
import { useState, type FormEvent } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { ShieldCheck } from 'lucide-react';
import { SubmitButton } from '@/components/SubmitButton';
import { useAuth } from '@/lib/auth';
import { forgetPersonalAnswers } from '@/lib/queryClient';
import { toast } from '@/lib/toast';
import { useFormSubmit } from '@/lib/useFormSubmit';
import { CodeField } from './CodeField';

const FIELDS = ['code'] as const;
const FIELD_ID = 'login-code';

export function TwoFactorLoginStep({ onBack }: { onBack: () => void }) {
  const { t } = useTranslation('twoFactor');
  const { loginWithCode } = useAuth();
  const queryClient = useQueryClient();
  const [recovery, setRecovery] = useState(false);
  const [code, setCode] = useState('');
  const form = useFormSubmit({
    fields: FIELDS,
    fieldId: () => FIELD_ID,
    failureTitle: t('login.failure'),
    failureFallback: t('login.failureFallback'),
  });

  async function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (!form.check(code.trim() ? {} : { code: t(recovery ? 'code.recoveryRequired' : 'code.required') })) return;
    // Once signed in, the login page itself moves on to the person's area.
    await form.submit(async () => {
      forgetPersonalAnswers(queryClient);
      await loginWithCode(code);
      toast({ title: t('login.success', { ns: 'auth' }), description: t('login.redirecting', { ns: 'auth' }) });
    });
  }

  function switchKind() {
    setRecovery((current) => !current);
    setCode('');
    form.setErrors({});
    document.getElementById(FIELD_ID)?.focus();
  }

  return (
    <form onSubmit={handleSubmit} noValidate className="space-y-5">
      <p className="text-slate-700">{t(recovery ? 'login.recoveryDescription' : 'login.description')}</p>
      <CodeField
        key={recovery ? 'recovery' : 'app'}
        id={FIELD_ID}
        label={t(recovery ? 'code.recoveryLabel' : 'code.label')}
        hint={t(recovery ? 'code.recoveryHint' : 'code.hint')}
        value={code}
        onChange={setCode}
        recovery={recovery}
        error={form.errors.code}
        autoFocus
      />
      <SubmitButton pending={form.pending} icon={ShieldCheck} className="w-full">
        {t('login.submit')}
      </SubmitButton>
      <div className="flex flex-col items-center gap-2 text-sm">
        <button type="button" className="font-semibold text-sky-800 underline-offset-4 hover:underline" onClick={switchKind}>
          {t(recovery ? 'code.useApp' : 'code.useRecovery')}
        </button>
        <button type="button" className="font-semibold text-slate-700 underline-offset-4 hover:underline" onClick={onBack}>
          {t('login.back')}
        </button>
      </div>
    </form>
  );
}
