// The bar of a send's progress, with its value in words for screen readers.
import { useTranslation } from 'react-i18next';
import type { NewsletterSend } from '@/generated/NewsletterSend';
import { percentDone, processed } from './sendState';

interface SendProgressBarProps {
  send: NewsletterSend;
  /** Names the bar; several bars on one screen each name their article. */
  label: string;
  size?: 'sm' | 'md';
}

export function SendProgressBar({ send, label, size = 'md' }: SendProgressBarProps) {
  const { t } = useTranslation('adminNewsletter');
  const percent = percentDone(send);
  const paused = send.state === 'paused';
  return (
    <div
      role="progressbar"
      aria-label={label}
      aria-valuemin={0}
      aria-valuemax={send.total}
      aria-valuenow={processed(send)}
      aria-valuetext={t('send.progress.value', { percent, done: processed(send), total: send.total })}
      className={`overflow-hidden rounded-full bg-slate-200 ${size === 'sm' ? 'h-1.5' : 'h-3'}`}
    >
      <div
        className={`h-full rounded-full transition-[width] duration-500 motion-reduce:transition-none ${paused ? 'bg-amber-600' : 'bg-sky-700'}`}
        style={{ width: `${percent}%` }}
      />
    </div>
  );
}
