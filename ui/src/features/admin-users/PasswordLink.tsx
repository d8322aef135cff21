// A password link shown once (an invitation or a reset made by the administrator): copy it and pass it on.
import { useState } from 'react';
import * as Dialog from '@radix-ui/react-dialog';
import { useTranslation } from 'react-i18next';
import { Check, Copy } from 'lucide-react';
import { DialogButtons } from '@/components/ModalDialog';
import { formatFrenchDateTime } from '@/lib/dates';
import { AccountDialog } from './AccountDialog';

export function PasswordLink({ id, url, expiresAt }: { id: string; url: string; expiresAt: string }) {
  const { t } = useTranslation('admin');
  const [copied, setCopied] = useState(false);

  async function copy() {
    try {
      await navigator.clipboard.writeText(url);
      setCopied(true);
    } catch {
      // Without clipboard access the address stays selectable in the field.
      (document.getElementById(id) as HTMLInputElement | null)?.select();
    }
  }

  return (
    <div className="space-y-2">
      <label htmlFor={id} className="block text-sm font-semibold text-slate-800">
        {t('users.link.label')}
      </label>
      <div className="flex flex-col gap-2 sm:flex-row">
        <input
          id={id}
          readOnly
          value={url}
          aria-describedby={`${id}-hint`}
          onFocus={(event) => event.target.select()}
          className="form-input min-w-0 flex-1 font-mono text-sm"
        />
        <button type="button" className="btn-outline shrink-0" onClick={() => void copy()}>
          {copied ? <Check aria-hidden="true" className="size-5" /> : <Copy aria-hidden="true" className="size-5" />}
          {copied ? t('users.link.copied') : t('users.link.copy')}
        </button>
      </div>
      <p id={`${id}-hint`} className="text-sm text-slate-600">
        {t('users.link.hint', { date: formatFrenchDateTime(expiresAt) })}
      </p>
      <p aria-live="polite" className="sr-only">
        {copied ? t('users.link.copied') : ''}
      </p>
    </div>
  );
}

interface PasswordLinkDialogProps {
  title: string;
  description: string;
  link: { id: string; url: string; expiresAt: string };
  onClose: () => void;
}

/** The dialog that hands a new password link over, closed with « Terminé ». */
export function PasswordLinkDialog({ title, description, link, onClose }: PasswordLinkDialogProps) {
  const { t } = useTranslation('admin');
  return (
    <AccountDialog title={title} description={description} onClose={onClose}>
      <PasswordLink {...link} />
      <div className="mt-6">
        <DialogButtons>
          <Dialog.Close className="btn-primary">{t('users.done')}</Dialog.Close>
        </DialogButtons>
      </div>
    </AccountDialog>
  );
}
