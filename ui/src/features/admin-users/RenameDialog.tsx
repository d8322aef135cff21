// Renaming an account: the name staff and promoters see on messages and status changes.
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Save } from 'lucide-react';
import { Spinner } from '@/components/Spinner';
import { TextField } from '@/components/TextField';
import { useFormSubmit } from '@/lib/useFormSubmit';
import { toast } from '@/lib/toast';
import type { AdminUser } from '@/generated/AdminUser';
import { AccountDialog, Dialog, DialogButtons } from './AccountDialog';
import { updateAccount } from './usersApi';
import { LIMITS } from '@/generated/limits';

const FIELD_ID = 'rename-full-name';
const NAME_FIELDS = ['full_name'] as const;

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
  const form = useFormSubmit({
    fields: NAME_FIELDS,
    fieldId: () => FIELD_ID,
    failureTitle: t('users.errorTitle'),
    failureFallback: t('users.rename.failed'),
  });
  const error = form.errors.full_name;
  const saving = form.pending;

  async function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (!form.check(name.trim() ? {} : { full_name: t('users.invite.nameRequired') })) return;
    await form.submit(async () => {
      onRenamed(await updateAccount(account.id, { full_name: name.trim() }));
      toast({ title: t('users.successTitle'), description: t('users.rename.done') });
      onClose();
    });
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
          maxLength={LIMITS.personName}
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
