// Visitors (bars) and page views (line) per day over 30 days, drawn in SVG, with the same figures in a table for screen readers.
import { useTranslation } from 'react-i18next';
import type { DailyVisits } from '@/generated/DailyVisits';
import { formatCount, formatLongDay, formatShortDay } from './dashboardFormat';

/** A round upper bound for the vertical scale, so the grid lines fall on readable values. */
export function scaleTop(max: number): number {
  if (max <= 4) return 4;
  const magnitude = 10 ** Math.floor(Math.log10(max));
  const step = [1, 2, 2.5, 5, 10].find((factor) => factor * magnitude >= max) ?? 10;
  return step * magnitude;
}

/** Every fifth day gets a label, counted back from today so today is always named. */
function isLabelled(index: number, count: number): boolean {
  return (count - 1 - index) % 5 === 0;
}

function VisitsTable({ visits }: { visits: DailyVisits[] }) {
  const { t } = useTranslation('adminDashboard');
  // A table keeps the width of its content whatever its own size says: a clipping box around it keeps the
  // hidden figures from widening the page on phones.
  return (
    <div className="sr-only">
      <table>
        <caption>{t('chart.caption')}</caption>
        <thead>
          <tr>
            <th scope="col">{t('chart.day')}</th>
            <th scope="col">{t('chart.visitors')}</th>
            <th scope="col">{t('chart.views')}</th>
          </tr>
        </thead>
        <tbody>
          {visits.map((visit) => (
            <tr key={visit.day}>
              <th scope="row">{formatLongDay(visit.day)}</th>
              <td>{formatCount(visit.visitors)}</td>
              <td>{formatCount(visit.views)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

export function VisitsChart({ visits }: { visits: DailyVisits[] }) {
  const { t } = useTranslation('adminDashboard');
  if (visits.length === 0) return <p className="text-slate-600">{t('chart.empty')}</p>;

  const count = visits.length;
  const top = scaleTop(Math.max(...visits.map((visit) => Math.max(visit.views, visit.visitors))));
  const slot = 100 / count;
  const heightOf = (value: number) => (value / top) * 100;
  const viewsLine = visits.map((visit, index) => `${(index + 0.5) * slot},${100 - heightOf(visit.views)}`).join(' ');
  const summary = t('chart.summary', {
    from: formatLongDay(visits[0].day),
    to: formatLongDay(visits[count - 1].day),
    visitors: formatCount(visits.reduce((sum, visit) => sum + visit.visitors, 0)),
    views: formatCount(visits.reduce((sum, visit) => sum + visit.views, 0)),
    max: formatCount(Math.max(...visits.map((visit) => visit.visitors))),
  });
  const noVisits = visits.every((visit) => visit.views === 0 && visit.visitors === 0);

  return (
    <figure className="space-y-4">
      <div className="flex flex-wrap gap-x-6 gap-y-2 text-sm text-slate-700" aria-hidden="true">
        <span className="inline-flex items-center gap-2">
          <span className="size-3 rounded-sm bg-sky-700" />
          {t('chart.visitors')}
        </span>
        <span className="inline-flex items-center gap-2">
          <span className="h-0.5 w-4 rounded bg-amber-500" />
          {t('chart.views')}
        </span>
      </div>
      <div className="flex gap-2">
        <div
          aria-hidden="true"
          className="flex h-48 flex-col justify-between text-right text-xs tabular-nums text-slate-600 sm:h-56"
        >
          <span>{formatCount(top)}</span>
          <span>{formatCount(top / 2)}</span>
          <span>0</span>
        </div>
        <div className="min-w-0 flex-1">
          <svg
            role="img"
            aria-label={summary}
            viewBox="0 0 100 100"
            preserveAspectRatio="none"
            className="block h-48 w-full overflow-visible sm:h-56"
          >
            {[0, 50, 100].map((y) => (
              <line
                key={y}
                x1="0"
                x2="100"
                y1={y}
                y2={y}
                className="stroke-slate-200"
                strokeWidth="1"
                vectorEffect="non-scaling-stroke"
              />
            ))}
            {visits.map((visit, index) => (
              <rect
                key={visit.day}
                x={index * slot + slot * 0.15}
                width={slot * 0.7}
                y={100 - heightOf(visit.visitors)}
                height={heightOf(visit.visitors)}
                rx="0.6"
                className="fill-sky-700"
              >
                <title>{t('chart.bar', { day: formatShortDay(visit.day), visitors: visit.visitors, views: visit.views })}</title>
              </rect>
            ))}
            <polyline
              points={viewsLine}
              fill="none"
              className="stroke-amber-500"
              strokeWidth="2.5"
              strokeLinejoin="round"
              vectorEffect="non-scaling-stroke"
            />
          </svg>
          <div aria-hidden="true" className="relative mt-2 h-5 text-xs text-slate-600">
            {visits.map((visit, index) =>
              isLabelled(index, count) ? (
                <span
                  key={visit.day}
                  className="absolute -translate-x-1/2 whitespace-nowrap"
                  style={{ left: `${(index + 0.5) * slot}%` }}
                >
                  {formatShortDay(visit.day)}
                </span>
              ) : null,
            )}
          </div>
        </div>
      </div>
      {noVisits && <figcaption className="text-sm text-slate-600">{t('chart.empty')}</figcaption>}
      <VisitsTable visits={visits} />
    </figure>
  );
}
