// A period's statistics: its totals, then a table for each question (which pages, which articles, from which sites,
// looking for what, on which devices), and the figures day by day.
import { useTranslation } from 'react-i18next';
import type { StatsReport } from '@/generated/StatsReport';
import { DeviceShares } from './DeviceShares';
import { FigureTable } from './FigureTable';

export function StatsReportView({ report }: { report: StatsReport }) {
  const { t, i18n } = useTranslation('adminStats');
  const count = new Intl.NumberFormat(i18n.language);
  const languageName = new Intl.DisplayNames([i18n.language], { type: 'language' });
  const day = new Intl.DateTimeFormat(i18n.language, {
    weekday: 'short',
    day: 'numeric',
    month: 'short',
    year: 'numeric',
    timeZone: 'UTC',
  });

  return (
    <div className="space-y-10">
      <dl aria-label={t('totals.label')} className="grid grid-cols-2 gap-4">
        {[
          { label: t('totals.views'), value: report.views },
          { label: t('totals.visitors'), value: report.visitors, hint: t('totals.visitorsHint') },
        ].map((total) => (
          <div key={total.label} className="rounded-2xl border border-slate-200 bg-white p-4 shadow-sm sm:p-6">
            <dt className="text-sm font-semibold text-slate-700">{total.label}</dt>
            <dd className="mt-1 text-3xl font-semibold text-sky-950 tabular-nums">{count.format(total.value)}</dd>
            {total.hint && <dd className="mt-1 text-sm text-slate-600">{total.hint}</dd>}
          </div>
        ))}
      </dl>
      <div className="grid gap-10 lg:grid-cols-2">
        <FigureTable
          title={t('pages.title')}
          headers={[t('pages.page'), t('pages.views')]}
          rows={report.pages.map((page) => ({ key: page.path, cells: [page.path, count.format(page.views)] }))}
          empty={t('empty')}
        />
        <FigureTable
          title={t('articles.title')}
          hint={t('articles.hint')}
          headers={[t('articles.article'), t('articles.views')]}
          rows={report.articles.map((article) => ({
            key: String(article.post_id),
            cells: [
              <>
                <a href={article.address} lang={article.lang} className="text-sky-800 underline hover:text-sky-950">
                  {article.title}
                </a>{' '}
                <span className="text-sm font-normal whitespace-nowrap text-slate-600">({languageName.of(article.lang)})</span>
              </>,
              count.format(article.views),
            ],
          }))}
          empty={t('articles.empty')}
        />
        <FigureTable
          title={t('referrers.title')}
          hint={t('referrers.hint')}
          headers={[t('referrers.domain'), t('referrers.visits')]}
          rows={report.referrers.map((referrer) => ({
            key: referrer.domain,
            cells: [referrer.domain, count.format(referrer.visits)],
          }))}
          empty={t('referrers.empty')}
        />
        <FigureTable
          title={t('searches.title')}
          headers={[t('searches.term'), t('searches.count'), t('searches.result')]}
          rows={report.searches.map((search) => ({
            key: search.term,
            marked: !search.found,
            cells: [
              search.term,
              count.format(search.searches),
              search.found ? (
                <span className="text-slate-600">{t('searches.found')}</span>
              ) : (
                <span className="inline-flex rounded-full bg-amber-100 px-2 py-0.5 text-xs font-semibold text-amber-950 ring-1 ring-amber-400 ring-inset">
                  {t('searches.noResult')}
                </span>
              ),
            ],
          }))}
          empty={t('searches.empty')}
        />
        <DeviceShares devices={report.devices} />
      </div>
      <details className="rounded-2xl border border-slate-200 bg-white p-4 shadow-sm">
        <summary className="cursor-pointer text-lg font-semibold text-sky-950">{t('daily.title')}</summary>
        <div className="mt-4">
          <FigureTable
            title={t('daily.title')}
            headers={[t('daily.day'), t('daily.views'), t('daily.visitors')]}
            rows={report.daily.map((entry) => ({
              key: entry.day,
              cells: [day.format(new Date(`${entry.day}T00:00:00Z`)), count.format(entry.views), count.format(entry.visitors)],
            }))}
            empty={t('empty')}
          />
        </div>
      </details>
    </div>
  );
}
