// The frame of the site's modal dialogs with a form or a result in them: title, short explanation, close button,
// and the row of buttons at the bottom. (Yes/no questions use ConfirmDialog.)
import type { ReactNode } from 'react';
import * as Dialog from '@radix-ui/react-dialog';
import type { LucideIcon } from 'lucide-react';
import { X } from 'lucide-react';
import { SubmitButton } from '@/components/SubmitButton';
import { useReturnFocus } from '@/components/useReturnFocus';

/** Closing a toast must not count as a click outside the dialog. */
function keepOpenWhenUsingToast(event: Event) {
  if (event.target instanceof Element && event.target.closest('[data-toaster]')) event.preventDefault();
}

interface ModalDialogProps {
  /** Shown unless false; dialogs that exist only while open leave it out. */
  open?: boolean;
  title: string;
  description: string;
  closeLabel: string;
  /** While true, the dialog cannot be closed (a request is running). */
  busy?: boolean;
  onClose: () => void;
  /** A narrower frame, for a single field. */
  narrow?: boolean;
  /** A wider frame, for a preview beside its form. */
  wide?: boolean;
  /** Where focus goes once the dialog has closed, when not back to what had it before (the text of an editor, say). */
  refocus?: () => void;
  children: ReactNode;
}

export function ModalDialog({
  open = true,
  title,
  description,
  closeLabel,
  busy = false,
  onClose,
  narrow = false,
  wide = false,
  refocus,
  children,
}: ModalDialogProps) {
  const returnFocus = useReturnFocus(open);
  const focusOnClose = refocus
    ? (event: Event) => {
        event.preventDefault();
        refocus();
      }
    : returnFocus;
  const width = narrow ? 'max-w-lg' : wide ? 'max-w-3xl' : 'max-w-xl';
  return (
    <Dialog.Root open={open} onOpenChange={(next) => !next && !busy && onClose()}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-slate-950/60 backdrop-blur-sm motion-safe:animate-fade-in" />
        <Dialog.Content
          onInteractOutside={keepOpenWhenUsingToast}
          onCloseAutoFocus={focusOnClose}
          className={`fixed left-1/2 top-1/2 z-50 max-h-[calc(100dvh-2rem)] w-[calc(100vw-2rem)] ${width} -translate-x-1/2 -translate-y-1/2 overflow-y-auto rounded-2xl bg-white p-6 shadow-2xl focus:outline-none sm:p-8 motion-safe:animate-pop-in`}
        >
          <div className="flex items-start justify-between gap-4">
            <div className="min-w-0">
              <Dialog.Title className="font-display text-2xl font-semibold text-sky-950">{title}</Dialog.Title>
              <Dialog.Description className="mt-2 text-slate-600">{description}</Dialog.Description>
            </div>
            <Dialog.Close className="icon-button -mr-2 -mt-2" aria-label={closeLabel} disabled={busy}>
              <X aria-hidden="true" className="size-5" />
            </Dialog.Close>
          </div>
          <div className="mt-6">{children}</div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}

/** The buttons at the bottom of a dialog: side by side on the right, stacked with the main one on top on phones. */
export function DialogButtons({ children }: { children: ReactNode }) {
  return <div className="flex flex-col-reverse gap-3 pt-2 sm:flex-row sm:justify-end">{children}</div>;
}

interface DialogFormButtonsProps {
  cancelLabel: string;
  submitLabel: string;
  icon: LucideIcon;
  /** The form is sending: both buttons wait, the main one says it is busy. */
  pending: boolean;
}

/** Cancel (closes the dialog) and the form's submit button. */
export function DialogFormButtons({ cancelLabel, submitLabel, icon, pending }: DialogFormButtonsProps) {
  return (
    <DialogButtons>
      <Dialog.Close className="btn-outline" disabled={pending}>
        {cancelLabel}
      </Dialog.Close>
      <SubmitButton pending={pending} icon={icon}>
        {submitLabel}
      </SubmitButton>
    </DialogButtons>
  );
}
