// The frame of the users page's dialogs: title, description, close button, and a body that may be a form.
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { ModalDialog } from '@/components/ModalDialog';

interface AccountDialogProps {
  title: string;
  description: string;
  /** While true, the dialog cannot be closed (a request is running). */
  busy?: boolean;
  onClose: () => void;
  children: ReactNode;
}

export function AccountDialog(props: AccountDialogProps) {
  const { t } = useTranslation('admin');
  return <ModalDialog closeLabel={t('users.close')} {...props} />;
}
