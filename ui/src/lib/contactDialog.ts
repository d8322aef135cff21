// Opens the one contact dialog from anywhere (header, footer, home sections, chat widget…). The dialog
// itself and its provider live in features/contact, which the app mounts once around every page.
import { createContext, useContext } from 'react';

export interface ContactDialogControls {
  open: () => void;
  close: () => void;
  isOpen: boolean;
}

export const ContactDialogContext = createContext<ContactDialogControls | null>(null);

export function useContactDialog(): ContactDialogControls {
  const controls = useContext(ContactDialogContext);
  if (!controls) throw new Error('useContactDialog must be used inside ContactDialogProvider');
  return controls;
}
