// The ten recovery codes, shown once after an activation or a regeneration: copy them, download them as a .txt file.
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Check, Copy, Download } from 'lucide-react';

interface RecoveryCodesProps {
  codes: string[];
  email: string;
  onDone: () => void;
}

const LIST_ID = 'recovery-codes-list';

export function RecoveryCodes({ codes, email, onDone }: RecoveryCodesProps) {
  const { t } = useTranslation('twoFactor');
  const [copied, setCopied] = useState<'yes' | 'failed' | null>(null);
  const text = `${t('recovery.fileHeader', { email })}\n\n${codes.join('\n')}\n`;

  async function copy() {
    try {
      await navigator.clipboard.writeText(codes.join('\n'));
      setCopied('yes');
    } catch {
      setCopied('failed');
    }
  }

  function download() {
    const url = URL.createObjectURL(new Blob([text], { type: 'text/plain;charset=utf-8' }));
    const link = document.createElement('a');
    link.href = url;
    link.download = 'codes-de-recuperation.txt';
    link.click();
    URL.revokeObjectURL(url);
  }

  return (
    <div className="space-y-4 rounded-2xl border border-amber-300 bg-amber-50 p-5">
      <h3 className="text-lg font-semibold text-sky-950">{t('recovery.title')}</h3>
      <p className="text-slate-700">{t('recovery.intro')}</p>
      <ul
        id={LIST_ID}
        aria-label={t('recovery.listLabel')}
        className="grid select-all grid-cols-1 gap-2 rounded-xl bg-white p-4 font-mono text-base sm:grid-cols-2"
      >
        {codes.map((code) => (
          <li key={code}>{code}</li>
        ))}
      </ul>
      <div className="flex flex-col gap-2 sm:flex-row sm:flex-wrap">
        <button type="button" className="btn-outline" onClick={() => void copy()}>
          {copied === 'yes' ? <Check aria-hidden="true" className="size-5" /> : <Copy aria-hidden="true" className="size-5" />}
          {copied === 'yes' ? t('recovery.copied') : t('recovery.copy')}
        </button>
        <button type="button" className="btn-outline" onClick={download}>
          <Download aria-hidden="true" className="size-5" />
          {t('recovery.download')}
        </button>
        <button type="button" className="btn-primary" onClick={onDone}>
          {t('recovery.done')}
        </button>
      </div>
      <p aria-live="polite" className="text-sm text-slate-700">
        {copied === 'yes' ? t('recovery.copied') : copied === 'failed' ? t('recovery.copyFailed') : ''}
      </p>
    </div>
  );
}
