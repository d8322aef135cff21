// A password link shown once (an invitation or a reset made by the administrator): copy it and pass it on.
import * as Dialog from '@radix-ui/react-dialog';
import { useTranslation } from 'react-i18next';
import { CopyableLink } from '@/components/CopyableLink';
import { DialogButtons } from '@/components/ModalDialog';
import { formatFrenchDateTime } from '@/lib/dates';
import { AccountDialog } from './AccountDialog';

export function PasswordLink({ id, url, expiresAt }: { id: string; url: string; expiresAt: string }) {
  const { t } = useTranslation('admin');
  return (
    <CopyableLink
      id={id}
      url={url}
      label={t('users.link.label')}
      hint={t('users.link.hint', { date: formatFrenchDateTime(expiresAt) })}
    />
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
