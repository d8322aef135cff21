// Reads the assistant's script in the page's language; the widget asks for it only when a visitor first opens it.
import { apiGet } from '@/lib/api';
import { FALLBACK_LANGUAGE, pageLanguage } from '@/lib/language';
import type { ChatAssistant } from '@/generated/ChatAssistant';
import type { ChatResponse } from '@/generated/ChatResponse';

/** The script's address for the page's language: French, the default, asks without a parameter. */
export function chatPath(language: string = pageLanguage()): string {
  return language === FALLBACK_LANGUAGE ? '/api/chat' : `/api/chat?lang=${encodeURIComponent(language)}`;
}

export async function fetchChat(): Promise<ChatAssistant> {
  return (await apiGet<ChatResponse>(chatPath())).chat;
}
