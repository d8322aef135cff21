// The category, date and read time line shown above a post's title.
import { useTranslation } from 'react-i18next';
import { CalendarDays, Clock } from 'lucide-react';
import { formatFrenchDate } from '@/lib/dates';

interface PostMetaProps {
  category: string | null;
  publishedAt: string;
  readTimeMinutes: number;
  tone?: 'light' | 'dark';
}

export function PostMeta({ category, publishedAt, readTimeMinutes, tone = 'light' }: PostMetaProps) {
  const { t } = useTranslation('blog');
  const muted = tone === 'dark' ? 'text-sky-100' : 'text-slate-600';
  const date = formatFrenchDate(publishedAt);

  return (
    <div className={`flex flex-wrap items-center gap-x-4 gap-y-2 text-sm ${muted}`}>
      {category?.trim() && <span className="rounded-full bg-amber-100 px-3 py-1 font-semibold text-amber-900">{category}</span>}
      {date && (
        <span className="inline-flex items-center gap-1.5">
          <CalendarDays aria-hidden="true" className="size-4" />
          <time dateTime={publishedAt}>{date}</time>
        </span>
      )}
      <span className="inline-flex items-center gap-1.5">
        <Clock aria-hidden="true" className="size-4" />
        {t('readTime', { count: readTimeMinutes })}
      </span>
    </div>
  );
}
