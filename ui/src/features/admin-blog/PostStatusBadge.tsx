// The coloured label telling whether an article is a draft, scheduled (and when) or online.
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
  return (
    <span className={`inline-flex rounded-2xl px-3 py-1 text-sm font-semibold text-balance ring-1 ring-inset ${TONES[status]}`}>
      {t(`status.${status}`, { date: formatFrenchDate(publishedAt) })}
    </span>
  );
}
