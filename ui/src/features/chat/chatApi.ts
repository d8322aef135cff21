// Reads the assistant's script; the widget asks for it only when a visitor first opens the chat.
import { apiGet } from '@/lib/api';
import type { ChatAssistant } from '@/generated/ChatAssistant';
import type { ChatResponse } from '@/generated/ChatResponse';

export async function fetchChat(): Promise<ChatAssistant> {
  return (await apiGet<ChatResponse>('/api/chat')).chat;
}
