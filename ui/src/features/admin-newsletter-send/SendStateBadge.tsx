// A send's state in words, on a coloured badge (colour is never the only sign).
import { useTranslation } from 'react-i18next';
import type { NewsletterSendState } from '@/generated/NewsletterSendState';

const TONES: Record<NewsletterSendState, string> = {
  queued: 'bg-slate-200 text-slate-800',
  sending: 'bg-sky-100 text-sky-900',
  paused: 'bg-amber-100 text-amber-900',
  cancelled: 'bg-red-100 text-red-900',
  done: 'bg-emerald-100 text-emerald-900',
};

export function SendStateBadge({ state }: { state: NewsletterSendState }) {
  const { t } = useTranslation('adminNewsletter');
  return (
    <span className={`inline-block rounded-full px-2.5 py-0.5 text-xs font-semibold whitespace-nowrap ${TONES[state]}`}>
      {t(`send.state.${state}`)}
    </span>
  );
}
