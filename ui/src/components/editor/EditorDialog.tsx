// The modal frame of the editor's small forms (link, image): title, short explanation, close button.
import type { ReactNode } from 'react';
import * as Dialog from '@radix-ui/react-dialog';
import { X } from 'lucide-react';

interface EditorDialogProps {
  open: boolean;
  title: string;
  description: string;
  closeLabel: string;
  onClose: () => void;
  children: ReactNode;
}

export function EditorDialog({ open, title, description, closeLabel, onClose, children }: EditorDialogProps) {
  return (
    <Dialog.Root open={open} onOpenChange={(next) => !next && onClose()}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-slate-950/60 backdrop-blur-sm motion-safe:animate-fade-in" />
        <Dialog.Content className="fixed left-1/2 top-1/2 z-50 max-h-[calc(100dvh-2rem)] w-[calc(100vw-2rem)] max-w-lg -translate-x-1/2 -translate-y-1/2 overflow-y-auto rounded-2xl bg-white p-6 shadow-2xl focus:outline-none sm:p-8 motion-safe:animate-pop-in">
          <div className="flex items-start justify-between gap-4">
            <div>
              <Dialog.Title className="font-display text-2xl font-semibold text-sky-950">{title}</Dialog.Title>
              <Dialog.Description className="mt-2 text-slate-600">{description}</Dialog.Description>
            </div>
            <Dialog.Close className="icon-button -mr-2 -mt-2" aria-label={closeLabel}>
              <X aria-hidden="true" className="size-5" />
            </Dialog.Close>
          </div>
          <div className="mt-6">{children}</div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
