// A subscriber's status as a coloured badge, in words (colour is never the only sign).
import { useTranslation } from 'react-i18next';
import type { SubscriberStatus } from './newsletterApi';

const TONES: Record<SubscriberStatus, string> = {
  pending: 'bg-amber-100 text-amber-900',
  confirmed: 'bg-emerald-100 text-emerald-900',
  unsubscribed: 'bg-slate-200 text-slate-800',
  rejected: 'bg-red-100 text-red-900',
};

export function StatusBadge({ status }: { status: SubscriberStatus }) {
  const { t } = useTranslation('adminNewsletter');
  return (
    <span className={`inline-block rounded-full px-2.5 py-0.5 text-xs font-semibold whitespace-nowrap ${TONES[status]}`}>
      {t(`status.${status}`)}
    </span>
  );
}
