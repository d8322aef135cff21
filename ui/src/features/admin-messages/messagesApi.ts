// The contact inbox: read every message, newest first, and delete one.
import { apiGet, apiSend } from '@/lib/api';
import type { InboxMessage } from '@/generated/InboxMessage';
import type { MessageList } from '@/generated/MessageList';

export async function fetchMessages(): Promise<InboxMessage[]> {
  const { messages } = await apiGet<MessageList>('/api/admin/messages');
  return messages;
}

export function deleteMessage(id: number): Promise<void> {
  return apiSend<void>('DELETE', `/api/admin/messages/${id}`);
}
