// The last twelve months of the newsletter: how many readers confirmed, and how many left, each month, as a table
// whose bars show the trend at a glance (the numbers stay the table's, for screen readers and copy).
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { apiGet } from '@/lib/api';
import type { SubscriberHistory as History } from '@/generated/SubscriberHistory';

export const HISTORY_PATH = '/api/admin/newsletter/history';

const monthName = new Intl.DateTimeFormat('fr-FR', { month: 'short', year: 'numeric', timeZone: 'UTC' });

/** "nov. 2026" for "2026-11". */
export function monthLabel(month: string): string {
  const [year, number] = month.split('-').map(Number);
  if (!year || !number) return month;
  return monthName.format(new Date(Date.UTC(year, number - 1, 1)));
}

function Bar({ value, largest, tone }: { value: number; largest: number; tone: string }) {
  const width = largest > 0 ? Math.max(value > 0 ? 4 : 0, Math.round((100 * value) / largest)) : 0;
  return (
    <span aria-hidden="true" className="block h-2 rounded-full bg-slate-100">
      <span className={`block h-2 rounded-full ${tone}`} style={{ width: `${width}%` }} />
    </span>
  );
}

/** One month's count, its figure then its bar. */
function CountCell({ value, largest, tone }: { value: number; largest: number; tone: string }) {
  return (
    <td className="w-2/5 py-1.5 pr-3 last:pr-0">
      <span className="flex items-center gap-2">
        <span className="w-9 shrink-0 text-right tabular-nums">{value.toLocaleString('fr-FR')}</span>
        <span className="flex-1">
          <Bar value={value} largest={largest} tone={tone} />
        </span>
      </span>
    </td>
  );
}

export function SubscriberHistory() {
  const { t } = useTranslation('adminNewsletter');
  const history = useQuery({ queryKey: ['admin', 'newsletter', 'history'], queryFn: () => apiGet<History>(HISTORY_PATH) });
  if (history.isPending) return <p className="text-sm text-slate-600">{t('history.loading')}</p>;
  if (history.isError)
    return (
      <p role="alert" className="text-sm text-red-700">
        {t('history.loadError')}
      </p>
    );
  const months = history.data.months;
  const largest = Math.max(0, ...months.map((month) => Math.max(month.confirmed, month.unsubscribed)));
  return (
    <section aria-labelledby="subscriber-history" className="rounded-2xl border border-slate-200 bg-white p-4">
      <h2 id="subscriber-history" className="font-display text-lg font-semibold text-sky-950">
        {t('history.title')}
      </h2>
      {largest === 0 ? (
        <p className="mt-2 text-sm text-slate-600">{t('history.empty')}</p>
      ) : (
        <div className="mt-3">
          <table className="w-full text-sm">
            <caption className="sr-only">{t('history.caption')}</caption>
            <thead>
              <tr className="text-start text-slate-600">
                <th scope="col" className="py-1 pr-3 font-medium">
                  {t('history.month')}
                </th>
                <th scope="col" className="py-1 pr-3 font-medium">
                  {t('history.confirmed')}
                </th>
                <th scope="col" className="py-1 font-medium">
                  {t('history.unsubscribed')}
                </th>
              </tr>
            </thead>
            <tbody>
              {months.map((month) => (
                <tr key={month.month} className="border-t border-slate-100">
                  <th scope="row" className="py-1.5 pr-3 font-normal whitespace-nowrap text-slate-700">
                    {monthLabel(month.month)}
                  </th>
                  <CountCell value={month.confirmed} largest={largest} tone="bg-emerald-600" />
                  <CountCell value={month.unsubscribed} largest={largest} tone="bg-slate-500" />
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </section>
  );
}
