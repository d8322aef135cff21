// The timeline events as a table: title, date, category ("Divers" when none) and the edit / delete buttons.
import { useTranslation } from 'react-i18next';
import { Pencil, Trash2 } from 'lucide-react';
import type { TimelineEvent } from '@/generated/TimelineEvent';

const HEADER_CELL = 'px-4 py-3 text-left text-sm font-semibold text-slate-700';

interface EventsTableProps {
  events: TimelineEvent[];
  onEdit: (event: TimelineEvent) => void;
  onDelete: (event: TimelineEvent) => void;
}

export function EventsTable({ events, onEdit, onDelete }: EventsTableProps) {
  const { t } = useTranslation('adminTimeline');
  const categoryOf = (event: TimelineEvent) => event.category?.trim() || t('noCategory');

  return (
    <div className="overflow-x-auto rounded-2xl border border-slate-200 bg-white shadow-sm">
      <table className="w-full divide-y divide-slate-200">
        <caption className="sr-only">{t('caption')}</caption>
        <thead className="bg-slate-50">
          <tr>
            <th scope="col" className={HEADER_CELL}>{t('columns.title')}</th>
            <th scope="col" className={`${HEADER_CELL} hidden sm:table-cell`}>{t('columns.date')}</th>
            <th scope="col" className={`${HEADER_CELL} hidden md:table-cell`}>{t('columns.category')}</th>
            <th scope="col" className={`${HEADER_CELL} text-right`}>{t('columns.actions')}</th>
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-100">
          {events.map((event) => (
            <tr key={event.id} className="align-top">
              <td className="px-4 py-3">
                <span className="font-medium text-slate-900">{event.title}</span>
                <span className="mt-1 block text-sm text-slate-600 sm:hidden">{event.date}</span>
                <span className="mt-1 block text-sm text-slate-600 md:hidden">{categoryOf(event)}</span>
              </td>
              <td className="hidden whitespace-nowrap px-4 py-3 text-slate-700 sm:table-cell">{event.date}</td>
              <td className="hidden px-4 py-3 md:table-cell">
                <span className="inline-flex rounded-full bg-sky-50 px-3 py-1 text-sm font-medium text-sky-900">{categoryOf(event)}</span>
              </td>
              <td className="px-2 py-2">
                <div className="flex justify-end gap-1">
                  <button type="button" className="icon-button size-11" onClick={() => onEdit(event)} aria-label={t('edit', { title: event.title })}>
                    <Pencil aria-hidden="true" className="size-5" />
                  </button>
                  <button
                    type="button"
                    className="icon-button size-11 text-red-700 hover:bg-red-50 hover:text-red-800"
                    onClick={() => onDelete(event)}
                    aria-label={t('delete', { title: event.title })}
                  >
                    <Trash2 aria-hidden="true" className="size-5" />
                  </button>
                </div>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
