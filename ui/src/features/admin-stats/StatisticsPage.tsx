// The back-office's « Statistiques »: the chosen period (kept in the address), its report, and its CSV download.
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { Download } from 'lucide-react';
import { usePageMeta } from '@/app/usePageMeta';
import { AdminScreen } from '@/components/AdminScreen';
import { PageHeader } from '@/components/PageHeader';
import { ApiError } from '@/lib/api';
import { PeriodPicker } from './PeriodPicker';
import { StatsReportView } from './StatsReportView';
import { readPeriod, type Period, type Preset } from './period';
import { reportCsvUrl, useStatsReport } from './statsReportApi';

export function StatisticsPage() {
  const { t } = useTranslation('adminStats');
  usePageMeta(t('title'));
  const [params, setParams] = useSearchParams();
  const { choice, period } = readPeriod(params);
  const report = useStatsReport(period);
  const rejection = report.error instanceof ApiError && report.error.code === 'validation' ? report.error.message : null;

  function choosePreset(preset: Preset) {
    setParams({ period: preset }, { replace: true });
  }

  function chooseDays(days: Period) {
    setParams({ period: 'custom', from: days.from, to: days.to }, { replace: true });
  }

  return (
    <div className="space-y-8">
      <PageHeader
        title={t('title')}
        intro={t('intro')}
        action={
          rejection === null && (
            <a href={reportCsvUrl(period)} download className="btn-primary">
              <Download aria-hidden="true" className="size-5" />
              {t('export')}
            </a>
          )
        }
      />
      <PeriodPicker
        key={`${period.from}/${period.to}`}
        choice={choice}
        period={period}
        rejection={rejection}
        onPreset={choosePreset}
        onCustom={chooseDays}
      />
      {rejection === null && (
        <div aria-busy={report.isFetching} className="space-y-4">
          <p role="status" className="text-slate-600 empty:hidden">
            {report.isPlaceholderData ? t('loading') : ''}
          </p>
          <AdminScreen query={report} failed={t('loadFailed')}>
            {(loaded) => <StatsReportView report={loaded} />}
          </AdminScreen>
        </div>
      )}
    </div>
  );
}
