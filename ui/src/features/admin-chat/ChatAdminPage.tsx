// "Assistant": the super_admin edits what the chat widget says — greeting, fallback answer and topics — then saves or goes back to the saved script.
import { useMemo, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Save, Undo2 } from 'lucide-react';
import { usePageMeta } from '@/app/usePageMeta';
import { PageHeader } from '@/components/PageHeader';
import { ConfirmDialog } from '@/components/ConfirmDialog';
import { AdminScreen } from '@/components/AdminScreen';
import { Spinner } from '@/components/Spinner';
import { TextField } from '@/components/TextField';
import { FormSection } from '@/components/FormSection';
import { LeaveGuard } from '@/components/LeaveGuard';
import type { ChatAssistant } from '@/generated/ChatAssistant';
import { useFormSubmit } from '@/lib/useFormSubmit';
import { toast } from '@/lib/toast';
import { useChatScript, useSaveChatScript } from './api/useChatScript';
import { chatFieldId, chatFromForm, formFromChat, sameChat, type ChatForm } from './chatForm';
import { TopicList } from './TopicList';
import { TryQuestion } from './TryQuestion';

function ChatEditor({ initial }: { initial: ChatAssistant }) {
  const { t } = useTranslation('adminChat');
  const [saved, setSaved] = useState<ChatForm>(() => formFromChat(initial));
  const [form, setForm] = useState<ChatForm>(saved);
  const saveScript = useSaveChatScript();
  const {
    submit,
    pending: saving,
    errors,
    setErrors,
  } = useFormSubmit<string>({
    fieldId: chatFieldId,
    failureTitle: t('errorTitle'),
    failureFallback: t('saveFailed'),
  });
  const [confirmingCancel, setConfirmingCancel] = useState(false);
  const dirty = useMemo(() => !sameChat(form, saved), [form, saved]);

  /** Editing a part clears that part's messages; the others stay until the next save. */
  function change(next: Partial<ChatForm>, prefix: string) {
    setForm((current) => ({ ...current, ...next }));
    setErrors((current) => Object.fromEntries(Object.entries(current).filter(([field]) => !field.startsWith(prefix))));
  }

  async function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    await submit(async () => {
      const next = formFromChat(await saveScript.mutateAsync(chatFromForm(form)));
      setSaved(next);
      setForm(next);
      toast({ title: t('successTitle'), description: t('saved') });
    });
  }

  function resetToSaved() {
    setForm(saved);
    setErrors({});
    setConfirmingCancel(false);
    toast({ title: t('cancelled'), description: t('cancelledText') });
  }

  return (
    <form onSubmit={handleSubmit} noValidate className="space-y-8">
      <FormSection id="chat-messages" title={t('messages.title')} description={t('messages.description')}>
        <TextField
          id={chatFieldId('greeting')}
          label={t('messages.greeting')}
          value={form.greeting}
          onChange={(greeting) => change({ greeting }, 'greeting')}
          error={errors.greeting}
          hint={t('messages.greetingHint')}
          multiline
        />
        <TextField
          id={chatFieldId('fallback')}
          label={t('messages.fallback')}
          value={form.fallback}
          onChange={(fallback) => change({ fallback }, 'fallback')}
          error={errors.fallback}
          hint={t('messages.fallbackHint')}
          multiline
        />
      </FormSection>
      <FormSection id="chat-topics" title={t('topics.title')} description={t('topics.description')}>
        <TopicList topics={form.topics} onChange={(topics) => change({ topics }, 'topics')} errors={errors} />
      </FormSection>
      <FormSection id="chat-try" title={t('try.title')} description={t('try.description')}>
        <TryQuestion script={chatFromForm(form)} />
      </FormSection>
      <div className="sticky bottom-4 z-10 flex flex-wrap items-center justify-end gap-3 rounded-2xl border border-slate-200 bg-white/95 p-3 shadow-lg backdrop-blur">
        {dirty && <p className="mr-auto px-2 text-sm font-medium text-amber-800">{t('unsaved')}</p>}
        <button type="button" className="btn-outline" onClick={() => setConfirmingCancel(true)} disabled={saving || !dirty}>
          <Undo2 aria-hidden="true" className="size-5" />
          {t('cancel')}
        </button>
        <button type="submit" className="btn-primary" disabled={saving} aria-busy={saving}>
          {saving ? <Spinner size="sm" decorative /> : <Save aria-hidden="true" className="size-5" />}
          {saving ? t('saving') : t('save')}
        </button>
      </div>
      <ConfirmDialog
        open={confirmingCancel}
        onOpenChange={setConfirmingCancel}
        title={t('cancelConfirm.title')}
        description={t('cancelConfirm.description')}
        confirmLabel={t('cancelConfirm.confirm')}
        cancelLabel={t('cancelConfirm.cancel')}
        onConfirm={resetToSaved}
      />
      <LeaveGuard when={dirty && !saving} description={t('leaveChanges')} />
    </form>
  );
}

export function ChatAdminPage() {
  const { t } = useTranslation('adminChat');
  usePageMeta(t('title'));
  const chat = useChatScript();

  return (
    <div className="space-y-8">
      <PageHeader title={t('title')} intro={t('intro')} />
      <AdminScreen query={chat} failed={t('loadFailed')}>
        {(loaded) => <ChatEditor initial={loaded} />}
      </AdminScreen>
    </div>
  );
}
