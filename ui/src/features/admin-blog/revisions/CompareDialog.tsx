// Two versions of an article side by side, word by word: by default the revision picked against the article as it
// is saved now, either side changeable; the starting one can be restored from here.
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { History } from 'lucide-react';
import { DialogButtons, ModalDialog } from '@/components/ModalDialog';
import { Spinner } from '@/components/Spinner';
import { SelectField } from '@/components/TextField';
import { formatFrenchDateTime } from '@/lib/dates';
import { diffWords } from '@/lib/wordDiff';
import type { AdminPost } from '@/generated/AdminPost';
import type { RevisionSummary } from '@/generated/RevisionSummary';
import { textDirection } from '../languages';
import { DiffText } from './DiffText';
import { plainTextOf } from './revisionText';
import { useRevision } from './revisionsApi';

const CURRENT = 'current';

interface ComparedText {
  title: string;
  excerpt: string;
  text: string;
}

function comparedText(version: { title: string; excerpt: string; content_html: string }): ComparedText {
  return { title: version.title, excerpt: version.excerpt, text: plainTextOf(version.content_html) };
}

interface CompareDialogProps {
  post: AdminPost;
  revisions: readonly RevisionSummary[];
  initialRevisionId: number;
  onClose: () => void;
  onRestore: (revision: RevisionSummary) => void;
}

export function CompareDialog({ post, revisions, initialRevisionId, onClose, onRestore }: CompareDialogProps) {
  const { t } = useTranslation('adminBlog');
  const [fromId, setFromId] = useState(String(initialRevisionId));
  const [toId, setToId] = useState(CURRENT);
  const from = useRevision(post.id, Number(fromId));
  const to = useRevision(post.id, toId === CURRENT ? null : Number(toId));
  const fromSummary = revisions.find((revision) => String(revision.id) === fromId);

  const options = revisions.map((revision) => ({
    value: String(revision.id),
    label: t('revisions.option', {
      date: formatFrenchDateTime(revision.created_at),
      reason: t(`revisions.reason.${revision.reason}`),
    }),
  }));
  const before = useMemo(() => (from.data ? comparedText(from.data) : null), [from.data]);
  const afterSource = toId === CURRENT ? post : to.data;
  const after = useMemo(() => (afterSource ? comparedText(afterSource) : null), [afterSource]);
  // A long article takes a few dozen milliseconds to compare: once per pair of versions, not on every render.
  const changes = useMemo(
    () =>
      before && after
        ? {
            title: diffWords(before.title, after.title),
            excerpt: diffWords(before.excerpt, after.excerpt),
            text: diffWords(before.text, after.text),
          }
        : null,
    [before, after],
  );
  const failed = from.isError || (toId !== CURRENT && to.isError);
  const writing = { lang: post.lang, dir: textDirection(post.lang) };

  return (
    <ModalDialog
      title={t('revisions.compareTitle')}
      description={t('revisions.compareText')}
      closeLabel={t('revisions.close')}
      onClose={onClose}
      wide
    >
      <div className="space-y-5">
        <div className="grid gap-4 sm:grid-cols-2">
          <SelectField id="revision-from" label={t('revisions.from')} value={fromId} onChange={setFromId} options={options} />
          <SelectField
            id="revision-to"
            label={t('revisions.to')}
            value={toId}
            onChange={setToId}
            options={[{ value: CURRENT, label: t('revisions.current') }, ...options]}
          />
        </div>
        {failed ? (
          <p role="alert" className="text-sm font-medium text-red-700">
            {t('revisions.revisionFailed')}
          </p>
        ) : changes ? (
          <div className="space-y-4">
            <DiffText label={t('revisions.fieldTitle')} parts={changes.title} {...writing} />
            <DiffText label={t('revisions.fieldExcerpt')} parts={changes.excerpt} {...writing} />
            <DiffText label={t('revisions.fieldText')} parts={changes.text} {...writing} />
          </div>
        ) : (
          <p role="status" className="flex items-center gap-2 text-sm text-slate-600">
            <Spinner size="sm" decorative />
            {t('revisions.loadingRevision')}
          </p>
        )}
        <DialogButtons>
          <button type="button" className="btn-outline" onClick={onClose}>
            {t('revisions.close')}
          </button>
          {fromSummary && (
            <button type="button" className="btn-primary" onClick={() => onRestore(fromSummary)}>
              <History aria-hidden="true" className="size-5" />
              {t('revisions.restore')}
            </button>
          )}
        </DialogButtons>
      </div>
    </ModalDialog>
  );
}
