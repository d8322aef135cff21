// "Assistant": the super_admin edits what the chat widget says — greeting, fallback answer and topics — then saves or goes back to the saved script;
// in English or Arabic, translates its texts and keywords.
import { useTranslation } from 'react-i18next';
import { TextField } from '@/components/TextField';
import { FormSection } from '@/components/FormSection';
import { SaveBar, SettingsScreen } from '@/components/SettingsEditor';
import { useSettingsEditor } from '@/components/useSettingsEditor';
import { InEachLanguage, TranslationEditor } from '@/features/translations';
import type { ChatAssistant } from '@/generated/ChatAssistant';
import { useChatScript, useSaveChatScript } from './api/useChatScript';
import { chatSections } from './chatTranslation';
import { chatFieldId, chatFromForm, formFromChat, sameChat, type ChatForm } from './chatForm';
import { TopicList } from './TopicList';
import { TryQuestion } from './TryQuestion';

function ChatEditor({ initial }: { initial: ChatAssistant }) {
  const { t } = useTranslation('adminChat');
  const saveScript = useSaveChatScript();
  const editor = useSettingsEditor({
    ns: 'adminChat',
    initial: () => formFromChat(initial),
    same: sameChat,
    save: async (form) => formFromChat(await saveScript.mutateAsync(chatFromForm(form))),
    fieldId: chatFieldId,
  });
  const { form, errors } = editor;

  /** Editing a part clears that part's messages; the others stay until the next save. */
  const change = (next: Partial<ChatForm>, prefix: string) => editor.edit((current) => ({ ...current, ...next }), prefix);

  return (
    <form onSubmit={editor.onSubmit} noValidate className="space-y-8">
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
      <SaveBar {...editor.bar} />
    </form>
  );
}

export function ChatAdminPage() {
  const { t } = useTranslation('adminChat');
  const chat = useChatScript();
  return (
    <SettingsScreen ns="adminChat" query={chat}>
      {(loaded) => (
        <InEachLanguage
          french={<ChatEditor initial={loaded} />}
          translated={(lang) => <TranslationEditor lang={lang} sections={chatSections(loaded, t)} />}
        />
      )}
    </SettingsScreen>
  );
}
