// Lets any component (header, home sections, chat widget…) open the one contact dialog, whose code
// (and its dialog library) is downloaded the first time it opens, not with every page.
import { createContext, useCallback, useContext, useMemo, useState, type ReactNode } from 'react';
import { onDemand, useOnDemand } from '@/lib/useOnDemand';

const contactDialog = onDemand(() => import('./ContactDialog').then((module) => module.ContactDialog));

export interface ContactDialogControls {
  open: () => void;
  close: () => void;
  isOpen: boolean;
}

const ContactDialogContext = createContext<ContactDialogControls | null>(null);

export function ContactDialogProvider({ children }: { children: ReactNode }) {
  const [isOpen, setIsOpen] = useState(false);
  const { Component: ContactDialog, prepare } = useOnDemand(contactDialog);
  // Once loaded, the dialog stays mounted so it can animate out and keep what was typed.
  const open = useCallback(() => {
    prepare();
    setIsOpen(true);
  }, [prepare]);
  const close = useCallback(() => setIsOpen(false), []);
  const controls = useMemo(() => ({ open, close, isOpen }), [open, close, isOpen]);

  return (
    <ContactDialogContext.Provider value={controls}>
      {children}
      {ContactDialog && <ContactDialog open={isOpen} onOpenChange={setIsOpen} />}
    </ContactDialogContext.Provider>
  );
}

export function useContactDialog(): ContactDialogControls {
  const controls = useContext(ContactDialogContext);
  if (!controls) throw new Error('useContactDialog must be used inside ContactDialogProvider');
  return controls;
}
