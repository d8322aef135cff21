// Where an article stands with its subscribers, in a few words: a send under way and how far it has gone, or when
// it last reached them. Nothing for an article never sent.
import { useTranslation } from 'react-i18next';
import { Mail, MailCheck } from 'lucide-react';
import { formatFrenchDate } from '@/lib/dates';
import type { NewsletterSend } from '@/generated/NewsletterSend';
import { SendProgressBar } from './SendProgressBar';
import { lastDelivered, percentDone, runningSend } from './sendState';
import { useSends } from './useSends';

interface SendStatusLineProps {
  title: string;
  /** The article's sends, newest first. */
  sends: readonly NewsletterSend[];
}

export function SendStatusLine({ title, sends }: SendStatusLineProps) {
  const { t } = useTranslation('adminNewsletter');
  const running = runningSend(sends);
  if (running) {
    const percent = percentDone(running);
    return (
      <span className="block space-y-1 text-sm text-sky-900">
        <span className="flex items-center gap-1.5">
          <Mail aria-hidden="true" className="size-4 shrink-0" />
          {t(`send.line.${running.state === 'sending' ? 'sending' : running.state}`, { percent })}
        </span>
        <SendProgressBar send={running} size="sm" label={t('send.line.progressOf', { title })} />
      </span>
    );
  }
  const previous = lastDelivered(sends);
  if (!previous) return null;
  return (
    <span className="flex items-center gap-1.5 text-sm text-emerald-900">
      <MailCheck aria-hidden="true" className="size-4 shrink-0" />
      {t('send.line.sent', { date: formatFrenchDate(previous.finished_at ?? previous.created_at), count: previous.sent })}
    </span>
  );
}

/** The status of one article of a list, read from the latest sends of all articles (one request for the whole list). */
export function PostSendStatus({ postId, title }: { postId: number; title: string }) {
  const latest = useSends(null);
  const sends = latest.data?.filter((send) => send.post_id === postId) ?? [];
  return <SendStatusLine title={title} sends={sends} />;
}
