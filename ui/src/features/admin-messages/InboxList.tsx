// One view of the inbox: its loading, failed and empty states, the messages, and the deletion's confirmation.
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Archive, Inbox, MailCheck, type LucideIcon } from 'lucide-react';
import { AdminScreen } from '@/components/AdminScreen';
import { ConfirmDialog } from '@/components/ConfirmDialog';
import type { InboxMessage } from '@/generated/InboxMessage';
import type { InboxView } from './inboxView';
import { MessageCard, senderNameOf, toggleIdOf } from './MessageCard';
import { useInbox } from './api/useInbox';

const EMPTY_ID = 'inbox-empty';
const EMPTY_ICONS: Record<InboxView, LucideIcon> = { all: Inbox, unread: MailCheck, archived: Archive };

function EmptyInbox({ view }: { view: InboxView }) {
  const { t } = useTranslation('adminMessages');
  const Icon = EMPTY_ICONS[view];
  return (
    // Focusable so that focus has somewhere to land when the last message of the view leaves it.
    <div
      id={EMPTY_ID}
      tabIndex={-1}
      className="flex flex-col items-center gap-3 rounded-2xl border border-dashed border-slate-300 bg-white px-6 py-14 text-center"
    >
      <Icon aria-hidden="true" className="size-10 text-sky-700" />
      <p className="text-lg font-semibold text-slate-800">{t(`empty.${view}`)}</p>
      <p className="text-slate-600">{t(`emptyHint.${view}`)}</p>
    </div>
  );
}

/** Where focus goes when `leaving` leaves the list: the next message, else the previous one, else the empty state. */
function focusTargetAfter(messages: InboxMessage[], leaving: InboxMessage): string {
  const index = messages.findIndex((message) => message.id === leaving.id);
  const neighbour = messages[index + 1] ?? messages[index - 1];
  return neighbour ? toggleIdOf(neighbour) : EMPTY_ID;
}

export function InboxList({ view }: { view: InboxView }) {
  const { t } = useTranslation('adminMessages');
  const inbox = useInbox(view);
  const messages = inbox.query.data?.messages ?? [];
  const [pendingDelete, setPendingDelete] = useState<InboxMessage | null>(null);
  const [deleting, setDeleting] = useState(false);
  const [focusTarget, setFocusTarget] = useState<string | null>(null);

  useEffect(() => {
    if (!focusTarget) return;
    document.getElementById(focusTarget)?.focus();
    setFocusTarget(null);
  }, [focusTarget]);

  async function leaveList(message: InboxMessage, leave: () => Promise<boolean>): Promise<boolean> {
    const target = focusTargetAfter(messages, message);
    const left = await leave();
    if (left) setFocusTarget(target);
    return left;
  }

  async function confirmDelete() {
    if (!pendingDelete) return;
    setDeleting(true);
    await leaveList(pendingDelete, () => inbox.remove(pendingDelete));
    setDeleting(false);
    setPendingDelete(null);
  }

  return (
    <AdminScreen
      query={inbox.query}
      failed={t('loadFailed')}
      empty={<EmptyInbox view={view} />}
      isEmpty={(list) => list.messages.length === 0}
    >
      {(list) => (
        <div className="space-y-4">
          <p className="font-semibold text-sky-900">
            {t(`count.${view}`, { count: list.messages.length })}
            {view === 'all' && list.unread > 0 && ` · ${t('unreadCount', { count: list.unread })}`}
          </p>
          <ul className="space-y-3">
            {list.messages.map((message) => (
              <li key={message.id}>
                <MessageCard
                  message={message}
                  onOpen={(opened) => void inbox.markRead(opened)}
                  onMarkUnread={inbox.markUnread}
                  onArchive={(message, archived) => leaveList(message, () => inbox.setArchived(message, archived))}
                  onDelete={setPendingDelete}
                />
              </li>
            ))}
          </ul>
          <ConfirmDialog
            open={pendingDelete !== null}
            onOpenChange={(open) => !open && setPendingDelete(null)}
            title={t('confirm.title')}
            description={t('confirm.description', { name: pendingDelete ? senderNameOf(pendingDelete, t('unknownSender')) : '' })}
            confirmLabel={t('confirm.confirm')}
            cancelLabel={t('confirm.cancel')}
            onConfirm={() => void confirmDelete()}
            destructive
            busy={deleting}
          />
        </div>
      )}
    </AdminScreen>
  );
}
