// One revision in a list: when it was kept, by whom, why (a badge), and the button that compares it.
import { useTranslation } from 'react-i18next';
import { GitCompare } from 'lucide-react';
import { formatFrenchDateTime } from '@/lib/dates';
import type { RevisionReason } from '@/generated/RevisionReason';
import type { RevisionSummary } from '@/generated/RevisionSummary';

const TONES: Record<RevisionReason, string> = {
  save: 'bg-slate-100 text-slate-800 ring-slate-300',
  publish: 'bg-emerald-50 text-emerald-900 ring-emerald-300',
  restore: 'bg-amber-50 text-amber-900 ring-amber-300',
};

export function ReasonBadge({ reason }: { reason: RevisionReason }) {
  const { t } = useTranslation('adminBlog');
  return (
    <span
      className={`inline-flex rounded-2xl px-2.5 py-0.5 text-sm font-semibold whitespace-nowrap ring-1 ring-inset ${TONES[reason]}`}
    >
      {t(`revisions.reason.${reason}`)}
    </span>
  );
}

interface RevisionLineProps {
  revision: RevisionSummary;
  onCompare: (revisionId: number) => void;
}

export function RevisionLine({ revision, onCompare }: RevisionLineProps) {
  const { t } = useTranslation('adminBlog');
  const date = formatFrenchDateTime(revision.created_at);
  return (
    <li className="flex items-center justify-between gap-2 rounded-xl border border-slate-200 p-3">
      <span className="min-w-0 space-y-1">
        <span className="block text-sm font-semibold text-slate-900">{date}</span>
        <span className="block break-words text-sm text-slate-700">{revision.author_name ?? t('revisions.unknownAuthor')}</span>
        <ReasonBadge reason={revision.reason} />
      </span>
      <button
        type="button"
        className="inline-flex size-11 shrink-0 items-center justify-center rounded-full text-sky-800 hover:bg-sky-50"
        aria-label={t('revisions.compareOne', { date })}
        title={t('revisions.compareOne', { date })}
        onClick={() => onCompare(revision.id)}
      >
        <GitCompare aria-hidden="true" className="size-5" />
      </button>
    </li>
  );
}
