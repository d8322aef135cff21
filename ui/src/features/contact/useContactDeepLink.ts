// Lets an address ending in #contact open the contact dialog, from a shared link, another page or the history.
import { useEffect, useRef } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { useContactDialog } from '@/lib/contactDialog';

export const CONTACT_HASH = '#contact';

export function useContactDeepLink() {
  const { hash, pathname, search, key } = useLocation();
  const navigate = useNavigate();
  const { open, close, isOpen } = useContactDialog();
  const openedByAddress = useRef(false);
  const wasOpen = useRef(isOpen);

  // Keyed on the history entry too, so back and forward onto #contact open the dialog again.
  useEffect(() => {
    if (hash === CONTACT_HASH) {
      openedByAddress.current = true;
      open();
    } else if (openedByAddress.current) {
      // Back from #contact: the dialog belonged to the entry just left.
      openedByAddress.current = false;
      close();
    }
  }, [hash, key, open, close]);

  // Closed by the visitor: the address stops asking for it, so a reload does not reopen it and the same link works again.
  useEffect(() => {
    const closedNow = wasOpen.current && !isOpen;
    wasOpen.current = isOpen;
    if (!closedNow) return;
    openedByAddress.current = false;
    if (hash === CONTACT_HASH) navigate({ pathname, search }, { replace: true, preventScrollReset: true });
  }, [isOpen, hash, navigate, pathname, search]);
}
