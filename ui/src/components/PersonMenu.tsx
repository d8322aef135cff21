// The signed-in person's menu button (picture and name) and its keyboard-usable menu; each place gives its own items.
import { useEffect, useId, useRef, useState, type KeyboardEvent, type ReactNode } from 'react';
import { ChevronDown, LogOut } from 'lucide-react';
import { Avatar } from '@/components/Avatar';

/** For each item: `<li role="none">` around an element with role="menuitem", tabIndex -1 and this class. */
export const MENU_ITEM_CLASS =
  'flex w-full items-center gap-3 rounded-lg px-3 py-2.5 text-left text-slate-800 hover:bg-sky-50 hover:text-sky-900 focus:bg-sky-50 focus:text-sky-900 focus:outline-none focus-visible:ring-2 focus-visible:ring-amber-500';

interface PersonMenuProps {
  name: string;
  email: string;
  avatarUrl: string | null;
  /** The menu's items, given the function that closes the menu (call it when an item is chosen). */
  children: (close: () => void) => ReactNode;
}

export function PersonMenu({ name, email, avatarUrl, children }: PersonMenuProps) {
  const [open, setOpen] = useState(false);
  const [focusIndex, setFocusIndex] = useState(0);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const wrapperRef = useRef<HTMLDivElement>(null);
  const menuRef = useRef<HTMLUListElement>(null);
  const menuId = useId();
  const buttonId = useId();

  const items = () => Array.from(menuRef.current?.querySelectorAll<HTMLElement>('[role="menuitem"]') ?? []);

  // A negative index counts from the end, so ArrowUp on the button can open the menu on its last item.
  useEffect(() => {
    if (open) items().at(focusIndex)?.focus();
  }, [open, focusIndex]);

  useEffect(() => {
    if (!open) return;
    function closeOnOutsidePointer(event: PointerEvent) {
      if (event.target instanceof Node && !wrapperRef.current?.contains(event.target)) setOpen(false);
    }
    document.addEventListener('pointerdown', closeOnOutsidePointer);
    return () => document.removeEventListener('pointerdown', closeOnOutsidePointer);
  }, [open]);

  function openAt(index: number) {
    setFocusIndex(index);
    setOpen(true);
  }

  function closeAndReturnFocus() {
    setOpen(false);
    buttonRef.current?.focus();
  }

  function onButtonKeyDown(event: KeyboardEvent) {
    if (event.key === 'ArrowDown') {
      event.preventDefault();
      openAt(0);
    } else if (event.key === 'ArrowUp') {
      event.preventDefault();
      openAt(-1);
    }
  }

  function onMenuKeyDown(event: KeyboardEvent) {
    const count = items().length;
    const moves: Record<string, number> = {
      ArrowDown: (focusIndex + 1) % count,
      ArrowUp: (focusIndex - 1 + count) % count,
      Home: 0,
      End: count - 1,
    };
    if (event.key in moves) {
      event.preventDefault();
      setFocusIndex(moves[event.key]);
    } else if (event.key === 'Escape') {
      event.preventDefault();
      closeAndReturnFocus();
    } else if (event.key === 'Tab') {
      setOpen(false);
    }
  }

  return (
    <div ref={wrapperRef} className="relative">
      <button
        ref={buttonRef}
        id={buttonId}
        type="button"
        aria-haspopup="menu"
        aria-expanded={open}
        aria-controls={open ? menuId : undefined}
        onClick={() => (open ? setOpen(false) : openAt(0))}
        onKeyDown={onButtonKeyDown}
        className="flex min-h-11 items-center gap-2 rounded-full py-1 ps-1 pe-2 text-slate-800 transition hover:bg-slate-100 sm:pe-3"
      >
        <Avatar name={name} imageUrl={avatarUrl} decorative />
        {/* The name names the button, so what is read is what is shown (kept for screen readers on phones). */}
        <span className="sr-only font-medium sm:not-sr-only sm:max-w-[12rem] sm:truncate">{name}</span>
        <ChevronDown
          aria-hidden="true"
          className={`size-4 transition motion-reduce:transition-none ${open ? 'rotate-180' : ''}`}
        />
      </button>

      {open && (
        <div className="absolute end-0 top-full z-40 mt-2 w-64 rounded-2xl border border-slate-200 bg-white p-2 shadow-xl motion-safe:animate-pop-in">
          <div className="border-b border-slate-100 px-3 pb-3 pt-2">
            <p className="truncate font-semibold text-slate-900">{name}</p>
            <p className="truncate text-sm text-slate-600">{email}</p>
          </div>
          <ul ref={menuRef} id={menuId} role="menu" aria-labelledby={buttonId} className="pt-2" onKeyDown={onMenuKeyDown}>
            {children(() => setOpen(false))}
          </ul>
        </div>
      )}
    </div>
  );
}

/** The menu's last item, which closes the menu and signs out. */
export function SignOutItem({ label, close, signOut }: { label: string; close: () => void; signOut: () => Promise<unknown> }) {
  return (
    <li role="none">
      <button
        role="menuitem"
        tabIndex={-1}
        type="button"
        className={MENU_ITEM_CLASS}
        onClick={() => {
          close();
          void signOut();
        }}
      >
        <LogOut aria-hidden="true" className="size-4" />
        {label}
      </button>
    </li>
  );
}
