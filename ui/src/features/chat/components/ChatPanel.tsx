// The open assistant window: a non-modal dialog with its header, the conversation and the message box.
import { useEffect, useRef, useState, type FormEvent, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Bot, Minus, SendHorizontal, Sparkles } from 'lucide-react';
import type { ChatConversation } from '../useChatConversation';
import { ChatMessages } from './ChatMessages';
import { LIMITS } from '@/generated/limits';

interface ChatPanelProps {
  id: string;
  conversation: ChatConversation;
  onClose: () => void;
}

export function ChatPanel({ id, conversation, onClose }: ChatPanelProps) {
  const { t } = useTranslation('chat');
  const [draft, setDraft] = useState('');
  const inputRef = useRef<HTMLInputElement>(null);
  const summaryId = `${id}-title`;
  const inputId = `${id}-input`;

  useEffect(() => {
    inputRef.current?.focus();
  }, []);

  function sendDraft() {
    if (conversation.send(draft)) setDraft('');
  }

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    sendDraft();
  }

  /** Enter sends, except while an input method is still composing a character. */
  function handleInputKeyDown(event: KeyboardEvent<HTMLInputElement>) {
    if (event.key !== 'Enter' || event.shiftKey || event.nativeEvent.isComposing) return;
    event.preventDefault();
    sendDraft();
  }

  function handleKeyDown(event: KeyboardEvent<HTMLDivElement>) {
    if (event.key !== 'Escape') return;
    event.stopPropagation();
    onClose();
  }

  return (
    <div
      id={id}
      role="dialog"
      aria-label={t('panel.name')}
      aria-describedby={summaryId}
      onKeyDown={handleKeyDown}
      className="fixed inset-x-4 top-[4.75rem] z-40 flex h-[400px] max-h-[70vh] flex-col overflow-hidden rounded-2xl border border-slate-200 bg-white shadow-2xl shadow-sky-950/25 sm:top-auto sm:bottom-24 sm:start-auto sm:w-[350px] motion-safe:animate-pop-in"
    >
      <div className="flex items-center gap-3 bg-sky-900 px-4 py-3 text-white">
        <span className="inline-flex size-10 shrink-0 items-center justify-center rounded-full bg-amber-400 text-sky-950">
          <Bot aria-hidden="true" className="size-5" />
        </span>
        <div id={summaryId} className="min-w-0 flex-1">
          <p className="flex flex-wrap items-center gap-2 font-semibold">
            {t('panel.title')}
            <span className="inline-flex items-center gap-1 rounded-full bg-white/15 px-2 py-0.5 text-xs font-medium text-amber-200">
              <Sparkles aria-hidden="true" className="size-3" />
              {t('panel.badge')}
            </span>
          </p>
          <p className="text-xs text-sky-100">{t('panel.subtitle')}</p>
        </div>
        <button
          type="button"
          onClick={onClose}
          aria-label={t('panel.minimize')}
          className="inline-flex size-9 items-center justify-center rounded-full text-sky-100 transition hover:bg-white/10 hover:text-white focus-visible:outline-white"
        >
          <Minus aria-hidden="true" className="size-5" />
        </button>
      </div>

      <ChatMessages messages={conversation.messages} isTyping={conversation.isTyping} />

      <form onSubmit={handleSubmit} className="flex items-center gap-2 border-t border-slate-200 p-3">
        <label htmlFor={inputId} className="sr-only">
          {t('panel.inputLabel')}
        </label>
        <input
          ref={inputRef}
          id={inputId}
          type="text"
          value={draft}
          onChange={(event) => setDraft(event.target.value)}
          onKeyDown={handleInputKeyDown}
          placeholder={t('panel.placeholder')}
          autoComplete="off"
          maxLength={LIMITS.chatQuestion}
          className="min-w-0 flex-1 rounded-full border border-slate-300 px-4 py-2.5 text-sm text-slate-900 placeholder:text-slate-500 focus:border-sky-700 focus:outline-2 focus:outline-offset-0 focus:outline-sky-700/40"
        />
        <button
          type="submit"
          aria-label={t('panel.send')}
          className="inline-flex size-11 shrink-0 items-center justify-center rounded-full bg-sky-800 text-white transition hover:bg-sky-900"
        >
          <SendHorizontal aria-hidden="true" className="size-5" />
        </button>
      </form>
    </div>
  );
}
