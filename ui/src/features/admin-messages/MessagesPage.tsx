// "Messages": the contact inbox for staff, newest first, in three views (all, unread, archived) chosen in the address.
import { useTranslation } from 'react-i18next';
import { usePageMeta } from '@/app/usePageMeta';
import { InboxFilters } from './InboxFilters';
import { InboxList } from './InboxList';
import { useInboxView } from './inboxView';

export function MessagesPage() {
  const { t } = useTranslation('adminMessages');
  usePageMeta(t('title'));
  const view = useInboxView();

  return (
    <div className="space-y-6">
      <header className="space-y-2">
        <h1 className="font-display text-3xl font-semibold tracking-tight text-sky-950 sm:text-4xl">{t('title')}</h1>
        <p className="max-w-2xl text-lg text-slate-600">{t('intro')}</p>
      </header>
      <InboxFilters current={view} />
      {/* Each view starts afresh: its own loading state, its own messages. */}
      <InboxList key={view} view={view} />
    </div>
  );
}
