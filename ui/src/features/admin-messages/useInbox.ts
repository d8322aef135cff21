// One view of the inbox and what staff do to its messages, keeping the sidebar's unread badge in step at once.
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from '@/lib/toast';
import type { InboxMessage } from '@/generated/InboxMessage';
import type { InboxView } from './inboxView';
import { deleteMessage, fetchMessages, updateMessage } from './messagesApi';
import { announceUnreadChange, announceUnreadCount } from './unreadMessages';

type LoadState = { status: 'loading' } | { status: 'failed' } | { status: 'ready'; messages: InboxMessage[] };

/** A message waits for staff, and counts in the badge, while it is neither read nor archived. */
function waiting(message: InboxMessage): number {
  return !message.read && !message.archived ? 1 : 0;
}

/**
 * Loads `view` once: the page gives each view its own instance (a React key), so switching views starts
 * from a clean loading state. `retry` loads again after a failure.
 */
export function useInbox(view: InboxView) {
  const { t } = useTranslation('adminMessages');
  const [state, setState] = useState<LoadState>({ status: 'loading' });
  const [unread, setUnread] = useState(0);
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    let active = true;
    fetchMessages(view)
      .then((list) => {
        if (!active) return;
        setState({ status: 'ready', messages: list.messages });
        setUnread(list.unread);
        announceUnreadCount(list.unread);
      })
      .catch(() => {
        if (!active) return;
        setState({ status: 'failed' });
        toast({ title: t('errorTitle'), description: t('loadFailed'), variant: 'destructive' });
      });
    return () => {
      active = false;
    };
  }, [view, attempt, t]);

  function countChange(before: InboxMessage, after: InboxMessage | null) {
    const change = (after ? waiting(after) : 0) - waiting(before);
    setUnread((current) => current + change);
    announceUnreadChange(change);
  }

  function replaceMessage(after: InboxMessage) {
    setState((current) =>
      current.status === 'ready'
        ? { status: 'ready', messages: current.messages.map((message) => (message.id === after.id ? after : message)) }
        : current,
    );
  }

  function removeMessage(id: number) {
    setState((current) =>
      current.status === 'ready'
        ? { status: 'ready', messages: current.messages.filter((message) => message.id !== id) }
        : current,
    );
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

  function retry() {
    setState({ status: 'loading' });
    setAttempt((count) => count + 1);
  }

  return { state, unread, retry, markRead, markUnread, setArchived, remove };
}
