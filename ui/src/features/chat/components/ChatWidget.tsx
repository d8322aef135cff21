// The floating assistant: a round button at bottom right that opens the scripted chat panel.
import { useCallback, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { MessageCircle, X } from 'lucide-react';
import { useContactDialog } from '@/features/contact/ContactDialogProvider';
import { useChatConversation } from '../useChatConversation';
import { ChatPanel } from './ChatPanel';

export function ChatWidget() {
  const { t } = useTranslation('chat');
  const { open: openContactDialog } = useContactDialog();
  const [isOpen, setIsOpen] = useState(false);
  const launcherRef = useRef<HTMLButtonElement>(null);
  const panelId = `chat-${useId()}`;

  const handOverToContactForm = useCallback(() => {
    setIsOpen(false);
    openContactDialog();
  }, [openContactDialog]);

  const conversation = useChatConversation(handOverToContactForm);

  function openPanel() {
    setIsOpen(true);
    conversation.greet();
  }

  function closePanelAndRefocus() {
    setIsOpen(false);
    launcherRef.current?.focus();
  }

  return (
    <>
      <button
        ref={launcherRef}
        type="button"
        onClick={isOpen ? () => setIsOpen(false) : openPanel}
        aria-label={isOpen ? t('launcher.close') : t('launcher.open')}
        aria-expanded={isOpen}
        aria-controls={isOpen ? panelId : undefined}
        className="fixed bottom-4 right-4 z-40 inline-flex size-14 items-center justify-center rounded-full bg-sky-800 text-white shadow-xl shadow-sky-950/30 ring-4 ring-white transition hover:bg-sky-900 motion-safe:hover:scale-105 print:hidden"
      >
        {isOpen ? <X aria-hidden="true" className="size-6" /> : <MessageCircle aria-hidden="true" className="size-6" />}
      </button>
      {isOpen && <ChatPanel id={panelId} conversation={conversation} onClose={closePanelAndRefocus} />}
    </>
  );
}
