// « Envoyer aux abonnés »: what will go out (subject, HTML and text parts), to how many confirmed subscribers, a test
// to oneself, then the send. An article already sent goes again only after an explicit confirmation; a send under way
// shows its progress instead of the form; a draft may be tested but must be published before it is sent.
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Info, Send } from 'lucide-react';
import { ConfirmDialog } from '@/components/ConfirmDialog';
import { DialogButtons, ModalDialog } from '@/components/ModalDialog';
import { Spinner } from '@/components/Spinner';
import { ApiError } from '@/lib/api';
import { useAuth } from '@/lib/auth';
import { formatFrenchDateTime } from '@/lib/dates';
import { messageOf } from '@/lib/formErrors';
import type { NewsletterMailPreview } from '@/generated/NewsletterMailPreview';
import type { NewsletterSend } from '@/generated/NewsletterSend';
import { MailPreview } from './MailPreview';
import { SendProgress } from './SendProgress';
import { lastDelivered, runningSend } from './sendState';
import { TestSend } from './TestSend';
import { useSends, usePreview, useStartSend } from './useSends';
import { isOnline, type SendablePost } from './sendablePost';

interface SendDialogProps {
  post: SendablePost;
  /** The editor has changes not saved yet: the mail shows the article as saved. */
  unsaved?: boolean;
  onClose: () => void;
}

function Notice({ children, tone = 'info' }: { children: string; tone?: 'info' | 'warning' }) {
  const colours = tone === 'warning' ? 'border-amber-200 bg-amber-50 text-amber-950' : 'border-sky-200 bg-sky-50 text-sky-950';
  return (
    <p className={`flex gap-2 rounded-xl border p-3 text-sm ${colours}`}>
      <Info aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
      <span>{children}</span>
    </p>
  );
}

interface SendFormProps {
  post: SendablePost;
  unsaved: boolean;
  preview: NewsletterMailPreview;
  sends: readonly NewsletterSend[];
  onStarted: (send: NewsletterSend) => void;
  onClose: () => void;
}

function SendForm({ post, unsaved, preview, sends, onStarted, onClose }: SendFormProps) {
  const { t } = useTranslation('adminNewsletter');
  const { user } = useAuth();
  const start = useStartSend();
  const [error, setError] = useState<string | null>(null);
  // The server said it was sent before (the list read earlier did not know yet): only « Envoyer à nouveau » is left.
  const [refusedAsSent, setRefusedAsSent] = useState(false);
  const [confirmingAgain, setConfirmingAgain] = useState(false);
  const online = isOnline(post);
  const previous = lastDelivered(sends);
  const again = previous !== null || refusedAsSent;
  const recipients = preview.recipients;

  function send(sendAgain: boolean) {
    setError(null);
    start.mutate(
      { post_id: post.id, again: sendAgain || undefined },
      {
        onSuccess: (started) => {
          setConfirmingAgain(false);
          onStarted(started);
        },
        onError: (failure) => {
          setConfirmingAgain(false);
          if (failure instanceof ApiError && failure.status === 409 && runningSend(sends) === null) setRefusedAsSent(true);
          setError(messageOf(failure, t('send.startFailed')));
        },
      },
    );
  }

  let blocked: string | null = null;
  if (!preview.mail_configured) blocked = t('errors.mailNotConfigured');
  else if (!online) blocked = t('send.notPublished');
  else if (recipients === 0) blocked = t('errors.noSubscribers');

  return (
    <div className="space-y-6">
      {unsaved && <Notice tone="warning">{t('send.unsaved')}</Notice>}
      {previous && (
        <Notice>
          {t('send.sentBefore', {
            date: formatFrenchDateTime(previous.finished_at ?? previous.created_at),
            count: previous.sent,
          })}
        </Notice>
      )}
      <MailPreview preview={preview} />
      <TestSend postId={post.id} defaultAddress={user?.email ?? ''} sends={sends} />
      <section aria-labelledby="send-confirm-title" className="space-y-3 border-t border-slate-200 pt-5">
        <h3 id="send-confirm-title" className="font-semibold text-slate-900">
          {t('send.toSubscribers')}
        </h3>
        {blocked ? (
          <p id="send-blocked" className="text-slate-700">
            {blocked}
          </p>
        ) : (
          <p className="text-slate-700">{t('send.recipients', { count: recipients })}</p>
        )}
        {error && (
          <p role="alert" className="text-sm font-medium text-red-700">
            {error}
          </p>
        )}
        <DialogButtons>
          <button type="button" className="btn-outline" onClick={onClose} disabled={start.isPending}>
            {t('send.close')}
          </button>
          <button
            type="button"
            className="btn-primary"
            disabled={blocked !== null || start.isPending}
            aria-describedby={blocked ? 'send-blocked' : undefined}
            aria-busy={start.isPending && !confirmingAgain}
            onClick={() => (again ? setConfirmingAgain(true) : send(false))}
          >
            {start.isPending && !confirmingAgain ? (
              <Spinner size="sm" decorative />
            ) : (
              <Send aria-hidden="true" className="size-5" />
            )}
            {again ? t('send.again.open') : t('send.confirm', { count: recipients })}
          </button>
        </DialogButtons>
      </section>
      <ConfirmDialog
        open={confirmingAgain}
        onOpenChange={setConfirmingAgain}
        title={t('send.again.title')}
        description={
          previous
            ? t('send.again.body', { date: formatFrenchDateTime(previous.finished_at ?? previous.created_at), count: recipients })
            : t('send.again.bodyUndated', { count: recipients })
        }
        confirmLabel={t('send.again.confirm', { count: recipients })}
        cancelLabel={t('send.again.cancel')}
        onConfirm={() => send(true)}
        busy={start.isPending}
      />
    </div>
  );
}

export function SendDialog({ post, unsaved = false, onClose }: SendDialogProps) {
  const { t } = useTranslation('adminNewsletter');
  const preview = usePreview(post.id);
  const sends = useSends(post.id);
  // A send shown here (started from this dialog, or under way when it opened) stays on screen once finished, to say
  // how it ended.
  const [followed, setFollowed] = useState<NewsletterSend | null>(null);
  const list = sends.data ?? [];
  const running = runningSend(list);
  if (running && running.id !== followed?.id) setFollowed(running);
  const shown = followed ? (list.find((send) => send.id === followed.id) ?? followed) : null;

  let body;
  if (shown) {
    body = (
      <div className="space-y-6">
        <SendProgress send={shown} />
        <DialogButtons>
          <button type="button" className="btn-outline" onClick={onClose}>
            {t('send.close')}
          </button>
        </DialogButtons>
      </div>
    );
  } else if (preview.data && sends.data) {
    body = (
      <SendForm
        post={post}
        unsaved={unsaved}
        preview={preview.data}
        sends={sends.data}
        onStarted={setFollowed}
        onClose={onClose}
      />
    );
  } else if (preview.isError || sends.isError) {
    const failure = preview.error ?? sends.error;
    body = (
      <div
        role="alert"
        className="flex flex-wrap items-center justify-between gap-3 rounded-2xl border border-red-200 bg-red-50 p-4 text-red-800"
      >
        <p>{messageOf(failure, t('send.preview.failed'))}</p>
        <button
          type="button"
          className="btn-outline"
          onClick={() => {
            void preview.refetch();
            void sends.refetch();
          }}
        >
          {t('send.retry')}
        </button>
      </div>
    );
  } else {
    body = (
      <div className="flex justify-center py-16">
        <Spinner size="lg" label={t('send.preview.loading')} />
      </div>
    );
  }

  return (
    <ModalDialog
      wide
      title={t('send.title')}
      description={t('send.description', { title: post.title })}
      closeLabel={t('send.close')}
      onClose={onClose}
    >
      {body}
    </ModalDialog>
  );
}
