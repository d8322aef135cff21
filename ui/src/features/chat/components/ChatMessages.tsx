// The scrolling conversation: visitor on the right, assistant on the left, newest always in view.
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import type { ChatMessage } from '../useChatConversation';
import { TypingIndicator } from './TypingIndicator';

interface ChatMessagesProps {
  messages: ChatMessage[];
  isTyping: boolean;
}

export function ChatMessages({ messages, isTyping }: ChatMessagesProps) {
  const { t } = useTranslation('chat');
  const scrollerRef = useRef<HTMLDivElement>(null);

  useEffect(() => {
    const scroller = scrollerRef.current;
    if (scroller) scroller.scrollTop = scroller.scrollHeight;
  }, [messages, isTyping]);

  return (
    <div ref={scrollerRef} className="flex-1 overflow-y-auto overscroll-contain px-4 py-4">
      <ol aria-live="polite" aria-label={t('panel.conversation')} className="flex flex-col gap-3">
        {messages.map((message) =>
          message.author === 'user' ? (
            <li key={message.id} className="max-w-[85%] self-end">
              <span className="sr-only">{t('panel.you')} </span>
              <p className="whitespace-pre-line break-words rounded-2xl rounded-br-sm bg-sky-800 px-4 py-2.5 text-sm text-white">
                {message.text}
              </p>
            </li>
          ) : (
            <li key={message.id} className="max-w-[85%] self-start motion-safe:animate-fade-in">
              <span className="sr-only">{t('panel.bot')} </span>
              <p className="rounded-2xl rounded-bl-sm bg-slate-100 px-4 py-2.5 text-sm leading-relaxed text-slate-800">
                {t(message.textKey)}
              </p>
            </li>
          ),
        )}
      </ol>
      {isTyping && (
        <div className="mt-3">
          <TypingIndicator />
        </div>
      )}
    </div>
  );
}
