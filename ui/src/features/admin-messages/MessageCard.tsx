// One contact message: folded, who wrote, when and the first lines (unread ones in bold with a dot);
// opened (which reads it), the whole text and what to do with it: reply, mark unread, archive, delete.
import { useRef, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Archive, ArchiveRestore, ChevronDown, Mail, MailWarning, Reply, Trash2 } from 'lucide-react';
import { formatFrenchDateTime } from '@/lib/dates';
import type { InboxMessage } from '@/generated/InboxMessage';
import { useReplyHref } from './replyLink';

export function senderNameOf(message: InboxMessage, fallback: string): string {
  return message.contact?.name.trim() || fallback;
}

/** The button that opens a message, where focus goes back when the message next to it leaves the list. */
export function toggleIdOf(message: InboxMessage): string {
  return `message-${message.id}-toggle`;
}

const ACTION_CLASS =
  'inline-flex min-h-11 items-center gap-2 rounded-full border px-4 text-sm font-semibold transition disabled:cursor-wait disabled:opacity-70';
const PLAIN_ACTION = `${ACTION_CLASS} border-slate-300 bg-white text-slate-800 hover:border-sky-700 hover:text-sky-900`;

interface MessageCardProps {
  message: InboxMessage;
  onOpen: (message: InboxMessage) => void;
  /** Resolves true when the message is unread again, so the card folds back. */
  onMarkUnread: (message: InboxMessage) => Promise<boolean>;
  onArchive: (message: InboxMessage, archived: boolean) => Promise<boolean>;
  onDelete: (message: InboxMessage) => void;
}

function ActionButton({
  onClick,
  busy,
  className = PLAIN_ACTION,
  label,
  children,
}: {
  onClick: () => void;
  busy: boolean;
  className?: string;
  label: string;
  children: ReactNode;
}) {
  return (
    <button type="button" onClick={onClick} disabled={busy} aria-label={label} className={className}>
      {children}
    </button>
  );
}

export function MessageCard({ message, onOpen, onMarkUnread, onArchive, onDelete }: MessageCardProps) {
  const { t } = useTranslation('adminMessages');
  const [open, setOpen] = useState(false);
  const [busy, setBusy] = useState(false);
  const toggleRef = useRef<HTMLButtonElement>(null);
  const replyHref = useReplyHref(message);
  const name = senderNameOf(message, t('unknownSender'));
  const email = message.contact?.email;
  const unread = !message.read;
  const headingId = `message-${message.id}-sender`;
  const bodyId = `message-${message.id}-body`;

  function toggle() {
    if (!open) onOpen(message);
    setOpen(!open);
  }

  async function run(action: () => Promise<boolean>, foldOnSuccess = false) {
    setBusy(true);
    const done = await action();
    setBusy(false);
    if (done && foldOnSuccess) {
      setOpen(false);
      toggleRef.current?.focus();
    }
  }

  return (
    // Folded, the whole card opens the message (the heading's button stretches over it); opened, only the top does,
    // so the text can be selected.
    <article
      aria-labelledby={headingId}
      className={`rounded-2xl border shadow-sm transition hover:border-sky-400 ${open ? '' : 'relative'} ${
        unread ? 'border-sky-300 bg-sky-50' : 'border-slate-200 bg-white'
      }`}
    >
      <div className={`flex items-start gap-3 p-4 sm:p-5 ${open ? 'relative' : ''}`}>
        <span
          aria-hidden="true"
          className={`mt-2 size-2.5 shrink-0 rounded-full ${unread ? 'bg-amber-500 ring-2 ring-amber-200' : 'bg-transparent'}`}
        />
        <div className="min-w-0 flex-1 space-y-1">
          <div className="flex flex-wrap items-baseline justify-between gap-x-3 gap-y-1">
            <h2
              id={headingId}
              className={`min-w-0 text-lg wrap-anywhere ${unread ? 'font-bold text-sky-950' : 'font-medium text-slate-800'}`}
            >
              <button
                ref={toggleRef}
                id={toggleIdOf(message)}
                type="button"
                aria-expanded={open}
                aria-controls={bodyId}
                // The dot beside says "unread" to the eye; this says it to screen readers, after the name shown.
                aria-label={unread ? t('unreadName', { name }) : undefined}
                onClick={toggle}
                className="cursor-pointer rounded text-left after:absolute after:inset-0 after:rounded-2xl after:content-['']"
              >
                {name}
              </button>
            </h2>
            <time dateTime={message.created_at} className="text-sm text-slate-600">
              {formatFrenchDateTime(message.created_at)}
            </time>
          </div>
          {email && (
            <a
              href={`mailto:${email}`}
              aria-label={t('writeTo', { name, email })}
              className="relative z-10 inline-flex items-center gap-1.5 text-sm text-sky-800 wrap-anywhere underline-offset-4 hover:underline"
            >
              <Mail aria-hidden="true" className="size-4 shrink-0" />
              {email}
            </a>
          )}
        </div>
        <ChevronDown
          aria-hidden="true"
          className={`mt-1 size-5 shrink-0 text-slate-500 transition motion-reduce:transition-none ${open ? 'rotate-180' : ''}`}
        />
      </div>

      <div id={bodyId} className="pb-4 pl-9.5 pr-4 sm:pb-5 sm:pl-10.5 sm:pr-5">
        {/* Folded, line breaks become spaces so the two preview lines show words, not a greeting and a blank. */}
        <p
          className={`wrap-anywhere ${open ? 'whitespace-pre-line leading-relaxed text-slate-800' : 'line-clamp-2 text-slate-600'}`}
        >
          {message.message}
        </p>
        {open && (
          <div className="mt-5 flex flex-wrap gap-2 border-t border-slate-200 pt-4">
            {replyHref && (
              <a
                href={replyHref}
                aria-label={t('reply.label', { name })}
                className={`${ACTION_CLASS} border-sky-800 bg-sky-800 text-white hover:bg-sky-900`}
              >
                <Reply aria-hidden="true" className="size-4" />
                {t('reply.short')}
              </a>
            )}
            {message.read && (
              <ActionButton
                onClick={() => void run(() => onMarkUnread(message), true)}
                busy={busy}
                label={t('markUnread', { name })}
              >
                <MailWarning aria-hidden="true" className="size-4" />
                {t('markUnreadShort')}
              </ActionButton>
            )}
            <ActionButton
              onClick={() => void run(() => onArchive(message, !message.archived))}
              busy={busy}
              label={t(message.archived ? 'unarchive' : 'archive', { name })}
            >
              {message.archived ? (
                <ArchiveRestore aria-hidden="true" className="size-4" />
              ) : (
                <Archive aria-hidden="true" className="size-4" />
              )}
              {t(message.archived ? 'unarchiveShort' : 'archiveShort')}
            </ActionButton>
            <ActionButton
              onClick={() => onDelete(message)}
              busy={busy}
              label={t('delete', { name })}
              className={`${ACTION_CLASS} border-red-200 bg-white text-red-700 hover:bg-red-50`}
            >
              <Trash2 aria-hidden="true" className="size-4" />
              {t('deleteShort')}
            </ActionButton>
          </div>
        )}
      </div>
    </article>
  );
}
