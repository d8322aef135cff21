// Runs a chat conversation over time: the bot's delayed replies, its typing state and the contact hand-off.
import { useCallback, useEffect, useRef, useState } from 'react';
import {
  CONTACT_OPEN_DELAY_MS,
  followUpDelayFor,
  GREETING_DELAY_MS,
  GREETING_KEY,
  isBlank,
  replyDelayFor,
  respond,
  type ChatMode,
} from './bot';

export type ChatMessage =
  | { id: number; author: 'user'; text: string }
  | { id: number; author: 'bot'; textKey: string };

type NewMessage = { author: 'user'; text: string } | { author: 'bot'; textKey: string };

export interface ChatConversation {
  messages: ChatMessage[];
  isTyping: boolean;
  /** Says hello the first time only. */
  greet: () => void;
  /** Returns false (and does nothing) for an empty or blank message. */
  send: (text: string) => boolean;
}

export function useChatConversation(onContactAccepted: () => void): ChatConversation {
  const [messages, setMessages] = useState<ChatMessage[]>([]);
  const [pendingReplies, setPendingReplies] = useState(0);
  const modeRef = useRef<ChatMode>('idle');
  const greetedRef = useRef(false);
  const nextIdRef = useRef(1);
  const timersRef = useRef(new Set<ReturnType<typeof setTimeout>>());
  const onContactAcceptedRef = useRef(onContactAccepted);

  useEffect(() => {
    onContactAcceptedRef.current = onContactAccepted;
  }, [onContactAccepted]);

  useEffect(() => {
    const timers = timersRef.current;
    return () => {
      timers.forEach(clearTimeout);
      timers.clear();
    };
  }, []);

  const schedule = useCallback((action: () => void, delay: number) => {
    const timer = setTimeout(() => {
      timersRef.current.delete(timer);
      action();
    }, delay);
    timersRef.current.add(timer);
  }, []);

  const append = useCallback((message: NewMessage) => {
    const id = nextIdRef.current;
    nextIdRef.current += 1;
    setMessages((previous) => [...previous, { ...message, id }]);
  }, []);

  const botSays = useCallback(
    (textKey: string, delay: number) => {
      setPendingReplies((count) => count + 1);
      schedule(() => {
        setPendingReplies((count) => count - 1);
        append({ author: 'bot', textKey });
      }, delay);
    },
    [append, schedule],
  );

  const greet = useCallback(() => {
    if (greetedRef.current) return;
    greetedRef.current = true;
    botSays(GREETING_KEY, GREETING_DELAY_MS);
  }, [botSays]);

  const send = useCallback(
    (text: string) => {
      if (isBlank(text)) return false;
      append({ author: 'user', text: text.trim() });
      const outcome = respond(modeRef.current, text);
      modeRef.current = outcome.nextMode;
      let delay = replyDelayFor(text);
      outcome.replies.forEach((textKey, index) => {
        if (index > 0) delay += followUpDelayFor(index);
        botSays(textKey, delay);
      });
      if (outcome.openContact) schedule(() => onContactAcceptedRef.current(), delay + CONTACT_OPEN_DELAY_MS);
      return true;
    },
    [append, botSays, schedule],
  );

  return { messages, isTyping: pendingReplies > 0, greet, send };
}
