// Renaming an account: the name staff and promoters see on messages and status changes.
import type { FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Save } from 'lucide-react';
import { DialogFormButtons } from '@/components/ModalDialog';
import { PersonNameField } from '@/components/TextField';
import { useForm } from '@/lib/useForm';
import { toast } from '@/lib/toast';
import type { AdminUser } from '@/generated/AdminUser';
import { AccountDialog } from './AccountDialog';
import { updateAccount } from './usersApi';

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
  const form = useForm({
    initial: { full_name: account.full_name ?? '' },
    fieldId: () => 'rename-full-name',
    failureTitle: t('users.errorTitle'),
    failureFallback: t('users.rename.failed'),
  });
  const saving = form.pending;

  async function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const name = form.values.full_name.trim();
    await form.submit({ full_name: name ? undefined : t('users.invite.nameRequired') }, async () => {
      onRenamed(await updateAccount(account.id, { full_name: name }));
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
        <PersonNameField {...form.field('full_name')} label={t('users.name')} autoComplete="off" />
        <DialogFormButtons cancelLabel={t('users.cancel')} submitLabel={t('users.rename.submit')} icon={Save} pending={saving} />
      </form>
    </AccountDialog>
  );
}
