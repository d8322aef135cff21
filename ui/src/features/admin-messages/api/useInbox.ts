// One view of the inbox and what staff do to its messages, keeping the sidebar's unread badge in step at once.
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { toast } from '@/lib/toast';
import type { InboxMessage } from '@/generated/InboxMessage';
import type { MessageList } from '@/generated/MessageList';
import type { InboxView } from '../inboxView';
import { deleteMessage, fetchMessages, updateMessage } from '../messagesApi';
import { useUnreadAnnouncer } from './unreadMessages';

/** A message waits for staff, and counts in the badge, while it is neither read nor archived. */
function waiting(message: InboxMessage): number {
  return !message.read && !message.archived ? 1 : 0;
}

/** One view of the inbox, read through the cache; its actions keep the list, its unread count and the badge in step. */
export function useInbox(view: InboxView) {
  const { t } = useTranslation('adminMessages');
  const queryClient = useQueryClient();
  const announce = useUnreadAnnouncer();
  const key = ['admin', 'messages', 'view', view] as const;
  const query = useQuery({
    queryKey: key,
    queryFn: async () => {
      const list = await fetchMessages(view);
      announce.count(list.unread);
      return list;
    },
  });

  function edit(change: (list: MessageList) => MessageList) {
    queryClient.setQueryData<MessageList>(key, (list) => (list ? change(list) : list));
  }

  function countChange(before: InboxMessage, after: InboxMessage | null) {
    const change = (after ? waiting(after) : 0) - waiting(before);
    edit((list) => ({ ...list, unread: list.unread + change }));
    announce.change(change);
  }

  function replaceMessage(after: InboxMessage) {
    edit((list) => ({ ...list, messages: list.messages.map((message) => (message.id === after.id ? after : message)) }));
  }

  function removeMessage(id: number) {
    edit((list) => ({ ...list, messages: list.messages.filter((message) => message.id !== id) }));
  }

  function fail(description: string) {
    toast({ title: t('errorTitle'), description, variant: 'destructive' });
  }

  /** Opening a message reads it: shown read (and the badge lowered) before the server confirms. */
  async function markRead(message: InboxMessage) {
    if (message.read) return;
    const shownRead = { ...message, read: true };
    replaceMessage(shownRead);
    countChange(message, shownRead);
    try {
      replaceMessage(await updateMessage(message.id, { read: true }));
      announce.confirmed();
    } catch {
      replaceMessage(message);
      countChange(shownRead, message);
      fail(t('readFailed'));
    }
  }

  /** True once the server has it unread again. */
  async function markUnread(message: InboxMessage): Promise<boolean> {
    try {
      const after = await updateMessage(message.id, { read: false });
      replaceMessage(after);
      countChange(message, after);
      toast({ title: t('successTitle'), description: t('markedUnread') });
      return true;
    } catch {
      fail(t('unreadFailed'));
      return false;
    }
  }

  /** Archiving takes a message out of the inbox, and bringing it back takes it out of the archive: either way it leaves this view. */
  async function setArchived(message: InboxMessage, archived: boolean): Promise<boolean> {
    try {
      const after = await updateMessage(message.id, { archived });
      removeMessage(message.id);
      countChange(message, after);
      toast({ title: t('successTitle'), description: t(archived ? 'archived' : 'unarchived') });
      return true;
    } catch {
      fail(t(archived ? 'archiveFailed' : 'unarchiveFailed'));
      return false;
    }
  }

  async function remove(message: InboxMessage): Promise<boolean> {
    try {
      await deleteMessage(message.id);
      removeMessage(message.id);
      countChange(message, null);
      toast({ title: t('successTitle'), description: t('deleted') });
      return true;
    } catch {
      fail(t('deleteFailed'));
      return false;
    }
  }

  return { query, markRead, markUnread, setArchived, remove };
}
