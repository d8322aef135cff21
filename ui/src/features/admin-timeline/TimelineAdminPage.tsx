// "Timeline": the super administrator adds, edits and deletes the events of the public "Mon Parcours" page.
import { useCallback, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { History, Plus } from 'lucide-react';
import { RequireRole } from '@/app/RequireRole';
import { usePageMeta } from '@/app/usePageMeta';
import { PageSpinner } from '@/components/Spinner';
import { ConfirmDialog } from '@/components/ConfirmDialog';
import { toast } from '@/lib/toast';
import type { TimelineEvent } from '@/generated/TimelineEvent';
import { EventFormDialog } from './EventFormDialog';
import { EventsTable } from './EventsTable';
import { deleteEvent, fetchEvents } from './timelineApi';

type LoadState = { status: 'loading' } | { status: 'failed' } | { status: 'ready'; events: TimelineEvent[] };
type FormState = { open: false } | { open: true; event: TimelineEvent | null; key: number };

const SUPER_ADMIN_ONLY = ['super_admin'] as const;

function TimelineScreen() {
  const { t } = useTranslation('adminTimeline');
  usePageMeta(t('title'));
  const [state, setState] = useState<LoadState>({ status: 'loading' });
  const [form, setForm] = useState<FormState>({ open: false });
  const formKey = useRef(0);
  const [pendingDelete, setPendingDelete] = useState<TimelineEvent | null>(null);
  const [deleting, setDeleting] = useState(false);

  const load = useCallback(async () => {
    try {
      setState({ status: 'ready', events: await fetchEvents() });
    } catch {
      setState({ status: 'failed' });
      toast({ title: t('errorTitle'), description: t('loadFailed'), variant: 'destructive' });
    }
  }, [t]);

  useEffect(() => {
    void load();
  }, [load]);

  function openForm(event: TimelineEvent | null) {
    // A new key gives the dialog a fresh form each time it opens.
    formKey.current += 1;
    setForm({ open: true, event, key: formKey.current });
  }

  function handleSaved(created: boolean) {
    setForm({ open: false });
    toast({ title: t('successTitle'), description: created ? t('created') : t('updated') });
    void load();
  }

  async function confirmDelete() {
    if (!pendingDelete) return;
    setDeleting(true);
    try {
      await deleteEvent(pendingDelete.id);
      toast({ title: t('successTitle'), description: t('deleted') });
      void load();
    } catch {
      toast({ title: t('errorTitle'), description: t('deleteFailed'), variant: 'destructive' });
    } finally {
      setDeleting(false);
      setPendingDelete(null);
    }
  }

  return (
    <div className="space-y-8">
      <header className="flex flex-wrap items-end justify-between gap-4">
        <div className="space-y-2">
          <h1 className="font-display text-3xl font-semibold tracking-tight text-sky-950 sm:text-4xl">{t('title')}</h1>
          <p className="max-w-2xl text-lg text-slate-600">{t('intro')}</p>
        </div>
        <button type="button" className="btn-primary" onClick={() => openForm(null)}>
          <Plus aria-hidden="true" className="size-5" />
          {t('add')}
        </button>
      </header>
      {state.status === 'loading' && <PageSpinner />}
      {state.status === 'failed' && (
        <p role="alert" className="rounded-2xl border border-red-200 bg-red-50 p-4 text-red-800">
          {t('loadFailed')}
        </p>
      )}
      {state.status === 'ready' && state.events.length === 0 && (
        <div className="flex flex-col items-center gap-3 rounded-2xl border border-dashed border-slate-300 bg-white px-6 py-14 text-center">
          <History aria-hidden="true" className="size-10 text-sky-700" />
          <p className="text-lg font-semibold text-slate-800">{t('empty')}</p>
          <p className="text-slate-600">{t('emptyHint')}</p>
        </div>
      )}
      {state.status === 'ready' && state.events.length > 0 && (
        <EventsTable events={state.events} onEdit={openForm} onDelete={setPendingDelete} />
      )}
      {form.open && (
        <EventFormDialog key={form.key} open event={form.event} onClose={() => setForm({ open: false })} onSaved={handleSaved} />
      )}
      <ConfirmDialog
        open={pendingDelete !== null}
        onOpenChange={(open) => !open && setPendingDelete(null)}
        title={t('confirm.title')}
        description={t('confirm.description')}
        confirmLabel={t('confirm.confirm')}
        cancelLabel={t('confirm.cancel')}
        onConfirm={() => void confirmDelete()}
        destructive
        busy={deleting}
      />
    </div>
  );
}

export function TimelineAdminPage() {
  return (
    <RequireRole roles={SUPER_ADMIN_ONLY}>
      <TimelineScreen />
    </RequireRole>
  );
}
