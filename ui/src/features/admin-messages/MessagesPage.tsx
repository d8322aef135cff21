// "Messages": the contact inbox for staff, newest first, in three views (all, unread, archived) chosen in the address.
import { useTranslation } from 'react-i18next';
import { usePageMeta } from '@/app/usePageMeta';
import { PageHeader } from '@/components/PageHeader';
import { InboxFilters } from './InboxFilters';
import { InboxList } from './InboxList';
import { useInboxView } from './inboxView';

export function MessagesPage() {
  const { t } = useTranslation('adminMessages');
  usePageMeta(t('title'));
  const view = useInboxView();

  return (
    <div className="space-y-6">
      <PageHeader title={t('title')} intro={t('intro')} />
      <InboxFilters current={view} />
      {/* Each view starts afresh: its own loading state, its own messages. */}
      <InboxList key={view} view={view} />
    </div>
  );
}
