// The dossier's thread: messages (own ones on the right) and status changes in time order, scrolled to the newest.
import { useLayoutEffect, useMemo, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { RefreshCw } from 'lucide-react';
import { Avatar } from '@/components/Avatar';
import type { DossierMessage } from '@/generated/DossierMessage';
import type { StatusChange } from '@/generated/StatusChange';
import { mergeThread } from '../conversation';
import { formatFrenchDateTime } from '@/lib/dates';
import { useStatusLabel } from '../useStatusLabel';
import { displayNameOf } from '../displayName';

interface ConversationProps {
  messages: DossierMessage[];
  history: StatusChange[];
  viewerId: number | undefined;
}

/** Within this many pixels of the end counts as "reading the newest": new entries then scroll into view. */
const BOTTOM_SLACK_PX = 48;

function MessageBubble({ message, own }: { message: DossierMessage; own: boolean }) {
  const { t } = useTranslation('dossiers');
  const name = displayNameOf(message.sender, t);
  return (
    <li className={`flex items-end gap-3 ${own ? 'flex-row-reverse' : ''}`}>
      <Avatar name={name} imageUrl={message.sender?.avatar_url} decorative />
      <div className={`max-w-[85%] space-y-1 sm:max-w-[70%] ${own ? 'text-right' : ''}`}>
        <p className="text-sm text-slate-600">
          <span className="font-semibold text-slate-800">{own ? t('conversation.you') : name}</span>
          {' · '}
          <time dateTime={message.created_at}>{formatFrenchDateTime(message.created_at)}</time>
        </p>
        <p
          className={`whitespace-pre-wrap break-words rounded-2xl px-4 py-3 text-left ${
            own ? 'rounded-br-sm bg-sky-800 text-white' : 'rounded-bl-sm bg-white text-slate-900 ring-1 ring-slate-200'
          }`}
        >
          {message.message}
        </p>
      </div>
    </li>
  );
}

function StatusLine({ change }: { change: StatusChange }) {
  const { t } = useTranslation('dossiers');
  const labelOf = useStatusLabel();
  const name = displayNameOf(change.changed_by, t);
  return (
    <li className="flex justify-center">
      <p className="inline-flex max-w-full flex-wrap items-center justify-center gap-x-2 rounded-full bg-amber-50 px-4 py-2 text-center text-sm text-amber-950 ring-1 ring-amber-200">
        <RefreshCw aria-hidden="true" className="size-4 shrink-0" />
        <span>{t('conversation.statusChange', { name, from: labelOf(change.from_status), to: labelOf(change.to_status) })}</span>
        <time dateTime={change.created_at} className="text-amber-900">
          {formatFrenchDateTime(change.created_at)}
        </time>
      </p>
    </li>
  );
}

export function Conversation({ messages, history, viewerId }: ConversationProps) {
  const { t } = useTranslation('dossiers');
  const thread = useMemo(() => mergeThread(messages, history), [messages, history]);
  const scrollerRef = useRef<HTMLDivElement>(null);
  const atBottomRef = useRef(true);
  const lastKey = thread.at(-1)?.key;

  // Follows new entries only when the reader was already at the end; otherwise their place is kept.
  useLayoutEffect(() => {
    const scroller = scrollerRef.current;
    if (scroller && atBottomRef.current) scroller.scrollTop = scroller.scrollHeight;
  }, [lastKey]);

  if (thread.length === 0) {
    return <p className="rounded-2xl bg-slate-100 px-4 py-6 text-center text-slate-600">{t('conversation.empty')}</p>;
  }

  return (
    <div
      ref={scrollerRef}
      tabIndex={0}
      role="region"
      aria-label={t('conversation.thread')}
      onScroll={(event) => {
        const { scrollTop, scrollHeight, clientHeight } = event.currentTarget;
        atBottomRef.current = scrollHeight - scrollTop - clientHeight <= BOTTOM_SLACK_PX;
      }}
      className="max-h-[32rem] overflow-y-auto rounded-2xl bg-slate-100 p-4 sm:p-6"
    >
      <ol className="space-y-5">
        {thread.map((entry) =>
          entry.kind === 'message' ? (
            <MessageBubble key={entry.key} message={entry.message} own={entry.message.sender?.id === viewerId} />
          ) : (
            <StatusLine key={entry.key} change={entry.change} />
          ),
        )}
      </ol>
    </div>
  );
}
