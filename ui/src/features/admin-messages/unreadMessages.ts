// The count of unread contact messages for the "Messages" badge: polled every 30 s like the dossiers badge,
// and told at once by the inbox and the dashboard whenever they learn or change it.
import { useEffect, useState } from 'react';
import { apiGet } from '@/lib/api';
import type { MessageList } from '@/generated/MessageList';

const REFRESH_MS = 30_000;
const UNREAD_CHANGED_EVENT = 'vitrine:unread-messages';
/** The smallest list that still carries the whole inbox's unread count. */
const UNREAD_LIST_PATH = '/api/admin/messages?unread=1';

type UnreadNews = { count: number } | { change: number };

function tell(news: UnreadNews) {
  window.dispatchEvent(new CustomEvent<UnreadNews>(UNREAD_CHANGED_EVENT, { detail: news }));
}

/** The server just gave the whole inbox's unread count. */
export function announceUnreadCount(count: number) {
  tell({ count });
}

/** A message was just read, marked unread, archived or deleted: the count moved by `change`. */
export function announceUnreadChange(change: number) {
  if (change !== 0) tell({ change });
}

export function useUnreadMessages(): number {
  const [unread, setUnread] = useState(0);

  useEffect(() => {
    let active = true;
    // A poll answered after the inbox changed the count would bring back a stale number: it is dropped.
    let newsReceived = 0;
    const refresh = () => {
      const newsAtStart = newsReceived;
      apiGet<MessageList>(UNREAD_LIST_PATH)
        .then((list) => {
          if (active && newsAtStart === newsReceived) setUnread(list.unread);
        })
        .catch(() => {
          // A failed refresh keeps the last count; the next tick tries again.
        });
    };
    const listen = (event: Event) => {
      const news = (event as CustomEvent<UnreadNews>).detail;
      newsReceived += 1;
      setUnread((current) => ('count' in news ? news.count : Math.max(0, current + news.change)));
    };
    refresh();
    const timer = window.setInterval(refresh, REFRESH_MS);
    window.addEventListener(UNREAD_CHANGED_EVENT, listen);
    return () => {
      active = false;
      window.clearInterval(timer);
      window.removeEventListener(UNREAD_CHANGED_EVENT, listen);
    };
  }, []);

  return unread;
}
