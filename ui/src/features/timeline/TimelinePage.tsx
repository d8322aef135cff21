// The "Mon Parcours" page: the owner's career events, grouped by category on a vertical line.
import { useEffect, useMemo } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { embeddedQuery } from '@/lib/embeddedQuery';
import { toast } from '@/lib/toast';
import { usePageMeta } from '@/app/usePageMeta';
import { useSite } from '@/app/SiteProvider';
import { PageSpinner } from '@/components/Spinner';
import type { TimelineList } from '@/generated/TimelineList';
import { groupEventsByCategory } from './groupEvents';
import { TimelineGroupSection } from './TimelineGroupSection';

const TIMELINE_URL = '/api/timeline';

export function TimelinePage() {
  const { t } = useTranslation('timeline');
  const timeline = useQuery(embeddedQuery<TimelineList>(TIMELINE_URL));
  // A failed load shows the empty page and says why in a toast.
  const loaded = timeline.data !== undefined || timeline.isError;
  usePageMeta(t('title'));
  const subtitle = useSite().site?.content.timeline?.subtitle?.trim();

  useEffect(() => {
    if (timeline.isError) {
      toast({ title: t('loadError.title'), description: t('loadError.description'), variant: 'destructive' });
    }
  }, [timeline.isError, t]);

  const groups = useMemo(() => groupEventsByCategory(timeline.data?.events ?? []), [timeline.data]);

  return (
    <div className="bg-gradient-to-b from-sky-50 to-white">
      <div className="mx-auto max-w-4xl px-4 py-16 sm:px-6 lg:py-24">
        <header className="text-center">
          <h1 className="font-display text-4xl font-bold text-sky-950 sm:text-5xl">{t('title')}</h1>
          {subtitle && <p className="mx-auto mt-4 max-w-2xl text-lg text-slate-600">{subtitle}</p>}
        </header>
        {!loaded ? (
          <PageSpinner />
        ) : groups.length === 0 ? (
          <p className="mt-16 rounded-2xl border border-dashed border-slate-300 bg-white p-10 text-center text-lg text-slate-600">
            {t('empty')}
          </p>
        ) : (
          <div className="mt-16 space-y-16">
            {groups.map((group) => (
              <TimelineGroupSection
                key={group.category ?? ''}
                title={group.category ?? t('uncategorized')}
                events={group.events}
              />
            ))}
          </div>
        )}
      </div>
    </div>
  );
}
