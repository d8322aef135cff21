// The one guard for editors with unsaved changes: asks before an in-app navigation, lets the browser warn on closing.
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '@/components/ConfirmDialog';
import { useLeaveGuard } from '@/lib/useLeaveGuard';

interface LeaveGuardProps {
  /** True while there are changes that leaving would lose. */
  when: boolean;
  /** What exactly would be lost, in this editor's words. */
  description: string;
}

export function LeaveGuard({ when, description }: LeaveGuardProps) {
  const { t } = useTranslation('admin');
  const guard = useLeaveGuard(when);
  return (
    <ConfirmDialog
      open={guard.asking}
      onOpenChange={(open) => !open && guard.stay()}
      title={t('leaveGuard.title')}
      description={description}
      confirmLabel={t('leaveGuard.confirm')}
      cancelLabel={t('leaveGuard.cancel')}
      onConfirm={guard.leave}
      destructive
    />
  );
}
