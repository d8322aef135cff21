// The "Mon Parcours" page: the owner's career events, grouped by category on a vertical line.
import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { apiGet } from '@/lib/api';
import { initialAnswer } from '@/lib/initialAnswers';
import { toast } from '@/lib/toast';
import { usePageMeta } from '@/app/usePageMeta';
import { PageSpinner } from '@/components/Spinner';
import type { TimelineEvent } from '@/generated/TimelineEvent';
import type { TimelineList } from '@/generated/TimelineList';
import { groupEventsByCategory } from './groupEvents';
import { TimelineGroupSection } from './TimelineGroupSection';

const TIMELINE_URL = '/api/timeline';

export function TimelinePage() {
  const { t } = useTranslation('timeline');
  const [events, setEvents] = useState<TimelineEvent[] | null>(() => initialAnswer<TimelineList>(TIMELINE_URL)?.events ?? null);
  usePageMeta(t('title'));

  useEffect(() => {
    if (initialAnswer(TIMELINE_URL)) return;
    let active = true;
    apiGet<TimelineList>(TIMELINE_URL)
      .then((list) => {
        if (active) setEvents(list.events);
      })
      .catch((error: unknown) => {
        console.error('Chargement de la timeline impossible', error);
        if (!active) return;
        setEvents([]);
        toast({ title: t('loadError.title'), description: t('loadError.description'), variant: 'destructive' });
      });
    return () => {
      active = false;
    };
  }, [t]);

  const groups = useMemo(() => groupEventsByCategory(events ?? []), [events]);

  return (
    <div className="bg-gradient-to-b from-sky-50 to-white">
      <div className="mx-auto max-w-4xl px-4 py-16 sm:px-6 lg:py-24">
        <header className="text-center">
          <h1 className="font-display text-4xl font-bold text-sky-950 sm:text-5xl">{t('title')}</h1>
          <p className="mx-auto mt-4 max-w-2xl text-lg text-slate-600">{t('subtitle')}</p>
        </header>
        {events === null ? (
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
