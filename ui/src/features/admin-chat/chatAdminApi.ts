// Reads and replaces the assistant's script in the back-office.
import { apiGet, apiSend } from '@/lib/api';
import type { ChatAssistant } from '@/generated/ChatAssistant';
import type { ChatResponse } from '@/generated/ChatResponse';

export async function fetchChatScript(): Promise<ChatAssistant> {
  return (await apiGet<ChatResponse>('/api/admin/chat')).chat;
}

export async function saveChatScript(chat: ChatAssistant): Promise<ChatAssistant> {
  return (await apiSend<ChatResponse>('PUT', '/api/admin/chat', chat)).chat;
}
