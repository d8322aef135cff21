// The frame of the users page's dialogs: title, description, close button, and a body that may be a form.
import type { ReactNode } from 'react';
import * as Dialog from '@radix-ui/react-dialog';
import { useTranslation } from 'react-i18next';
import { X } from 'lucide-react';

/** Closing a toast must not count as a click outside the dialog. */
function keepOpenWhenUsingToast(event: Event) {
  if (event.target instanceof Element && event.target.closest('[data-toaster]')) event.preventDefault();
}

interface AccountDialogProps {
  title: string;
  description: string;
  /** While true, the dialog cannot be closed (a request is running). */
  busy?: boolean;
  onClose: () => void;
  children: ReactNode;
}

export function AccountDialog({ title, description, busy = false, onClose, children }: AccountDialogProps) {
  const { t } = useTranslation('admin');
  return (
    <Dialog.Root open onOpenChange={(next) => !next && !busy && onClose()}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-slate-950/60 backdrop-blur-sm motion-safe:animate-fade-in" />
        <Dialog.Content
          onInteractOutside={keepOpenWhenUsingToast}
          className="fixed left-1/2 top-1/2 z-50 max-h-[calc(100dvh-2rem)] w-[calc(100vw-2rem)] max-w-xl -translate-x-1/2 -translate-y-1/2 overflow-y-auto rounded-2xl bg-white p-6 shadow-2xl focus:outline-none sm:p-8 motion-safe:animate-pop-in"
        >
          <div className="flex items-start justify-between gap-4">
            <div className="min-w-0">
              <Dialog.Title className="font-display text-2xl font-semibold text-sky-950">{title}</Dialog.Title>
              <Dialog.Description className="mt-2 text-slate-600">{description}</Dialog.Description>
            </div>
            <Dialog.Close className="icon-button -mr-2 -mt-2" aria-label={t('users.close')} disabled={busy}>
              <X aria-hidden="true" className="size-5" />
            </Dialog.Close>
          </div>
          <div className="mt-6">{children}</div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}

export function DialogButtons({ children }: { children: ReactNode }) {
  return <div className="flex flex-col-reverse gap-3 pt-2 sm:flex-row sm:justify-end">{children}</div>;
}

export { Dialog };
