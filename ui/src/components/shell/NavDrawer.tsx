// On phones and small tablets the sections open in a panel from the left that traps focus and closes after a choice.
import { useEffect, useState } from 'react';
import { useLocation } from 'react-router';
import * as Dialog from '@radix-ui/react-dialog';
import { useTranslation } from 'react-i18next';
import { Menu, X } from 'lucide-react';
import { ShellNav, type ShellEntry } from './ShellNav';

interface NavDrawerProps {
  title: string;
  navLabel: string;
  entries: ShellEntry[];
}

export function NavDrawer({ title, navLabel, entries }: NavDrawerProps) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const { pathname } = useLocation();

  useEffect(() => setOpen(false), [pathname]);

  return (
    <Dialog.Root open={open} onOpenChange={setOpen}>
      <Dialog.Trigger className="icon-button lg:hidden" aria-label={t('shell.openNav')}>
        <Menu aria-hidden="true" className="size-6" />
      </Dialog.Trigger>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-slate-950/60 motion-safe:animate-fade-in lg:hidden" />
        <Dialog.Content
          aria-describedby={undefined}
          className="fixed inset-y-0 left-0 z-50 flex w-70 max-w-[85vw] flex-col gap-6 overflow-y-auto bg-sky-950 p-4 text-white shadow-2xl focus:outline-none lg:hidden"
        >
          <div className="flex items-center justify-between gap-3">
            <Dialog.Title className="truncate px-2 font-display text-xl font-semibold">{title}</Dialog.Title>
            <Dialog.Close
              className="inline-flex size-10 items-center justify-center rounded-full text-sky-100 hover:bg-white/10 hover:text-white focus-visible:outline-amber-400"
              aria-label={t('shell.closeNav')}
            >
              <X aria-hidden="true" className="size-5" />
            </Dialog.Close>
          </div>
          <ShellNav label={navLabel} entries={entries} onChoice={() => setOpen(false)} />
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
