// For an account whose two-factor sign-in is on: draw new recovery codes (with a code), or turn it off (with the
// password and a code).
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { RefreshCw, ShieldOff } from 'lucide-react';
import { SubmitButton } from '@/components/SubmitButton';
import { PasswordField } from '@/components/TextField';
import { toast } from '@/lib/toast';
import { useFormSubmit } from '@/lib/useFormSubmit';
import { CodeField } from './CodeField';
import { RecoveryCodes } from './RecoveryCodes';
import { disableTwoFactor, regenerateRecoveryCodes } from './twoFactorApi';

interface ManageTwoFactorProps {
  email: string;
  /** Called after any change, so the state shown is read again. */
  onChanged: () => void;
}

const REGENERATE_FIELDS = ['code'] as const;
const DISABLE_FIELDS = ['password', 'code'] as const;

export function ManageTwoFactor({ email, onChanged }: ManageTwoFactorProps) {
  const { t } = useTranslation('twoFactor');
  const [regenerateCode, setRegenerateCode] = useState('');
  const [codes, setCodes] = useState<string[] | null>(null);
  const [disable, setDisable] = useState({ password: '', code: '' });
  const regenerate = useFormSubmit({
    fields: REGENERATE_FIELDS,
    fieldId: () => 'two-factor-regenerate-code',
    failureTitle: t('recovery.regenerateFailure'),
    failureFallback: t('recovery.regenerateFallback'),
  });
  const disabling = useFormSubmit({
    fields: DISABLE_FIELDS,
    fieldId: (field) => `two-factor-disable-${field}`,
    failureTitle: t('disable.failure'),
    failureFallback: t('disable.failureFallback'),
  });

  async function handleRegenerate(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (!regenerate.check(regenerateCode.trim() ? {} : { code: t('code.required') })) return;
    await regenerate.submit(async () => {
      setCodes(await regenerateRecoveryCodes(regenerateCode));
      setRegenerateCode('');
    });
  }

  async function handleDisable(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const missing = {
      password: disable.password ? undefined : t('disable.passwordRequired'),
      code: disable.code.trim() ? undefined : t('code.required'),
    };
    if (!disabling.check(missing)) return;
    await disabling.submit(async () => {
      await disableTwoFactor(disable.password, disable.code);
      setDisable({ password: '', code: '' });
      toast({ title: t('disable.success') });
      onChanged();
    });
  }

  if (codes) {
    return (
      <RecoveryCodes
        codes={codes}
        email={email}
        onDone={() => {
          setCodes(null);
          onChanged();
        }}
      />
    );
  }

  return (
    <div className="space-y-8">
      <form onSubmit={handleRegenerate} noValidate className="space-y-4">
        <h3 className="text-lg font-semibold text-sky-950">{t('recovery.regenerateTitle')}</h3>
        <p className="text-slate-600">{t('recovery.regenerateIntro')}</p>
        <CodeField
          id="two-factor-regenerate-code"
          label={t('code.label')}
          value={regenerateCode}
          onChange={setRegenerateCode}
          error={regenerate.errors.code}
        />
        <SubmitButton pending={regenerate.pending} icon={RefreshCw}>
          {t('recovery.regenerate')}
        </SubmitButton>
      </form>
      <form onSubmit={handleDisable} noValidate className="space-y-4 border-t border-slate-100 pt-6">
        <h3 className="text-lg font-semibold text-sky-950">{t('disable.title')}</h3>
        <p className="text-slate-600">{t('disable.intro')}</p>
        <PasswordField
          id="two-factor-disable-password"
          label={t('disable.password')}
          autoComplete="current-password"
          value={disable.password}
          onChange={(password) => setDisable((current) => ({ ...current, password }))}
          error={disabling.errors.password}
        />
        <CodeField
          id="two-factor-disable-code"
          label={t('code.label')}
          value={disable.code}
          onChange={(code) => setDisable((current) => ({ ...current, code }))}
          error={disabling.errors.code}
        />
        <SubmitButton pending={disabling.pending} icon={ShieldOff}>
          {t('disable.submit')}
        </SubmitButton>
      </form>
    </div>
  );
}
