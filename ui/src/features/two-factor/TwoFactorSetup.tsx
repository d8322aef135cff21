// Turning two-factor sign-in on: the server draws a secret, shown as a QR code and as a key to type by hand; a first
// code from the app confirms it, and the ten recovery codes are shown once.
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { ShieldCheck } from 'lucide-react';
import { SubmitButton } from '@/components/SubmitButton';
import { messageOf } from '@/lib/formErrors';
import { toast } from '@/lib/toast';
import { useFormSubmit } from '@/lib/useFormSubmit';
import type { TwoFactorSetup as Setup } from '@/generated/TwoFactorSetup';
import { CodeField } from './CodeField';
import { RecoveryCodes } from './RecoveryCodes';
import { confirmTwoFactor, groupedKey, qrImageSource, startTwoFactorSetup } from './twoFactorApi';

const FIELDS = ['code'] as const;
const fieldId = () => 'two-factor-setup-code';

interface TwoFactorSetupProps {
  email: string;
  /** Called once the recovery codes have been put away. */
  onFinished: () => void;
  onCancel?: () => void;
}

export function TwoFactorSetup({ email, onFinished, onCancel }: TwoFactorSetupProps) {
  const { t } = useTranslation('twoFactor');
  const [setup, setSetup] = useState<Setup | null>(null);
  const [starting, setStarting] = useState(false);
  const [code, setCode] = useState('');
  const [codes, setCodes] = useState<string[] | null>(null);
  const form = useFormSubmit({
    fields: FIELDS,
    fieldId,
    failureTitle: t('setup.failure'),
    failureFallback: t('setup.failureFallback'),
  });

  async function start() {
    setStarting(true);
    try {
      setSetup(await startTwoFactorSetup());
    } catch (error) {
      toast({ title: t('setup.failure'), description: messageOf(error, t('setup.startFailed')), variant: 'destructive' });
    } finally {
      setStarting(false);
    }
  }

  async function handleConfirm(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (!form.check(code.trim() ? {} : { code: t('code.required') })) return;
    await form.submit(async () => {
      setCodes(await confirmTwoFactor(code));
      toast({ title: t('setup.success') });
    });
  }

  if (codes) return <RecoveryCodes codes={codes} email={email} onDone={onFinished} />;

  if (!setup) {
    return (
      <button type="button" className="btn-primary" onClick={() => void start()} disabled={starting} aria-busy={starting}>
        <ShieldCheck aria-hidden="true" className="size-5" />
        {t('section.enable')}
      </button>
    );
  }

  return (
    <div className="space-y-6">
      <div className="space-y-3">
        <p className="font-semibold text-slate-800">{t('setup.scan')}</p>
        <img
          src={qrImageSource(setup.qr_svg)}
          alt={t('setup.qrAlt')}
          width={200}
          height={200}
          className="size-48 rounded-lg border border-slate-200 bg-white p-2 sm:size-52"
        />
        <p className="text-slate-700">{t('setup.manual')}</p>
        <p
          className="break-all rounded-lg bg-slate-100 px-3 py-2 font-mono text-base text-slate-900"
          data-testid="two-factor-key"
        >
          {groupedKey(setup.secret)}
        </p>
      </div>
      <form onSubmit={handleConfirm} noValidate className="space-y-4">
        <p className="font-semibold text-slate-800">{t('setup.confirmTitle')}</p>
        <CodeField
          id={fieldId()}
          label={t('code.label')}
          hint={t('code.hint')}
          value={code}
          onChange={setCode}
          error={form.errors.code}
        />
        <div className="flex flex-col gap-2 sm:flex-row">
          <SubmitButton pending={form.pending} icon={ShieldCheck}>
            {t('setup.confirm')}
          </SubmitButton>
          {onCancel && (
            <button type="button" className="btn-outline" onClick={onCancel}>
              {t('setup.cancel')}
            </button>
          )}
        </div>
      </form>
    </div>
  );
}
