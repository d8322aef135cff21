// What every back-office and promoter screen shows around the data it loads: a spinner, a failure it can retry,
// an empty state, then the content.
import type { ReactNode } from 'react';
import type { UseQueryResult } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { PageSpinner } from '@/components/Spinner';

type LoadedQuery<T> = Pick<UseQueryResult<T>, 'data' | 'isError' | 'isFetching' | 'refetch'>;

interface AdminScreenProps<T> {
  query: LoadedQuery<T>;
  /** Said when the data could not be loaded, above the retry button. */
  failed: string;
  /** Shown instead of the content when `isEmpty` holds for the data; a text gets the usual empty-state frame. */
  empty?: ReactNode;
  isEmpty?: (data: T) => boolean;
  children: (data: T) => ReactNode;
}

export function AdminScreen<T>({ query, failed, empty, isEmpty, children }: AdminScreenProps<T>) {
  const { t } = useTranslation('admin');
  // Data loaded once stays on screen when a later refresh fails: the next poll or action will try again.
  if (query.data !== undefined) {
    if (isEmpty?.(query.data)) {
      if (typeof empty !== 'string') return empty;
      return <p className="rounded-2xl border border-dashed border-slate-300 p-8 text-center text-slate-600">{empty}</p>;
    }
    return children(query.data);
  }
  if (!query.isError) return <PageSpinner />;
  return (
    <div
      role="alert"
      className="flex flex-wrap items-center justify-between gap-3 rounded-2xl border border-red-200 bg-red-50 p-4 text-red-800"
    >
      <p>{failed}</p>
      <button type="button" className="btn-outline" disabled={query.isFetching} onClick={() => void query.refetch()}>
        {t('screen.retry')}
      </button>
    </div>
  );
}
