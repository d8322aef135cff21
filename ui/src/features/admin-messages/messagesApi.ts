// The contact inbox on the server: list one view of it, change a message's read or archived state, delete one.
import { apiGet, apiSend } from '@/lib/api';
import type { InboxMessage } from '@/generated/InboxMessage';
import type { InboxMessageResponse } from '@/generated/InboxMessageResponse';
import type { InboxMessageUpdate } from '@/generated/InboxMessageUpdate';
import type { MessageList } from '@/generated/MessageList';
import type { InboxView } from './inboxView';

const MESSAGES_PATH = '/api/admin/messages';

const VIEW_QUERIES: Record<InboxView, string> = { all: '', unread: '?unread=1', archived: '?archived=1' };

/** The messages of `view`, newest first, with the count of unread messages in the whole inbox. */
export function fetchMessages(view: InboxView): Promise<MessageList> {
  return apiGet<MessageList>(`${MESSAGES_PATH}${VIEW_QUERIES[view]}`);
}

export async function updateMessage(id: number, change: InboxMessageUpdate): Promise<InboxMessage> {
  const { message } = await apiSend<InboxMessageResponse>('PATCH', `${MESSAGES_PATH}/${id}`, change);
  return message;
}

export function deleteMessage(id: number): Promise<void> {
  return apiSend<void>('DELETE', `${MESSAGES_PATH}/${id}`);
}
