// One toolbar control: an icon with a spoken name, its shortcut as a tooltip, and its on/off state.
import { useTranslation } from 'react-i18next';
import type { LucideIcon } from 'lucide-react';

interface ToolbarButtonProps {
  icon: LucideIcon;
  label: string;
  onClick: () => void;
  pressed?: boolean;
  disabled?: boolean;
  /** As written on a French keyboard, e.g. "Ctrl+Maj+Z". */
  shortcut?: string;
}

function ariaKeys(shortcut: string): string {
  return shortcut.replace('Ctrl', 'Control').replace('Maj', 'Shift');
}

export function ToolbarButton({ icon: Icon, label, onClick, pressed, disabled, shortcut }: ToolbarButtonProps) {
  const { t } = useTranslation('adminBlog');
  return (
    <button
      type="button"
      aria-label={label}
      aria-pressed={pressed}
      aria-keyshortcuts={shortcut ? ariaKeys(shortcut) : undefined}
      title={shortcut ? t('editor.shortcut', { label, keys: shortcut }) : label}
      disabled={disabled}
      tabIndex={-1}
      // Keeps the text selection in the editor while the button is clicked.
      onMouseDown={(event) => event.preventDefault()}
      onClick={onClick}
      className="inline-flex size-9 shrink-0 items-center justify-center rounded-lg text-slate-700 transition hover:bg-sky-50 hover:text-sky-900 disabled:cursor-not-allowed disabled:opacity-40 aria-pressed:bg-sky-800 aria-pressed:text-white"
    >
      <Icon aria-hidden="true" className="size-5" />
    </button>
  );
}
