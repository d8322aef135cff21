// The subscribers of one page: address, status, language, source, dates, and the button that erases one.
import { useTranslation } from 'react-i18next';
import { Trash2 } from 'lucide-react';
import { EmailAddress } from '@/components/EmailAddress';
import { ResponsiveTable, RowActionContent, rowActionClass } from '@/components/ResponsiveTable';
import { formatFrenchDate } from '@/lib/dates';
import type { AdminSubscriber } from '@/generated/AdminSubscriber';
import { isStatus } from './newsletterApi';
import { StatusBadge } from './StatusBadge';

interface SubscribersTableProps {
  subscribers: AdminSubscriber[];
  onErase: (subscriber: AdminSubscriber) => void;
}

export function SubscribersTable({ subscribers, onErase }: SubscribersTableProps) {
  const { t } = useTranslation('adminNewsletter');
  return (
    <ResponsiveTable
      caption={t('title')}
      rows={subscribers}
      rowKey={(subscriber) => subscriber.id}
      title={{ header: t('columns.email'), cell: (subscriber) => <EmailAddress email={subscriber.email} /> }}
      columns={[
        {
          header: t('columns.status'),
          cell: (subscriber) => (isStatus(subscriber.status) ? <StatusBadge status={subscriber.status} /> : subscriber.status),
        },
        { header: t('columns.lang'), cell: (subscriber) => subscriber.lang.toUpperCase() },
        { header: t('columns.source'), cell: (subscriber) => t(`source.${subscriber.source === 'import' ? 'import' : 'form'}`) },
        { header: t('columns.createdAt'), cell: (subscriber) => formatFrenchDate(subscriber.created_at) },
        {
          header: t('columns.confirmedAt'),
          cell: (subscriber) => (subscriber.confirmed_at ? formatFrenchDate(subscriber.confirmed_at) : '—'),
        },
      ]}
      actions={{
        header: t('columns.actions'),
        cell: (subscriber, layout) => (
          <button
            type="button"
            onClick={() => onErase(subscriber)}
            aria-label={t('delete.label', { email: subscriber.email })}
            title={t('delete.label', { email: subscriber.email })}
            className={rowActionClass(layout, 'danger')}
          >
            <RowActionContent icon={Trash2} text={t('delete.short')} layout={layout} />
          </button>
        ),
      }}
    />
  );
}
