// Lets any component (header, home sections, chat widget…) open the one contact dialog.
import { createContext, useCallback, useContext, useMemo, useState, type ReactNode } from 'react';
import { ContactDialog } from './ContactDialog';

export interface ContactDialogControls {
  open: () => void;
  close: () => void;
  isOpen: boolean;
}

const ContactDialogContext = createContext<ContactDialogControls | null>(null);

export function ContactDialogProvider({ children }: { children: ReactNode }) {
  const [isOpen, setIsOpen] = useState(false);
  const open = useCallback(() => setIsOpen(true), []);
  const close = useCallback(() => setIsOpen(false), []);
  const controls = useMemo(() => ({ open, close, isOpen }), [open, close, isOpen]);

  return (
    <ContactDialogContext.Provider value={controls}>
      {children}
      <ContactDialog open={isOpen} onOpenChange={setIsOpen} />
    </ContactDialogContext.Provider>
  );
}

export function useContactDialog(): ContactDialogControls {
  const controls = useContext(ContactDialogContext);
  if (!controls) throw new Error('useContactDialog must be used inside ContactDialogProvider');
  return controls;
}
