// A back-office "are you sure?" dialog: focus starts on the safe choice, the action button says what will happen,
// and on closing goes back to the control that opened it when that control is still there.
import type { ReactNode } from 'react';
import * as Dialog from '@radix-ui/react-dialog';
import { Spinner } from '@/components/Spinner';
import { useReturnFocus } from '@/components/useReturnFocus';

interface ConfirmDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: string;
  description: ReactNode;
  confirmLabel: string;
  cancelLabel: string;
  onConfirm: () => void;
  /** Red action button, for deletions. */
  destructive?: boolean;
  busy?: boolean;
}

export function ConfirmDialog({
  open,
  onOpenChange,
  title,
  description,
  confirmLabel,
  cancelLabel,
  onConfirm,
  destructive = false,
  busy = false,
}: ConfirmDialogProps) {
  const returnFocus = useReturnFocus(open);

  const confirmClass = destructive
    ? 'inline-flex min-h-11 items-center justify-center gap-2 rounded-full bg-red-700 px-6 py-3 font-semibold text-white transition hover:bg-red-800 disabled:cursor-not-allowed disabled:opacity-70'
    : 'btn-primary';

  return (
    <Dialog.Root open={open} onOpenChange={(next) => !busy && onOpenChange(next)}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-slate-950/60 backdrop-blur-sm motion-safe:animate-fade-in" />
        <Dialog.Content
          role="alertdialog"
          onCloseAutoFocus={returnFocus}
          className="fixed left-1/2 top-1/2 z-50 w-[calc(100vw-2rem)] max-w-md -translate-x-1/2 -translate-y-1/2 rounded-2xl bg-white p-6 shadow-2xl focus:outline-none sm:p-8 motion-safe:animate-pop-in"
        >
          <Dialog.Title className="font-display text-2xl font-semibold text-sky-950">{title}</Dialog.Title>
          <Dialog.Description className="mt-3 text-slate-700">{description}</Dialog.Description>
          <div className="mt-8 flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
            <Dialog.Close className="btn-outline" disabled={busy}>
              {cancelLabel}
            </Dialog.Close>
            <button type="button" className={confirmClass} onClick={onConfirm} disabled={busy} aria-busy={busy}>
              {busy && <Spinner size="sm" decorative />}
              {confirmLabel}
            </button>
          </div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
