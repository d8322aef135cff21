// Renaming an account: the name staff and promoters see on messages and status changes.
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Save } from 'lucide-react';
import { Spinner } from '@/components/Spinner';
import { TextField } from '@/components/TextField';
import { fieldErrorsOf, messageOf } from '@/lib/formErrors';
import { toast } from '@/lib/toast';
import type { AdminUser } from '@/generated/AdminUser';
import { AccountDialog, Dialog, DialogButtons } from './AccountDialog';
import { updateAccount } from './usersApi';

const FIELD_ID = 'rename-full-name';

export function RenameDialog({
  account,
  onClose,
  onRenamed,
}: {
  account: AdminUser;
  onClose: () => void;
  onRenamed: (account: AdminUser) => void;
}) {
  const { t } = useTranslation('admin');
  const [name, setName] = useState(account.full_name ?? '');
  const [error, setError] = useState<string>();
  const [saving, setSaving] = useState(false);

  async function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (saving) return;
    if (!name.trim()) {
      setError(t('users.invite.nameRequired'));
      document.getElementById(FIELD_ID)?.focus();
      return;
    }
    setSaving(true);
    try {
      onRenamed(await updateAccount(account.id, { full_name: name.trim() }));
      toast({ title: t('users.successTitle'), description: t('users.rename.done') });
      onClose();
    } catch (saveError) {
      setError(fieldErrorsOf(saveError, ['full_name'] as const).full_name);
      toast({
        title: t('users.errorTitle'),
        description: messageOf(saveError, t('users.rename.failed')),
        variant: 'destructive',
      });
      setSaving(false);
    }
  }

  return (
    <AccountDialog
      title={t('users.rename.title')}
      description={t('users.rename.description', { email: account.email })}
      busy={saving}
      onClose={onClose}
    >
      <form className="space-y-5" onSubmit={handleSubmit} noValidate>
        <TextField
          id={FIELD_ID}
          label={t('users.name')}
          value={name}
          onChange={setName}
          error={error}
          autoComplete="off"
          maxLength={120}
          required
        />
        <DialogButtons>
          <Dialog.Close className="btn-outline" disabled={saving}>
            {t('users.cancel')}
          </Dialog.Close>
          <button type="submit" className="btn-primary" disabled={saving} aria-busy={saving}>
            {saving ? <Spinner size="sm" decorative /> : <Save aria-hidden="true" className="size-5" />}
            {t('users.rename.submit')}
          </button>
        </DialogButtons>
      </form>
    </AccountDialog>
  );
}
