// The editor's « Révisions » panel: the latest versions kept of the article, all of them in a dialog, the
// comparison of any two, and restoring one (after confirming, and after giving up unsaved changes if any).
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ListChecks } from 'lucide-react';
import { ConfirmDialog } from '@/components/ConfirmDialog';
import { ModalDialog } from '@/components/ModalDialog';
import { Spinner } from '@/components/Spinner';
import { formatFrenchDateTime } from '@/lib/dates';
import { messageOf } from '@/lib/formErrors';
import { toast } from '@/lib/toast';
import type { AdminPost } from '@/generated/AdminPost';
import type { RevisionSummary } from '@/generated/RevisionSummary';
import { CompareDialog } from './CompareDialog';
import { RevisionLine } from './RevisionLine';
import { useRestoreRevision, useRevisions } from './revisionsApi';

/** How many of the latest revisions the panel itself lists. */
const LATEST = 3;

interface RevisionsPanelProps {
  post: AdminPost;
  /** The form holds changes not yet saved: restoring gives them up, and says so. */
  unsaved: boolean;
  /** The article was restored: the editor starts again from it. */
  onRestored: () => void;
  className: string;
}

export function RevisionsPanel({ post, unsaved, onRestored, className }: RevisionsPanelProps) {
  const { t } = useTranslation('adminBlog');
  const revisions = useRevisions(post.id);
  const restore = useRestoreRevision(post.id);
  const [showingAll, setShowingAll] = useState(false);
  const [comparing, setComparing] = useState<number | null>(null);
  const [restoring, setRestoring] = useState<RevisionSummary | null>(null);
  const list = revisions.data ?? [];

  function compare(revisionId: number) {
    setShowingAll(false);
    setComparing(revisionId);
  }

  async function confirmRestore(revision: RevisionSummary) {
    try {
      await restore.mutateAsync(revision.id);
    } catch (error) {
      toast({ title: t('errorTitle'), description: messageOf(error, t('revisions.restoreFailed')), variant: 'destructive' });
      return;
    }
    setRestoring(null);
    setComparing(null);
    toast({ title: t('successTitle'), description: t('revisions.restored') });
    onRestored();
  }

  return (
    <section className={className} aria-labelledby="post-revisions-title">
      <h2 id="post-revisions-title" className="font-display text-xl font-semibold text-sky-950">
        {t('revisions.title')}
      </h2>
      <p className="text-sm text-slate-600">{t('revisions.hint')}</p>
      {revisions.isPending ? (
        <p role="status" className="flex items-center gap-2 text-sm text-slate-600">
          <Spinner size="sm" decorative />
          {t('revisions.loading')}
        </p>
      ) : revisions.isError ? (
        <p role="alert" className="text-sm font-medium text-red-700">
          {t('revisions.failed')}
        </p>
      ) : list.length === 0 ? (
        <p className="text-sm text-slate-600">{t('revisions.empty')}</p>
      ) : (
        <>
          <ul className="space-y-2" aria-label={t('revisions.latest')}>
            {list.slice(0, LATEST).map((revision) => (
              <RevisionLine key={revision.id} revision={revision} onCompare={compare} />
            ))}
          </ul>
          <button type="button" className="btn-outline w-full" onClick={() => setShowingAll(true)}>
            <ListChecks aria-hidden="true" className="size-5" />
            {t('revisions.all', { count: list.length })}
          </button>
        </>
      )}
      <ModalDialog
        open={showingAll}
        title={t('revisions.allTitle')}
        description={t('revisions.allText')}
        closeLabel={t('revisions.close')}
        onClose={() => setShowingAll(false)}
      >
        <ul className="space-y-2">
          {list.map((revision) => (
            <RevisionLine key={revision.id} revision={revision} onCompare={compare} />
          ))}
        </ul>
      </ModalDialog>
      {comparing !== null && (
        <CompareDialog
          post={post}
          revisions={list}
          initialRevisionId={comparing}
          onClose={() => setComparing(null)}
          onRestore={setRestoring}
        />
      )}
      <ConfirmDialog
        open={restoring !== null}
        onOpenChange={(open) => !open && setRestoring(null)}
        title={t('revisions.restoreTitle')}
        description={
          <>
            {t('revisions.restoreText', { date: formatFrenchDateTime(restoring?.created_at) })}
            {unsaved && <strong className="mt-2 block text-red-800">{t('revisions.restoreUnsaved')}</strong>}
          </>
        }
        confirmLabel={t(unsaved ? 'revisions.restoreDiscard' : 'revisions.restore')}
        cancelLabel={t('revisions.cancel')}
        onConfirm={() => restoring && void confirmRestore(restoring)}
        busy={restore.isPending}
      />
    </section>
  );
}
