// The number of subscribers in each status, above the list, whatever it shows.
import { useTranslation } from 'react-i18next';
import type { SubscriberCounts as Counts } from '@/generated/SubscriberCounts';
import { STATUSES } from './newsletterApi';
import { StatusBadge } from './StatusBadge';

export function SubscriberCounts({ counts }: { counts: Counts }) {
  const { t } = useTranslation('adminNewsletter');
  return (
    <dl aria-label={t('counts.label')} className="grid grid-cols-2 gap-3 sm:grid-cols-4">
      {STATUSES.map((status) => (
        <div key={status} className="rounded-2xl border border-slate-200 bg-white p-4">
          <dt>
            <StatusBadge status={status} />
          </dt>
          <dd className="mt-2 font-display text-3xl font-semibold text-sky-950">{counts[status].toLocaleString('fr-FR')}</dd>
        </div>
      ))}
    </dl>
  );
}
