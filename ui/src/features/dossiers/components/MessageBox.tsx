// Writes to the other side about the dossier: Ctrl+Enter or the button sends; blank text is never sent.
import { useState, type FormEvent, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Send } from 'lucide-react';
import { Spinner } from '@/components/Spinner';
import { useActionSubmit } from '@/lib/useFormSubmit';
import { useSendMessage } from '../api/useDossierChanges';
import { LIMITS } from '@/generated/limits';

const MESSAGE_MAX = LIMITS.dossierMessage;
const MESSAGE_ID = 'dossier-message';

export function MessageBox({ dossierId }: { dossierId: number }) {
  const { t } = useTranslation('dossiers');
  const [text, setText] = useState('');
  const sendMessage = useSendMessage(dossierId);
  const form = useActionSubmit(t('errorTitle'), t('conversation.sendFailed'));
  const sending = form.pending;

  async function send() {
    if (!text.trim() || sending) return;
    await form.submit(async () => {
      await sendMessage.mutateAsync(text);
      setText('');
    });
  }

  function onKeyDown(event: KeyboardEvent<HTMLTextAreaElement>) {
    if (event.key === 'Enter' && (event.ctrlKey || event.metaKey)) {
      event.preventDefault();
      void send();
    }
  }

  return (
    <form
      onSubmit={(event: FormEvent) => {
        event.preventDefault();
        void send();
      }}
      className="space-y-2"
    >
      <label htmlFor={MESSAGE_ID} className="block text-sm font-semibold text-slate-800">
        {t('conversation.label')}
      </label>
      <textarea
        id={MESSAGE_ID}
        rows={3}
        value={text}
        maxLength={MESSAGE_MAX}
        onChange={(event) => setText(event.target.value)}
        onKeyDown={onKeyDown}
        aria-describedby="dossier-message-hint"
        className="form-input resize-y"
      />
      <div className="flex flex-wrap items-center justify-between gap-3">
        <p id="dossier-message-hint" className="text-sm text-slate-600">
          {t('conversation.hint')}
        </p>
        <button type="submit" className="btn-primary" disabled={sending || !text.trim()}>
          {sending ? <Spinner size="sm" decorative /> : <Send aria-hidden="true" className="size-5" />}
          {sending ? t('conversation.sending') : t('conversation.send')}
        </button>
      </div>
    </form>
  );
}
