// "Répondre": a mailto: link that opens the staff member's own mail client on a reply, the visitor's text quoted.
import { useTranslation } from 'react-i18next';
import { useSite } from '@/app/SiteProvider';
import { formatFrenchDateTime } from '@/lib/dates';
import type { InboxMessage } from '@/generated/InboxMessage';

/** RFC 6068 wants CRLF line breaks in a mailto: body. */
const LINE_BREAK = '\r\n';

export interface ReplyDraft {
  to: string;
  subject: string;
  body: string;
}

/** Each line of `text` behind "> ", as mail clients quote; an empty line keeps a bare ">". */
export function quoteLines(text: string): string {
  return text
    .split(/\r?\n/)
    .map((line) => (line ? `> ${line}` : '>'))
    .join(LINE_BREAK);
}

/** Encodes every part, so "&", "?", "#", "+" or accents in the subject and text cannot break the link. */
export function mailtoHref({ to, subject, body }: ReplyDraft): string {
  const address = to.split('@').map(encodeURIComponent).join('@');
  return `mailto:${address}?subject=${encodeURIComponent(subject)}&body=${encodeURIComponent(body)}`;
}

/** The reply link for `message`, or null when its sender left no address to answer. */
export function useReplyHref(message: InboxMessage): string | null {
  const { t } = useTranslation('adminMessages');
  const { site } = useSite();
  const contact = message.contact;
  const email = contact?.email.trim();
  if (!contact || !email) return null;
  const name = contact.name.trim();
  const siteTitle = site?.settings.seo.title?.trim() || t('meta.defaultTitle', { ns: 'common' });
  const body = [
    t('reply.greeting', { name }),
    '',
    '',
    t('reply.quoteIntro', { date: formatFrenchDateTime(message.created_at), name }),
    quoteLines(message.message),
  ].join(LINE_BREAK);
  return mailtoHref({ to: email, subject: t('reply.subject', { site: siteTitle }), body });
}
