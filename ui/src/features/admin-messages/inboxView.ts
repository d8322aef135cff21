// Which part of the inbox is shown, kept in the address (?filtre=…) so a reload or a shared link keeps it.
import { useSearchParams } from 'react-router';
import { ADMIN_HOME } from '@/lib/roles';

export type InboxView = 'all' | 'unread' | 'archived';

export const INBOX_VIEWS: readonly InboxView[] = ['all', 'unread', 'archived'];

const VIEW_PARAM = 'filtre';
const VIEW_SLUGS: Record<InboxView, string | null> = { all: null, unread: 'non-lus', archived: 'archives' };

/** The query string that shows `view`; the whole inbox needs none. */
export function searchForView(view: InboxView): string {
  const slug = VIEW_SLUGS[view];
  return slug ? `?${VIEW_PARAM}=${slug}` : '';
}

export const UNREAD_INBOX_PATH = `${ADMIN_HOME}/messages${searchForView('unread')}`;

/** An unknown or missing filter shows the whole inbox rather than an error. */
export function useInboxView(): InboxView {
  const [params] = useSearchParams();
  const slug = params.get(VIEW_PARAM);
  return INBOX_VIEWS.find((view) => VIEW_SLUGS[view] === slug) ?? 'all';
}
