// The back-office lists' pages: previous, « Page 2 sur 5 », next, named for the list they page through.
import { useTranslation } from 'react-i18next';
import { ChevronLeft, ChevronRight } from 'lucide-react';

interface PaginationProps {
  /** What is paged, for screen readers: « Pages des abonnés ». */
  label: string;
  page: number;
  pages: number;
  onPage: (page: number) => void;
}

export function Pagination({ label, page, pages, onPage }: PaginationProps) {
  const { t } = useTranslation('admin');
  if (pages <= 1) return null;
  return (
    <nav aria-label={label} className="flex items-center justify-between gap-3">
      <button
        type="button"
        className="btn-outline"
        disabled={page <= 1}
        onClick={() => onPage(page - 1)}
        aria-label={t('pagination.previous')}
      >
        <ChevronLeft aria-hidden="true" className="size-5 rtl:rotate-180" />
      </button>
      <span className="text-sm text-slate-700">{t('pagination.page', { page, pages })}</span>
      <button
        type="button"
        className="btn-outline"
        disabled={page >= pages}
        onClick={() => onPage(page + 1)}
        aria-label={t('pagination.next')}
      >
        <ChevronRight aria-hidden="true" className="size-5 rtl:rotate-180" />
      </button>
    </nav>
  );
}
