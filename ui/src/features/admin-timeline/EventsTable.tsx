// The timeline events: title, date, category ("Divers" when none) and the edit / delete buttons.
import { useTranslation } from 'react-i18next';
import { Pencil, Trash2 } from 'lucide-react';
import { ResponsiveTable, RowActionContent, rowActionClass } from '@/components/ResponsiveTable';
import type { TimelineEvent } from '@/generated/TimelineEvent';

interface EventsTableProps {
  events: TimelineEvent[];
  onEdit: (event: TimelineEvent) => void;
  onDelete: (event: TimelineEvent) => void;
}

export function EventsTable({ events, onEdit, onDelete }: EventsTableProps) {
  const { t } = useTranslation('adminTimeline');
  const categoryOf = (event: TimelineEvent) => event.category?.trim() || t('noCategory');

  return (
    <ResponsiveTable
      caption={t('caption')}
      rows={events}
      rowKey={(event) => event.id}
      title={{ header: t('columns.title'), cell: (event) => event.title }}
      columns={[
        { header: t('columns.date'), cell: (event) => event.date },
        {
          header: t('columns.category'),
          cell: (event) => (
            <span className="inline-flex rounded-full bg-sky-50 px-3 py-1 text-sm font-medium text-sky-900">
              {categoryOf(event)}
            </span>
          ),
        },
      ]}
      actions={{
        header: t('columns.actions'),
        cell: (event, layout) => (
          <>
            <button
              type="button"
              className={rowActionClass(layout)}
              onClick={() => onEdit(event)}
              aria-label={t('edit', { title: event.title })}
            >
              <RowActionContent icon={Pencil} text={t('editShort')} layout={layout} />
            </button>
            <button
              type="button"
              className={rowActionClass(layout, 'danger')}
              onClick={() => onDelete(event)}
              aria-label={t('delete', { title: event.title })}
            >
              <RowActionContent icon={Trash2} text={t('deleteShort')} layout={layout} />
            </button>
          </>
        ),
      }}
    />
  );
}
