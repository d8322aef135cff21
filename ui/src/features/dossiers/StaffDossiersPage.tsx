// "Dossiers" for staff: every submitted dossier, filtered by status and searched by title or promoter.
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Search } from 'lucide-react';
import { usePageMeta } from '@/app/usePageMeta';
import { PageSpinner, Spinner } from '@/components/Spinner';
import { toast } from '@/lib/toast';
import { DossiersTable } from './components/DossiersTable';
import { EmptyState } from './components/EmptyState';
import { DOSSIER_STATUSES } from './status';
import { STAFF_DOSSIER_BASE } from './paths';
import { useDossierList } from './useDossierList';

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
  const state = useDossierList({ status, q }, () =>
    toast({ title: t('errorTitle'), description: t('staffList.loadFailed'), variant: 'destructive' }),
  );

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
          {state.status === 'ready' && state.refreshing ? (
            <Spinner size="sm" />
          ) : (
            state.status === 'ready' && (
              <p aria-live="polite" className="font-semibold text-sky-900">
                {t('staffList.count', { count: state.dossiers.length })}
              </p>
            )
          )}
        </div>
      </div>

      {state.status === 'loading' && <PageSpinner />}
      {state.status === 'failed' && (
        <p role="alert" className="rounded-2xl border border-red-200 bg-red-50 p-4 text-red-800">
          {t('staffList.loadFailed')}
        </p>
      )}
      {state.status === 'ready' && state.dossiers.length === 0 && (
        <EmptyState text={filtered ? t('staffList.noMatch') : t('staffList.empty')} />
      )}
      {state.status === 'ready' && state.dossiers.length > 0 && (
        <DossiersTable dossiers={state.dossiers} audience="staff" detailBase={STAFF_DOSSIER_BASE} />
      )}
    </div>
  );
}
