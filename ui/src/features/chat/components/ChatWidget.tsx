// The assistant the chat island mounts: a round launcher at the bottom corner (on phones, in the header bar beside the menu
// button, where it covers none of the page) and the scripted chat panel; on phones the launcher steps aside while the
// visitor types in a field of the page.
import { useCallback, useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { MessageCircle, X } from 'lucide-react';
import { useChatConversation } from '../useChatConversation';
import { ChatPanel } from './ChatPanel';

const PHONE_QUERY = '(max-width: 639px)';

function isTextEntry(element: Element | null): boolean {
  if (!(element instanceof HTMLElement)) return false;
  if (element.isContentEditable || element instanceof HTMLTextAreaElement || element instanceof HTMLSelectElement) return true;
  return (
    element instanceof HTMLInputElement &&
    !['button', 'checkbox', 'radio', 'submit', 'reset', 'file', 'image', 'range', 'color'].includes(element.type)
  );
}

/**
 * True on a phone while the visitor types in a field of the page: the on-screen keyboard then
 * leaves little room, and a floating button would sit on the very field being filled.
 */
function useTypingOnPhone(panelId: string): boolean {
  const [typing, setTyping] = useState(false);
  useEffect(() => {
    if (typeof window.matchMedia !== 'function') return;
    const phone = window.matchMedia(PHONE_QUERY);
    const update = () => {
      const active = document.activeElement;
      setTyping(phone.matches && isTextEntry(active) && !document.getElementById(panelId)?.contains(active));
    };
    document.addEventListener('focusin', update);
    document.addEventListener('focusout', update);
    phone.addEventListener('change', update);
    return () => {
      document.removeEventListener('focusin', update);
      document.removeEventListener('focusout', update);
      phone.removeEventListener('change', update);
    };
  }, [panelId]);
  return typing;
}

interface ChatWidgetProps {
  /** Mounted by a click on the launcher: the panel opens at once. */
  defaultOpen?: boolean;
  /** Opens the contact form, focus coming back to the launcher when it closes. */
  onContact: (opener: HTMLElement | null) => void;
}

export function ChatWidget({ defaultOpen = false, onContact }: ChatWidgetProps) {
  const { t } = useTranslation('chat');
  const [isOpen, setIsOpen] = useState(false);
  const launcherRef = useRef<HTMLButtonElement>(null);
  const panelId = `chat-${useId()}`;
  const typingElsewhere = useTypingOnPhone(panelId);

  const handOverToContactForm = useCallback(() => {
    setIsOpen(false);
    onContact(launcherRef.current);
  }, [onContact]);

  const conversation = useChatConversation(handOverToContactForm);

  const { greet } = conversation;
  const openPanel = useCallback(() => {
    setIsOpen(true);
    greet();
  }, [greet]);

  const openedAtMount = useRef(false);
  useEffect(() => {
    if (!defaultOpen || openedAtMount.current) return;
    openedAtMount.current = true;
    openPanel();
  }, [defaultOpen, openPanel]);

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
        className={`fixed end-16 top-3 z-40 size-10 items-center justify-center rounded-full bg-sky-800 text-white shadow-lg shadow-sky-950/20 transition hover:bg-sky-900 motion-safe:hover:scale-105 sm:top-auto sm:bottom-4 sm:end-4 sm:size-14 sm:shadow-xl sm:shadow-sky-950/30 sm:ring-4 sm:ring-white print:hidden ${
          typingElsewhere && !isOpen ? 'hidden' : 'inline-flex'
        }`}
      >
        {isOpen ? <X aria-hidden="true" className="size-6" /> : <MessageCircle aria-hidden="true" className="size-6" />}
      </button>
      {isOpen && <ChatPanel id={panelId} conversation={conversation} onClose={closePanelAndRefocus} />}
    </>
  );
}
