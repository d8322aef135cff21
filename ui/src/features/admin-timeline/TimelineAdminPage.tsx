// "Timeline": the super administrator adds, edits and deletes the events of the public "Mon Parcours" page.
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { History, Plus } from 'lucide-react';
import { usePageMeta } from '@/app/usePageMeta';
import { AdminScreen } from '@/components/AdminScreen';
import { ConfirmDialog } from '@/components/ConfirmDialog';
import { PageHeader } from '@/components/PageHeader';
import { toast } from '@/lib/toast';
import type { TimelineEvent } from '@/generated/TimelineEvent';
import { EventFormDialog } from './EventFormDialog';
import { EventsTable } from './EventsTable';
import { useDeleteEvent, useEvents } from './api/useEvents';

type FormState = { open: false } | { open: true; event: TimelineEvent | null; key: number };

function EmptyTimeline() {
  const { t } = useTranslation('adminTimeline');
  return (
    <div className="flex flex-col items-center gap-3 rounded-2xl border border-dashed border-slate-300 bg-white px-6 py-14 text-center">
      <History aria-hidden="true" className="size-10 text-sky-700" />
      <p className="text-lg font-semibold text-slate-800">{t('empty')}</p>
      <p className="text-slate-600">{t('emptyHint')}</p>
    </div>
  );
}

export function TimelineAdminPage() {
  const { t } = useTranslation('adminTimeline');
  usePageMeta(t('title'));
  const events = useEvents();
  const removal = useDeleteEvent();
  const [form, setForm] = useState<FormState>({ open: false });
  const formKey = useRef(0);
  const [pendingDelete, setPendingDelete] = useState<TimelineEvent | null>(null);

  function openForm(event: TimelineEvent | null) {
    // A new key gives the dialog a fresh form each time it opens.
    formKey.current += 1;
    setForm({ open: true, event, key: formKey.current });
  }

  function handleSaved(created: boolean) {
    setForm({ open: false });
    toast({ title: t('successTitle'), description: created ? t('created') : t('updated') });
  }

  async function confirmDelete() {
    if (!pendingDelete) return;
    try {
      await removal.mutateAsync(pendingDelete);
      toast({ title: t('successTitle'), description: t('deleted') });
    } catch {
      toast({ title: t('errorTitle'), description: t('deleteFailed'), variant: 'destructive' });
    } finally {
      setPendingDelete(null);
    }
  }

  return (
    <div className="space-y-8">
      <PageHeader
        title={t('title')}
        intro={t('intro')}
        action={
          <button type="button" className="btn-primary" onClick={() => openForm(null)}>
            <Plus aria-hidden="true" className="size-5" />
            {t('add')}
          </button>
        }
      />
      <AdminScreen query={events} failed={t('loadFailed')} empty={<EmptyTimeline />} isEmpty={(list) => list.length === 0}>
        {(list) => <EventsTable events={list} onEdit={openForm} onDelete={setPendingDelete} />}
      </AdminScreen>
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
        busy={removal.isPending}
      />
    </div>
  );
}
