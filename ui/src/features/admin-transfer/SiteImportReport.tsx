// What the latest import did, as the owner checks it: the counts, then what did not come across as it was (images
// left pointing to the old site, tags, refused articles), long lists folded away.
import { useTranslation } from 'react-i18next';
import type { SiteImportReport as Report } from '@/generated/SiteImportReport';

/** Beyond this many images kept as links, the list opens on demand. */
const FOLDED_FROM = 6;

function Count({ label, value, detail }: { label: string; value: string; detail?: string }) {
  return (
    <div className="rounded-xl bg-slate-50 p-4">
      <dt className="text-sm font-medium text-slate-700">{label}</dt>
      <dd className="mt-1 text-2xl font-semibold text-sky-950">
        {value}
        {detail && <span className="ms-2 text-sm font-normal text-slate-600">{detail}</span>}
      </dd>
    </div>
  );
}

function AddressList({ items }: { items: readonly string[] }) {
  return (
    <ul className="list-disc space-y-1 ps-5 text-sm break-all text-slate-700">
      {items.map((item) => (
        <li key={item}>{item}</li>
      ))}
    </ul>
  );
}

export function SiteImportReport({ report }: { report: Report }) {
  const { t, i18n } = useTranslation('adminTransfer');
  const number = new Intl.NumberFormat(i18n.language);
  const kept = report.images_kept_as_links;
  const fromWordPress = report.source === 'WordPress';

  return (
    <section aria-labelledby="site-import-report" className="space-y-5">
      <h3 id="site-import-report" className="text-lg font-semibold text-sky-950">
        {t('report.title', { source: report.source })}
      </h3>
      <dl className="grid grid-cols-1 gap-3 sm:grid-cols-2 lg:grid-cols-4">
        <Count
          label={t('report.created')}
          value={number.format(report.created)}
          detail={report.drafts > 0 ? t('report.drafts', { count: report.drafts }) : undefined}
        />
        <Count label={t('report.alreadyThere')} value={number.format(report.already_there)} />
        {fromWordPress ? (
          <>
            <Count label={t('report.imagesFetched')} value={number.format(report.images_fetched)} />
            <Count label={t('report.authorsMatched')} value={number.format(report.authors_matched)} />
          </>
        ) : (
          <Count label={t('report.mediaFiles')} value={number.format(report.media_files)} />
        )}
      </dl>
      {kept.length > 0 && (
        <div className="space-y-2">
          <h4 className="font-semibold text-slate-900">{t('report.keptAsLinks', { count: kept.length })}</h4>
          <p className="text-sm text-slate-600">{t('report.keptAsLinksHint')}</p>
          {kept.length < FOLDED_FROM ? (
            <AddressList items={kept} />
          ) : (
            <details className="rounded-xl border border-slate-200 p-3">
              <summary className="cursor-pointer font-medium text-sky-800">
                {t('report.showKeptAsLinks', { count: kept.length })}
              </summary>
              <div className="mt-3">
                <AddressList items={kept} />
              </div>
            </details>
          )}
        </div>
      )}
      {report.tags_left_out.length > 0 && (
        <div className="space-y-2">
          <h4 className="font-semibold text-slate-900">{t('report.tagsLeftOut', { count: report.tags_left_out.length })}</h4>
          <p className="text-sm text-slate-600">{t('report.tagsLeftOutHint')}</p>
          <AddressList items={report.tags_left_out} />
        </div>
      )}
      {report.refused.length > 0 && (
        <div className="space-y-2">
          <h4 className="font-semibold text-slate-900">{t('report.refused', { count: report.refused.length })}</h4>
          <AddressList items={report.refused} />
        </div>
      )}
    </section>
  );
}
