// The icon of a service card or an activities section, picked from the set the server accepts: a radio group of the
// icons themselves (arrow keys move the choice, as in any radio group), each named in words for screen readers and in
// a tooltip, the chosen one named below. Each radio lies, transparent, over its tile, so a tap or a click lands on it.
import { useTranslation } from 'react-i18next';
import { CONTENT_ICONS } from '@/generated/contentIcons';

interface IconPickerProps {
  /** The server's field, e.g. `home_services.items.2.icon`; names the group and its error. */
  id: string;
  legend: string;
  value: string;
  onChange: (icon: string) => void;
  error?: string;
}

export function IconPicker({ id, legend, value, onChange, error }: IconPickerProps) {
  const { t } = useTranslation('adminContent');
  const chosen = CONTENT_ICONS.find((icon) => icon.name === value);
  const describedBy = [`${id}-chosen`, error ? `${id}-error` : ''].filter(Boolean).join(' ');
  return (
    <fieldset
      role="radiogroup"
      aria-labelledby={`${id}-legend`}
      aria-describedby={describedBy}
      aria-invalid={error ? true : undefined}
      className="space-y-2 sm:col-span-2"
    >
      <legend id={`${id}-legend`} className="text-sm font-semibold text-slate-800">
        {legend}
      </legend>
      <div className="flex flex-wrap gap-1.5">
        {CONTENT_ICONS.map(({ name, Icon }, index) => {
          const label = t(`icons.${name}`);
          const checked = name === value;
          return (
            <label key={name} title={label} className="relative">
              <input
                type="radio"
                name={id}
                value={name}
                id={checked || (!chosen && index === 0) ? id : undefined}
                checked={checked}
                onChange={() => onChange(name)}
                className="peer absolute inset-0 z-10 size-full cursor-pointer opacity-0"
              />
              <span className="sr-only">{label}</span>
              <span
                aria-hidden="true"
                className="inline-flex size-11 cursor-pointer items-center justify-center rounded-xl border border-slate-200 bg-white text-slate-700 transition hover:border-sky-400 hover:bg-sky-50 peer-checked:border-sky-800 peer-checked:bg-sky-800 peer-checked:text-white peer-focus-visible:outline-2 peer-focus-visible:outline-offset-2 peer-focus-visible:outline-amber-500"
              >
                <Icon className="size-5" />
              </span>
            </label>
          );
        })}
      </div>
      <p id={`${id}-chosen`} className="text-sm text-slate-600">
        {chosen ? t('iconPicker.chosen', { name: t(`icons.${chosen.name}`) }) : t('iconPicker.byPosition')}
      </p>
      {error && (
        <p id={`${id}-error`} className="text-sm font-medium text-red-700">
          {error}
        </p>
      )}
    </fieldset>
  );
}
