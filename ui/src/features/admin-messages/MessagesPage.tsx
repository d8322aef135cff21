// "Messages": the contact inbox for staff, newest first, where each message can be deleted after confirmation.
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Inbox } from 'lucide-react';
import { usePageMeta } from '@/app/usePageMeta';
import { PageSpinner } from '@/components/Spinner';
import { ConfirmDialog } from '@/components/ConfirmDialog';
import { toast } from '@/lib/toast';
import type { InboxMessage } from '@/generated/InboxMessage';
import { MessageCard, senderNameOf } from './MessageCard';
import { deleteMessage, fetchMessages } from './messagesApi';

type LoadState = { status: 'loading' } | { status: 'failed' } | { status: 'ready'; messages: InboxMessage[] };

function EmptyInbox() {
  const { t } = useTranslation('adminMessages');
  return (
    <div className="flex flex-col items-center gap-3 rounded-2xl border border-dashed border-slate-300 bg-white px-6 py-14 text-center">
      <Inbox aria-hidden="true" className="size-10 text-sky-700" />
      <p className="text-lg font-semibold text-slate-800">{t('empty')}</p>
      <p className="text-slate-600">{t('emptyHint')}</p>
    </div>
  );
}

export function MessagesPage() {
  const { t } = useTranslation('adminMessages');
  usePageMeta(t('title'));
  const [state, setState] = useState<LoadState>({ status: 'loading' });
  const [pending, setPending] = useState<InboxMessage | null>(null);
  const [deleting, setDeleting] = useState(false);

  useEffect(() => {
    let active = true;
    fetchMessages()
      .then((messages) => {
        if (active) setState({ status: 'ready', messages });
      })
      .catch(() => {
        if (!active) return;
        setState({ status: 'failed' });
        toast({ title: t('errorTitle'), description: t('loadFailed'), variant: 'destructive' });
      });
    return () => {
      active = false;
    };
  }, [t]);

  async function confirmDelete() {
    if (!pending) return;
    setDeleting(true);
    try {
      await deleteMessage(pending.id);
      setState((current) =>
        current.status === 'ready'
          ? { status: 'ready', messages: current.messages.filter((message) => message.id !== pending.id) }
          : current,
      );
      toast({ title: t('successTitle'), description: t('deleted') });
    } catch {
      toast({ title: t('errorTitle'), description: t('deleteFailed'), variant: 'destructive' });
    } finally {
      setDeleting(false);
      setPending(null);
    }
  }

  return (
    <div className="space-y-8">
      <header className="space-y-2">
        <h1 className="font-display text-3xl font-semibold tracking-tight text-sky-950 sm:text-4xl">{t('title')}</h1>
        <p className="max-w-2xl text-lg text-slate-600">{t('intro')}</p>
        {state.status === 'ready' && state.messages.length > 0 && (
          <p className="font-semibold text-sky-900">{t('count', { count: state.messages.length })}</p>
        )}
      </header>
      {state.status === 'loading' && <PageSpinner />}
      {state.status === 'failed' && (
        <p role="alert" className="rounded-2xl border border-red-200 bg-red-50 p-4 text-red-800">
          {t('loadFailed')}
        </p>
      )}
      {state.status === 'ready' && state.messages.length === 0 && <EmptyInbox />}
      {state.status === 'ready' && state.messages.length > 0 && (
        <ul className="space-y-4">
          {state.messages.map((message) => (
            <li key={message.id}>
              <MessageCard message={message} onDelete={setPending} />
            </li>
          ))}
        </ul>
      )}
      <ConfirmDialog
        open={pending !== null}
        onOpenChange={(open) => !open && setPending(null)}
        title={t('confirm.title')}
        description={t('confirm.description', { name: pending ? senderNameOf(pending, t('unknownSender')) : '' })}
        confirmLabel={t('confirm.confirm')}
        cancelLabel={t('confirm.cancel')}
        onConfirm={() => void confirmDelete()}
        destructive
        busy={deleting}
      />
    </div>
  );
}
