// The contact island: today's contact dialog, opened by any « Contact » link of the page or by an address ending in #contact.
import { ContactDialog } from '@/features/contact/ContactDialog';
import { Toaster } from '@/components/Toaster';
import { loadTexts } from '@/lib/i18n';
import { islandRoot } from './root';
import type { MountIsland } from './types';

const CONTACT_HASH = '#contact';

/** Closed by the visitor: the address stops asking for the dialog, so a reload does not reopen it. */
function forgetContactAddress() {
  if (window.location.hash !== CONTACT_HASH) return;
  const { pathname, search } = window.location;
  window.history.replaceState(window.history.state, '', `${pathname}${search}`);
}

export const mount: MountIsland = async (element) => {
  await loadTexts(['common', 'contact']);
  const render = islandRoot(element);
  let opener: HTMLElement | null = null;
  // On a sign-in page the app already shows toasts; two regions would show each one twice.
  const toaster = document.querySelector('[data-toaster]') ? null : <Toaster />;

  function show(open: boolean) {
    if (!open) {
      openedByAddress = false;
      forgetContactAddress();
    }
    // Once rendered, the dialog stays mounted so that it animates out and keeps what was typed.
    render(
      <>
        <ContactDialog open={open} onOpenChange={show} opener={opener} />
        {toaster}
      </>,
    );
  }

  // Opened by its address, the dialog belongs to that history entry: going back (or to another anchor) closes it.
  let openedByAddress = false;
  window.addEventListener('hashchange', () => {
    if (openedByAddress && window.location.hash !== CONTACT_HASH) {
      openedByAddress = false;
      show(false);
    }
  });

  return {
    open(trigger) {
      opener = trigger;
      openedByAddress = window.location.hash === CONTACT_HASH;
      show(true);
    },
  };
};
