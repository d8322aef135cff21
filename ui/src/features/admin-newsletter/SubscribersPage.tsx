// «Abonnés»: the newsletter's readers for the super administrator: counts per status, a list searched as one types,
// filtered by status and paged, the CSV export and import, erasure of one reader, the last twelve months, and the latest sends of articles.
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Download, Upload } from 'lucide-react';
import { usePageMeta } from '@/app/usePageMeta';
import { AdminScreen } from '@/components/AdminScreen';
import { Pagination } from '@/components/Pagination';
import { ConfirmDialog } from '@/components/ConfirmDialog';
import { SendsHistory } from '@/features/admin-newsletter-send';
import { messageOf } from '@/lib/formErrors';
import { toast } from '@/lib/toast';
import type { AdminSubscriber } from '@/generated/AdminSubscriber';
import { ImportDialog } from './ImportDialog';
import { STATUSES, exportAddress, isStatus, type SubscriberStatus } from './newsletterApi';
import { SubscriberCounts } from './SubscriberCounts';
import { SubscriberHistory } from './SubscriberHistory';
import { SubscribersTable } from './SubscribersTable';
import { useDebouncedValue } from '@/lib/useDebouncedValue';
import { useEraseSubscriber, useSubscribers } from './useSubscribers';

/** How long typing must pause before the list is asked again. */
const SEARCH_DELAY_MS = 300;

export function SubscribersPage() {
  const { t } = useTranslation('adminNewsletter');
  usePageMeta(t('title'));
  const [typed, setTyped] = useState('');
  const search = useDebouncedValue(typed.trim(), SEARCH_DELAY_MS);
  const [status, setStatus] = useState<SubscriberStatus | ''>('');
  const [page, setPage] = useState(1);
  const [pageOf, setPageOf] = useState({ search, status });
  // A new search or filter starts again from its first page.
  if (pageOf.search !== search || pageOf.status !== status) {
    setPageOf({ search, status });
    setPage(1);
  }
  const subscribers = useSubscribers({ status, search, page });
  const [importing, setImporting] = useState(false);
  const [erasing, setErasing] = useState<AdminSubscriber | null>(null);
  const erase = useEraseSubscriber();

  function confirmErase() {
    if (!erasing) return;
    erase.mutate(erasing.id, {
      onSuccess: () => {
        toast({ title: t('delete.done') });
        setErasing(null);
      },
      onError: (error) => toast({ title: messageOf(error, t('loadError')), variant: 'destructive' }),
    });
  }

  const data = subscribers.data;
  const pages = data ? Math.max(1, Math.ceil(data.total / data.page_size)) : 1;
  const everyone = data ? Object.values(data.counts).reduce((sum, count) => sum + count, 0) : 0;

  return (
    <div className="space-y-8">
      <header className="flex flex-col gap-4 lg:flex-row lg:items-end lg:justify-between">
        <div className="space-y-2">
          <h1 className="font-display text-3xl font-semibold tracking-tight text-sky-950 sm:text-4xl">{t('title')}</h1>
          <p className="max-w-2xl text-lg text-slate-600">{t('intro')}</p>
        </div>
        <div className="flex shrink-0 flex-col gap-3 sm:flex-row">
          <a className="btn-outline" href={exportAddress(status)} download>
            <Download aria-hidden="true" className="size-5" />
            {t('export')}
          </a>
          <button type="button" className="btn-primary" onClick={() => setImporting(true)}>
            <Upload aria-hidden="true" className="size-5" />
            {t('import.open')}
          </button>
        </div>
      </header>

      {data && <SubscriberCounts counts={data.counts} />}

      <div className="flex flex-col gap-3 sm:flex-row sm:items-end">
        <div className="flex-1 space-y-1.5">
          <label htmlFor="subscribers-search" className="block text-sm font-semibold text-slate-800">
            {t('search.label')}
          </label>
          <input
            id="subscribers-search"
            type="search"
            value={typed}
            onChange={(event) => setTyped(event.target.value)}
            placeholder={t('search.placeholder')}
            className="form-input"
          />
        </div>
        <div className="space-y-1.5 sm:w-56">
          <label htmlFor="subscribers-status" className="block text-sm font-semibold text-slate-800">
            {t('statusFilter')}
          </label>
          <select
            id="subscribers-status"
            value={status}
            onChange={(event) => setStatus(isStatus(event.target.value) ? event.target.value : '')}
            className="form-input"
          >
            <option value="">{t('status.all')}</option>
            {STATUSES.map((choice) => (
              <option key={choice} value={choice}>
                {t(`status.${choice}`)}
              </option>
            ))}
          </select>
        </div>
      </div>

      <AdminScreen
        query={subscribers}
        failed={t('loadError')}
        empty={everyone === 0 ? t('empty') : t('noMatch')}
        isEmpty={(list) => list.subscribers.length === 0}
      >
        {(list) => (
          <div className="space-y-4" aria-busy={subscribers.isFetching}>
            <p aria-live="polite" className="text-sm text-slate-600">
              {t('total', { count: list.total })}
            </p>
            <SubscribersTable subscribers={list.subscribers} onErase={setErasing} />
            <Pagination label={t('pagination.label')} page={page} pages={pages} onPage={setPage} />
          </div>
        )}
      </AdminScreen>

      <SubscriberHistory />
      <SendsHistory />

      {importing && <ImportDialog onClose={() => setImporting(false)} />}
      <ConfirmDialog
        open={erasing !== null}
        onOpenChange={(open) => !open && setErasing(null)}
        title={t('delete.title')}
        description={erasing ? t('delete.body', { email: erasing.email }) : ''}
        confirmLabel={t('delete.confirm')}
        cancelLabel={t('delete.cancel')}
        onConfirm={confirmErase}
        destructive
        busy={erase.isPending}
      />
    </div>
  );
}
