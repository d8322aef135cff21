// The coloured label telling whether an article is a draft, scheduled (and when, on the line below) or online. The
// label never wraps; the date under it may, so a scheduled article does not widen the blog's status column.
import { useTranslation } from 'react-i18next';
import { formatFrenchDate } from '@/lib/dates';
import { postStatus } from './publication';

const TONES = {
  draft: 'bg-slate-100 text-slate-800 ring-slate-300',
  scheduled: 'bg-amber-50 text-amber-900 ring-amber-300',
  published: 'bg-emerald-50 text-emerald-900 ring-emerald-300',
} as const;

export function PostStatusBadge({ publishedAt }: { publishedAt: string | null }) {
  const { t } = useTranslation('adminBlog');
  const status = postStatus(publishedAt);
  const badge = (
    <span
      className={`inline-flex rounded-2xl px-3 py-1 text-sm font-semibold whitespace-nowrap ring-1 ring-inset ${TONES[status]}`}
    >
      {t(`status.${status}`)}
    </span>
  );
  if (status !== 'scheduled') return badge;
  return (
    <span className="inline-flex flex-col items-start gap-0.5">
      {badge} <span className="text-sm text-slate-700">{t('status.scheduledFor', { date: formatFrenchDate(publishedAt) })}</span>
    </span>
  );
}
