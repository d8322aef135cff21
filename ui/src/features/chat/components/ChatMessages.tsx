// The scrolling conversation: visitor on the right, assistant on the left, newest always in view.
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { ArrowUpRight } from 'lucide-react';
import type { ChatLink } from '@/generated/ChatLink';
import { isRenderableLink, isSitePath } from '../bot';
import type { ChatMessage } from '../useChatConversation';
import { TypingIndicator } from './TypingIndicator';

interface ChatMessagesProps {
  messages: ChatMessage[];
  isTyping: boolean;
}

const LINK_CLASS =
  'mt-2 inline-flex items-center gap-1 font-semibold text-sky-800 underline underline-offset-2 hover:text-sky-950';

/** A page of this site opens in this tab; another site opens in a new tab, without access back to this one. */
function AnswerLink({ link }: { link: ChatLink }) {
  const { t } = useTranslation('chat');
  if (!isRenderableLink(link.url)) return null;
  if (isSitePath(link.url)) {
    return (
      <a href={link.url} className={LINK_CLASS}>
        {link.label}
        <ArrowUpRight aria-hidden="true" className="size-4" />
      </a>
    );
  }
  if (link.url.toLowerCase().startsWith('mailto:')) {
    return (
      <a href={link.url} className={LINK_CLASS}>
        {link.label}
      </a>
    );
  }
  return (
    <a href={link.url} target="_blank" rel="noopener noreferrer" className={LINK_CLASS}>
      {link.label}
      <span className="sr-only"> {t('panel.newTab')}</span>
      <ArrowUpRight aria-hidden="true" className="size-4" />
    </a>
  );
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
              <p className="whitespace-pre-line break-words rounded-2xl rounded-ee-sm bg-sky-800 px-4 py-2.5 text-sm text-white">
                {message.text}
              </p>
            </li>
          ) : (
            <li key={message.id} className="max-w-[85%] self-start motion-safe:animate-fade-in">
              <span className="sr-only">{t('panel.bot')} </span>
              <div className="rounded-2xl rounded-es-sm bg-slate-100 px-4 py-2.5 text-sm leading-relaxed text-slate-800">
                <p className="whitespace-pre-line break-words">{message.text}</p>
                {message.link && <AnswerLink link={message.link} />}
              </div>
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
