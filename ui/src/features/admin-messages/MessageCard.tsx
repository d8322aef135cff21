// One contact message: who sent it, how to answer, when, and the full text as it was typed.
import { useTranslation } from 'react-i18next';
import { Mail, Trash2 } from 'lucide-react';
import { formatDateTime } from '@/features/admin-dashboard/dashboardFormat';
import type { InboxMessage } from '@/generated/InboxMessage';

export function senderNameOf(message: InboxMessage, fallback: string): string {
  return message.contact?.name.trim() || fallback;
}

interface MessageCardProps {
  message: InboxMessage;
  onDelete: (message: InboxMessage) => void;
}

export function MessageCard({ message, onDelete }: MessageCardProps) {
  const { t } = useTranslation('adminMessages');
  const name = senderNameOf(message, t('unknownSender'));
  const email = message.contact?.email;
  const headingId = `message-${message.id}-sender`;

  return (
    <article aria-labelledby={headingId} className="rounded-2xl border border-slate-200 bg-white p-5 shadow-sm sm:p-6">
      <header className="flex flex-wrap items-start justify-between gap-3">
        <div className="min-w-0 space-y-1">
          <h2 id={headingId} className="text-lg font-semibold text-sky-950">
            {name}
          </h2>
          {email && (
            <a
              href={`mailto:${email}`}
              aria-label={t('writeTo', { name, email })}
              className="inline-flex items-center gap-1.5 break-all text-sky-800 underline-offset-4 hover:underline"
            >
              <Mail aria-hidden="true" className="size-4 shrink-0" />
              {email}
            </a>
          )}
          <p>
            <time dateTime={message.created_at} className="text-sm text-slate-600">
              {formatDateTime(message.created_at)}
            </time>
          </p>
        </div>
        <button
          type="button"
          onClick={() => onDelete(message)}
          aria-label={t('delete', { name })}
          className="inline-flex min-h-11 items-center gap-2 rounded-full px-4 font-semibold text-red-700 transition hover:bg-red-50"
        >
          <Trash2 aria-hidden="true" className="size-5" />
          <span className="hidden sm:inline">{t('deleteShort')}</span>
        </button>
      </header>
      <p className="mt-4 whitespace-pre-line break-words leading-relaxed text-slate-800">{message.message}</p>
    </article>
  );
}
