// Lets any component (header, home sections, chat widget…) open the one contact dialog, whose code
// (and its dialog library) is downloaded the first time it opens, not with every page. Components
// reach it through `useContactDialog` (src/lib/contactDialog.ts).
import { useCallback, useMemo, useState, type ReactNode } from 'react';
import { ContactDialogContext } from '@/lib/contactDialog';
import { onDemand, useOnDemand } from '@/lib/useOnDemand';

const contactDialog = onDemand(() => import('./ContactDialog').then((module) => module.ContactDialog));

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
