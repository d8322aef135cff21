// The assistant's script as the back-office reads it, and the save that puts the server's version in the cache.
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ChatAssistant } from '@/generated/ChatAssistant';
import { fetchChatScript, saveChatScript } from '../chatAdminApi';

const CHAT_KEY = ['admin', 'chat'] as const;

export function useChatScript() {
  return useQuery({ queryKey: CHAT_KEY, queryFn: fetchChatScript });
}

export function useSaveChatScript() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (chat: ChatAssistant) => saveChatScript(chat),
    onSuccess: (saved) => queryClient.setQueryData(CHAT_KEY, saved),
  });
}
