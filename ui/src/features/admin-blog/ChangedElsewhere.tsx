// Said above the editor when a save was refused because the article changed elsewhere (another tab, another
// person): nothing was overwritten; the owner opens the current version beside his own to compare, or, having
// compared, saves his over it knowingly. A published article's changes kept aside are dated by their own save, and
// are not among the revisions: overwriting them is said to lose them.
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { TriangleAlert } from 'lucide-react';
import { NewTabLink } from '@/components/NewTabLink';
import { ConfirmDialog } from '@/components/ConfirmDialog';
import { formatFrenchDateTime } from '@/lib/dates';
import type { AdminPost } from '@/generated/AdminPost';

interface ChangedElsewhereProps {
  current: AdminPost;
  saving: boolean;
  onOverwrite: () => void;
}

export function ChangedElsewhere({ current, saving, onOverwrite }: ChangedElsewhereProps) {
  const { t } = useTranslation('adminBlog');
  const [confirming, setConfirming] = useState(false);
  return (
    <div role="alert" className="space-y-3 rounded-2xl border border-amber-400 bg-amber-50 p-5 text-amber-950">
      <p className="flex items-start gap-2 font-semibold">
        <TriangleAlert aria-hidden="true" className="mt-0.5 size-5 shrink-0" />
        {t('conflict.title')}
      </p>
      <p>{t('conflict.text', { date: formatFrenchDateTime(current.pending?.saved_at ?? current.updated_at) })}</p>
      <div className="flex flex-col gap-3 sm:flex-row">
        <NewTabLink href={`/admin/blog/edit/${current.id}`} label={t('conflict.open')} labelNewTab={t('conflict.openNewTab')} />
        <button type="button" className="btn-outline" disabled={saving} onClick={() => setConfirming(true)}>
          {t('conflict.overwrite')}
        </button>
      </div>
      <ConfirmDialog
        open={confirming}
        onOpenChange={setConfirming}
        title={t('conflict.confirmTitle')}
        description={t(current.pending ? 'conflict.confirmTextPending' : 'conflict.confirmText')}
        confirmLabel={t('conflict.overwrite')}
        cancelLabel={t('conflict.cancel')}
        busy={saving}
        onConfirm={() => {
          setConfirming(false);
          onOverwrite();
        }}
      />
    </div>
  );
}
