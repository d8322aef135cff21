// The blog's search mode: a spoken summary line (count, nothing found or failure) and the results in relevance order.
import { useTranslation } from 'react-i18next';
import type { SearchOutcome } from '../useSearch';
import { SearchResultCard } from './SearchResultCard';

const MESSAGE_BOX = 'rounded-2xl border border-dashed border-slate-300 p-12 text-center text-lg text-slate-600';

/**
 * Always on the page, so screen readers already watch it when the first results arrive;
 * it stays empty while the page shows the plain list.
 */
export function SearchSummary({ outcome }: { outcome: SearchOutcome | null }) {
  const { t } = useTranslation('blog');
  let message = null;
  if (outcome?.kind === 'failed') {
    message = <p className={MESSAGE_BOX}>{t('search.failed')}</p>;
  } else if (outcome && outcome.results.hits.length === 0) {
    message = <p className={MESSAGE_BOX}>{t('empty')}</p>;
  } else if (outcome) {
    message = <p className="mb-8 font-semibold text-slate-700">{t('search.found', { count: outcome.results.total })}</p>;
  }
  return (
    <div aria-live="polite" aria-atomic="true">
      {message}
    </div>
  );
}

export function SearchResultGrid({ outcome }: { outcome: SearchOutcome }) {
  if (outcome.kind === 'failed' || outcome.results.hits.length === 0) return null;
  return (
    <ul className="grid gap-8 sm:grid-cols-2 lg:grid-cols-3">
      {outcome.results.hits.map((hit) => (
        <li key={hit.id}>
          <SearchResultCard hit={hit} />
        </li>
      ))}
    </ul>
  );
}
