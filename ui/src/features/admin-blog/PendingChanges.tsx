// Said above the editor of a published article whose changes were saved aside: visitors still read the live
// version until « Mettre à jour »; the owner may also let the changes go.
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Undo2 } from 'lucide-react';
import { ConfirmDialog } from '@/components/ConfirmDialog';
import { formatFrenchDateTime } from '@/lib/dates';

export function PendingChanges({ savedAt, onDiscard }: { savedAt: string; onDiscard: () => Promise<void> }) {
  const { t } = useTranslation('adminBlog');
  const [confirming, setConfirming] = useState(false);
  const [busy, setBusy] = useState(false);
  return (
    <div className="space-y-3 rounded-2xl border border-sky-200 bg-sky-50 p-5 text-sky-950">
      <p className="font-semibold">{t('pending.title')}</p>
      <p>{t('pending.text', { date: formatFrenchDateTime(savedAt) })}</p>
      <button type="button" className="btn-outline" onClick={() => setConfirming(true)}>
        <Undo2 aria-hidden="true" className="size-5" />
        {t('pending.discard')}
      </button>
      <ConfirmDialog
        open={confirming}
        onOpenChange={setConfirming}
        title={t('pending.confirmTitle')}
        description={t('pending.confirmText')}
        confirmLabel={t('pending.discard')}
        cancelLabel={t('pending.cancel')}
        destructive
        busy={busy}
        onConfirm={() => {
          setBusy(true);
          void onDiscard().finally(() => {
            setBusy(false);
            setConfirming(false);
          });
        }}
      />
    </div>
  );
}
