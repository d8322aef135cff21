// Where focus goes when a dialog opened from state closes: Radix returns it to a trigger, and these dialogs have none.
import { useLayoutEffect, useRef } from 'react';

/** Remembers what had focus when `open` became true; the result is the dialog content's `onCloseAutoFocus`. */
export function useReturnFocus(open: boolean): (event: Event) => void {
  const openerRef = useRef<HTMLElement | null>(null);

  // Runs before the dialog moves focus inside itself.
  useLayoutEffect(() => {
    if (open) openerRef.current = document.activeElement instanceof HTMLElement ? document.activeElement : null;
  }, [open]);

  return (event: Event) => {
    event.preventDefault();
    // A deleted row's button is gone: the page then decides where focus goes.
    if (openerRef.current?.isConnected) openerRef.current.focus();
  };
}
