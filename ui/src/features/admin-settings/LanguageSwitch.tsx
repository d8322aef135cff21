// One language of the site, turned on or off (French is always on), named in its own language.
import { useId } from 'react';
import type { Lang } from '@/generated/Lang';
import { NATIVE_NAMES, directionOf } from '@/lib/language';

interface LanguageSwitchProps {
  lang: Lang;
  checked: boolean;
  /** Absent: the language cannot be turned off. */
  onChange?: (on: boolean) => void;
  hint: string;
}

export function LanguageSwitch({ lang, checked, onChange, hint }: LanguageSwitchProps) {
  const id = useId();
  return (
    <div className="flex items-start gap-3">
      <input
        id={id}
        type="checkbox"
        role="switch"
        className="mt-1 size-5 shrink-0 accent-sky-800 disabled:cursor-not-allowed"
        checked={checked}
        disabled={!onChange}
        aria-describedby={`${id}-hint`}
        onChange={(event) => onChange?.(event.target.checked)}
      />
      <div className="space-y-1">
        <label htmlFor={id} lang={lang} dir={directionOf(lang)} className="font-semibold text-slate-800">
          {NATIVE_NAMES[lang]}
        </label>
        <p id={`${id}-hint`} className="text-sm text-slate-600">
          {hint}
        </p>
      </div>
    </div>
  );
}
