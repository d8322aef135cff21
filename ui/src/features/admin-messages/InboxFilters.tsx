// The inbox's three views as a segmented row of links: the chosen one is marked, and each is a real address.
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { INBOX_VIEWS, searchForView, type InboxView } from './inboxView';

export function InboxFilters({ current }: { current: InboxView }) {
  const { t } = useTranslation('adminMessages');
  return (
    <nav aria-label={t('filters.label')}>
      <ul className="flex w-full gap-1 rounded-full bg-slate-200/70 p-1 sm:inline-flex sm:w-auto">
        {INBOX_VIEWS.map((view) => {
          const chosen = view === current;
          return (
            <li key={view} className="flex-1 sm:flex-none">
              <Link
                to={{ search: searchForView(view) }}
                aria-current={chosen ? 'page' : undefined}
                className={`flex min-h-11 items-center justify-center whitespace-nowrap rounded-full px-4 text-sm font-semibold transition sm:px-5 ${
                  chosen ? 'bg-white text-sky-900 shadow-sm' : 'text-slate-700 hover:bg-white/60 hover:text-sky-900'
                }`}
              >
                {t(`filters.${view}`)}
              </Link>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
