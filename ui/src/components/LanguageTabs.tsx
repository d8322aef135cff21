// The bar « Français | English | العربية » above a form the owner writes in each language the site speaks: it
// switches the form below (the tab panel) between the French original and a translation. With French alone there
// is nothing to switch: the form shows bare.
import { useId, useRef, type KeyboardEvent, type ReactNode } from 'react';
import type { Lang } from '@/generated/Lang';
import { NATIVE_NAMES } from '@/lib/language';

interface LanguageTabsProps {
  /** The languages the site speaks, French first. */
  languages: readonly Lang[];
  value: Lang;
  onChange: (lang: Lang) => void;
  /** Names the tab list for assistive technologies. */
  label: string;
  children: ReactNode;
}

const TAB = 'min-h-11 rounded-full px-4 text-sm font-semibold transition focus-visible:outline-2 focus-visible:outline-offset-2';

export function LanguageTabs({ languages, value, onChange, label, children }: LanguageTabsProps) {
  const id = useId();
  const tabs = useRef<Partial<Record<Lang, HTMLButtonElement | null>>>({});
  if (languages.length < 2) return children;

  const tabId = (lang: Lang) => `${id}-tab-${lang}`;

  // Arrow keys move along the bar in reading order (reversed when the screen reads right to left), Home and End to
  // its ends; the tab reached is chosen, as in every tab list.
  function onKeyDown(event: KeyboardEvent<HTMLDivElement>) {
    const rtl = getComputedStyle(event.currentTarget).direction === 'rtl';
    const steps: Record<string, number> = { ArrowRight: rtl ? -1 : 1, ArrowLeft: rtl ? 1 : -1 };
    const at = languages.indexOf(value);
    let next: number | undefined;
    if (event.key in steps) next = (at + steps[event.key] + languages.length) % languages.length;
    else if (event.key === 'Home') next = 0;
    else if (event.key === 'End') next = languages.length - 1;
    if (next === undefined) return;
    event.preventDefault();
    onChange(languages[next]);
    tabs.current[languages[next]]?.focus();
  }

  return (
    <div className="space-y-6">
      <div role="tablist" aria-label={label} onKeyDown={onKeyDown} className="flex flex-wrap gap-2">
        {languages.map((lang) => {
          const selected = lang === value;
          return (
            <button
              key={lang}
              ref={(button) => {
                tabs.current[lang] = button;
              }}
              id={tabId(lang)}
              type="button"
              role="tab"
              aria-selected={selected}
              aria-controls={`${id}-panel`}
              tabIndex={selected ? 0 : -1}
              lang={lang}
              onClick={() => onChange(lang)}
              className={
                selected
                  ? `${TAB} bg-sky-900 text-white`
                  : `${TAB} border border-slate-300 bg-white text-slate-800 hover:border-sky-700`
              }
            >
              {NATIVE_NAMES[lang]}
            </button>
          );
        })}
      </div>
      <div role="tabpanel" id={`${id}-panel`} aria-labelledby={tabId(value)}>
        {children}
      </div>
    </div>
  );
}
