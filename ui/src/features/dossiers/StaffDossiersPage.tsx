// "Dossiers" for staff: every submitted dossier, filtered by status and searched by title or promoter.
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Search } from 'lucide-react';
import { usePageMeta } from '@/app/usePageMeta';
import { AdminScreen } from '@/components/AdminScreen';
import { Spinner } from '@/components/Spinner';
import { DossiersTable } from './components/DossiersTable';
import { EmptyState } from './components/EmptyState';
import { DOSSIER_STATUSES } from './status';
import { STAFF_DOSSIER_BASE } from './paths';
import { useDossierList } from './api/useDossierList';

export const SEARCH_DELAY_MS = 300;

function useDebounced(value: string, delay: number): string {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const timer = window.setTimeout(() => setSettled(value), delay);
    return () => window.clearTimeout(timer);
  }, [value, delay]);
  return settled;
}

export function StaffDossiersPage() {
  const { t } = useTranslation('dossiers');
  usePageMeta(t('staffList.title'));
  const [status, setStatus] = useState('');
  const [search, setSearch] = useState('');
  const q = useDebounced(search, SEARCH_DELAY_MS);
  const filtered = status !== '' || q.trim() !== '';
  const dossiers = useDossierList({ status, q });

  return (
    <div className="space-y-8">
      <header className="space-y-2">
        <h1 className="font-display text-3xl font-semibold tracking-tight text-sky-950 sm:text-4xl">{t('staffList.title')}</h1>
        <p className="max-w-2xl text-lg text-slate-600">{t('staffList.intro')}</p>
      </header>

      <div role="search" className="grid gap-4 sm:grid-cols-[minmax(0,16rem)_minmax(0,1fr)_auto] sm:items-end">
        <div className="space-y-1.5">
          <label htmlFor="dossier-status-filter" className="block text-sm font-semibold text-slate-800">
            {t('staffList.statusFilter')}
          </label>
          <select
            id="dossier-status-filter"
            value={status}
            onChange={(event) => setStatus(event.target.value)}
            className="form-input py-2.5"
          >
            <option value="">{t('staffList.allStatuses')}</option>
            {DOSSIER_STATUSES.map((value) => (
              <option key={value} value={value}>
                {t(`status.${value}`)}
              </option>
            ))}
          </select>
        </div>
        <div className="space-y-1.5">
          <label htmlFor="dossier-search" className="block text-sm font-semibold text-slate-800">
            {t('staffList.search')}
          </label>
          <div className="relative">
            <Search
              aria-hidden="true"
              className="pointer-events-none absolute left-3 top-1/2 size-5 -translate-y-1/2 text-slate-500"
            />
            <input
              id="dossier-search"
              type="search"
              value={search}
              onChange={(event) => setSearch(event.target.value)}
              className="form-input py-2.5 pl-10"
            />
          </div>
        </div>
        <div className="flex min-h-11 items-center">
          {dossiers.isPlaceholderData ? (
            <Spinner size="sm" />
          ) : (
            dossiers.data && (
              <p aria-live="polite" className="font-semibold text-sky-900">
                {t('staffList.count', { count: dossiers.data.length })}
              </p>
            )
          )}
        </div>
      </div>

      <AdminScreen
        query={dossiers}
        failed={t('staffList.loadFailed')}
        empty={<EmptyState text={filtered ? t('staffList.noMatch') : t('staffList.empty')} />}
        isEmpty={(list) => list.length === 0}
      >
        {(list) => <DossiersTable dossiers={list} audience="staff" detailBase={STAFF_DOSSIER_BASE} />}
      </AdminScreen>
    </div>
  );
}
