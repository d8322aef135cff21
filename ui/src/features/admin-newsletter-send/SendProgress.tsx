// A send to the subscribers followed live: its state in words, the bar, what is sent, left, failed and skipped, and
// the owner's hand on it (pause, resume, and cancel after a confirmation).
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Ban, Pause, Play } from 'lucide-react';
import { ConfirmDialog } from '@/components/ConfirmDialog';
import { Spinner } from '@/components/Spinner';
import { formatFrenchDateTime } from '@/lib/dates';
import { messageOf } from '@/lib/formErrors';
import { toast } from '@/lib/toast';
import type { NewsletterSend } from '@/generated/NewsletterSend';
import type { SendControl } from './sendsApi';
import { isActive } from './sendState';
import { SendProgressBar } from './SendProgressBar';
import { SendStateBadge } from './SendStateBadge';
import { useControlSend } from './useSends';

export function SendProgress({ send }: { send: NewsletterSend }) {
  const { t } = useTranslation('adminNewsletter');
  const control = useControlSend();
  const [confirmingCancel, setConfirmingCancel] = useState(false);
  const running = send.state === 'queued' || send.state === 'sending';
  const pending = control.isPending ? control.variables.control : null;

  function act(action: SendControl) {
    control.mutate(
      { id: send.id, control: action },
      {
        onSuccess: () => setConfirmingCancel(false),
        onError: (error) => {
          setConfirmingCancel(false);
          toast({ title: messageOf(error, t('send.progress.controlFailed')), variant: 'destructive' });
        },
      },
    );
  }

  const counts = [
    { key: 'sent', value: send.sent },
    { key: 'remaining', value: send.remaining },
    { key: 'failed', value: send.failed },
    { key: 'skipped', value: send.skipped },
  ] as const;

  return (
    <section aria-labelledby={`send-${send.id}-progress`} className="space-y-4">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h3 id={`send-${send.id}-progress`} className="font-semibold text-slate-900">
          {t('send.progress.heading')}
        </h3>
        {/* The state changes a few times per send: said when it does, unlike the counts that move every second. */}
        <span aria-live="polite">
          <SendStateBadge state={send.state} />
        </span>
      </div>
      <SendProgressBar send={send} label={t('send.progress.label')} />
      <dl className="grid grid-cols-2 gap-3 sm:grid-cols-4">
        {counts.map(({ key, value }) => (
          <div key={key} className="rounded-xl bg-slate-50 px-3 py-2">
            <dt className="text-sm text-slate-600">{t(`send.progress.${key}`)}</dt>
            <dd className="text-xl font-semibold text-slate-900 tabular-nums">{value.toLocaleString('fr-FR')}</dd>
          </div>
        ))}
      </dl>
      <p className="text-sm text-slate-600">
        {send.finished_at
          ? t('send.progress.finished', { date: formatFrenchDateTime(send.finished_at) })
          : t('send.progress.started', { date: formatFrenchDateTime(send.created_at) })}
      </p>
      {send.state === 'paused' && <p className="text-sm text-amber-900">{t('send.progress.pausedHelp')}</p>}
      {isActive(send.state) && (
        <div className="flex flex-col gap-3 sm:flex-row sm:justify-end">
          <button
            type="button"
            className="btn-outline"
            disabled={pending !== null}
            aria-busy={pending === 'cancel'}
            onClick={() => setConfirmingCancel(true)}
          >
            <Ban aria-hidden="true" className="size-5" />
            {t('send.progress.cancel')}
          </button>
          {running ? (
            <button type="button" className="btn-outline" disabled={pending !== null} onClick={() => act('pause')}>
              {pending === 'pause' ? <Spinner size="sm" decorative /> : <Pause aria-hidden="true" className="size-5" />}
              {t('send.progress.pause')}
            </button>
          ) : (
            <button type="button" className="btn-primary" disabled={pending !== null} onClick={() => act('resume')}>
              {pending === 'resume' ? <Spinner size="sm" decorative /> : <Play aria-hidden="true" className="size-5" />}
              {t('send.progress.resume')}
            </button>
          )}
        </div>
      )}
      <ConfirmDialog
        open={confirmingCancel}
        onOpenChange={setConfirmingCancel}
        title={t('send.cancelConfirm.title')}
        description={t('send.cancelConfirm.body', { count: send.remaining })}
        confirmLabel={t('send.cancelConfirm.confirm')}
        cancelLabel={t('send.cancelConfirm.keep')}
        onConfirm={() => act('cancel')}
        destructive
        busy={pending === 'cancel'}
      />
    </section>
  );
}
