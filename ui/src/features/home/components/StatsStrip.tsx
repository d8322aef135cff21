// Key figures under the hero: two columns on phones, four on large screens; absent until the owner enters his own.
import { useTranslation } from 'react-i18next';
import type { HomeStats } from '@/generated/HomeStats';
import type { Stat } from '@/generated/Stat';

const isFilledStat = (stat: Stat) => Boolean(stat?.number?.trim() && stat?.label?.trim());

export function StatsStrip({ stats }: { stats: HomeStats | null }) {
  const { t } = useTranslation('home');
  const items = (stats?.stats ?? []).filter(isFilledStat);
  if (items.length === 0) return null;

  return (
    <section aria-label={t('stats.label')} className="bg-sky-900 text-white">
      <dl className="mx-auto grid max-w-7xl grid-cols-2 gap-x-6 gap-y-10 px-4 py-12 sm:px-6 lg:grid-cols-4 lg:px-8">
        {items.map((stat, index) => (
          <div key={`${stat.label}-${index}`} className="flex flex-col-reverse items-center text-center">
            <dt className="mt-2 text-sm font-medium text-sky-100 sm:text-base">{stat.label}</dt>
            <dd className="font-display text-4xl font-bold text-amber-300 sm:text-5xl">{stat.number}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
