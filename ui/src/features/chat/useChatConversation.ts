// Runs a chat conversation over time: loading the owner's script, the bot's delayed replies, its typing state and the contact hand-off.
import { useCallback, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ChatAssistant } from '@/generated/ChatAssistant';
import type { ChatLink } from '@/generated/ChatLink';
import {
  CONTACT_OPEN_DELAY_MS,
  followUpDelayFor,
  GREETING_DELAY_MS,
  isBlank,
  replyDelayFor,
  respond,
  type BotReply,
  type ChatMode,
} from './bot';
import { fetchChat } from './chatApi';

export type ChatMessage =
  { id: number; author: 'user'; text: string } | { id: number; author: 'bot'; text: string; link?: ChatLink | null };

type NewMessage = { author: 'user'; text: string } | ({ author: 'bot' } & BotReply);

export interface ChatConversation {
  messages: ChatMessage[];
  isTyping: boolean;
  /** Says hello the first time only, once the script has arrived. */
  greet: () => void;
  /** Returns false (and does nothing) for an empty or blank message. */
  send: (text: string) => boolean;
}

export function useChatConversation(onContactAccepted: () => void): ChatConversation {
  const { t } = useTranslation('chat');
  const [messages, setMessages] = useState<ChatMessage[]>([]);
  const [pendingReplies, setPendingReplies] = useState(0);
  const modeRef = useRef<ChatMode>('idle');
  const greetedRef = useRef(false);
  const nextIdRef = useRef(1);
  const timersRef = useRef(new Set<ReturnType<typeof setTimeout>>());
  const scriptRef = useRef<Promise<ChatAssistant> | null>(null);
  const loadedRef = useRef<ChatAssistant | null>(null);
  /** Set when the script could not be read: the greeting then already asks whether to open the contact form. */
  const unavailableRef = useRef(false);
  const mountedRef = useRef(true);
  const onContactAcceptedRef = useRef(onContactAccepted);

  useEffect(() => {
    onContactAcceptedRef.current = onContactAccepted;
  }, [onContactAccepted]);

  useEffect(() => {
    mountedRef.current = true;
    const timers = timersRef.current;
    return () => {
      mountedRef.current = false;
      timers.forEach(clearTimeout);
      timers.clear();
    };
  }, []);

  /** The script, fetched once; when the server cannot answer, the bot says so and still offers the contact form. */
  const script = useCallback((): Promise<ChatAssistant> => {
    scriptRef.current ??= fetchChat()
      .then((loaded) => {
        loadedRef.current = loaded;
        return loaded;
      })
      .catch(() => {
        scriptRef.current = null;
        unavailableRef.current = true;
        return { greeting: t('unavailable'), fallback: t('unavailable'), topics: [] };
      });
    return scriptRef.current;
  }, [t]);

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
    setMessages((previous) => [...previous, { ...message, id } as ChatMessage]);
  }, []);

  /**
   * Shows the typing dots for at least `delay`, then the replies the script gives,
   * each later one after its own follow-up pause.
   */
  const botSays = useCallback(
    (delay: number, compose: (loaded: ChatAssistant) => BotReply[], after?: (loaded: ChatAssistant) => void) => {
      setPendingReplies((count) => count + 1);
      const due = Date.now() + delay;
      const reply = (loaded: ChatAssistant) => {
        if (!mountedRef.current) return;
        const replies = compose(loaded);
        let wait = Math.max(0, due - Date.now());
        replies.forEach((reply, index) => {
          if (index > 0) wait += followUpDelayFor(index);
          const last = index === replies.length - 1;
          schedule(() => {
            if (last) setPendingReplies((count) => count - 1);
            append({ author: 'bot', ...reply });
            if (last) after?.(loaded);
          }, wait);
        });
        if (replies.length === 0) setPendingReplies((count) => count - 1);
      };
      if (loadedRef.current) reply(loadedRef.current);
      else void script().then(reply);
    },
    [append, schedule, script],
  );

  const greet = useCallback(() => {
    if (greetedRef.current) return;
    greetedRef.current = true;
    botSays(GREETING_DELAY_MS, (loaded) => {
      if (unavailableRef.current) modeRef.current = 'contactProposal';
      return [{ text: loaded.greeting }];
    });
  }, [botSays]);

  const send = useCallback(
    (text: string) => {
      if (isBlank(text)) return false;
      append({ author: 'user', text: text.trim() });
      const phrases = { accepted: t('fallback.accepted'), declined: t('fallback.declined') };
      let openContact = false;
      botSays(
        replyDelayFor(text),
        (loaded) => {
          const outcome = respond(loaded, modeRef.current, text, phrases);
          modeRef.current = outcome.nextMode;
          openContact = outcome.openContact;
          return outcome.replies;
        },
        () => {
          if (openContact) schedule(() => onContactAcceptedRef.current(), CONTACT_OPEN_DELAY_MS);
        },
      );
      return true;
    },
    [append, botSays, schedule, t],
  );

  return { messages, isTyping: pendingReplies > 0, greet, send };
}
