// A button of the call to action: its words, and where it leads — the contact form, a booking page elsewhere (any
// scheduling site's https address, opened in a new tab) or a page of the site — with the address that target needs.
import { useTranslation } from 'react-i18next';
import { TextField } from '@/components/TextField';
import { LIMITS } from '@/generated/limits';
import type { CtaTarget } from '@/generated/CtaTarget';
import { contentFieldId, type CtaButtonForm } from './contentForm';
import type { FieldMessages } from './ContentFields';

const TARGETS: CtaTarget[] = ['contact', 'booking', 'page'];

interface CtaButtonFieldsProps {
  /** The server's name for the button: `home_cta.button` or `home_cta.secondary`. */
  part: string;
  legend: string;
  value: CtaButtonForm;
  onChange: (value: CtaButtonForm) => void;
  errors: FieldMessages;
  /** The words shown while the label is empty (the main button's own), or none when the label is required. */
  defaultLabel?: string;
}

export function CtaButtonFields({ part, legend, value, onChange, errors, defaultLabel }: CtaButtonFieldsProps) {
  const { t } = useTranslation('adminContent');
  const targetName = contentFieldId(`${part}.target`);
  const urlField = `${part}.url`;
  return (
    <fieldset className="space-y-4 rounded-xl border border-slate-200 bg-slate-50/60 p-4">
      <legend className="px-1 font-semibold text-slate-800">{legend}</legend>
      <TextField
        id={contentFieldId(`${part}.label`)}
        label={t('cta.label')}
        placeholder={defaultLabel}
        maxLength={LIMITS.buttonLabel}
        value={value.label}
        onChange={(label) => onChange({ ...value, label })}
        error={errors[`${part}.label`]}
      />
      <fieldset className="space-y-2">
        <legend className="text-sm font-semibold text-slate-800">{t('cta.target')}</legend>
        <div className="flex flex-col gap-2 sm:flex-row sm:flex-wrap sm:gap-x-6">
          {TARGETS.map((target) => (
            <label key={target} className="inline-flex min-h-11 cursor-pointer items-center gap-2 text-slate-800">
              <input
                type="radio"
                name={targetName}
                value={target}
                checked={value.target === target}
                onChange={() => onChange({ ...value, target })}
                className="size-4 accent-sky-800"
              />
              {t(`cta.targets.${target}`)}
            </label>
          ))}
        </div>
      </fieldset>
      {value.target === 'booking' && (
        <TextField
          id={contentFieldId(urlField)}
          label={t('cta.bookingUrl')}
          hint={t('cta.bookingHint')}
          placeholder="https://calendly.com/…"
          type="url"
          maxLength={LIMITS.link}
          value={value.bookingUrl}
          onChange={(bookingUrl) => onChange({ ...value, bookingUrl })}
          error={errors[urlField]}
        />
      )}
      {value.target === 'page' && (
        <TextField
          id={contentFieldId(urlField)}
          label={t('cta.pagePath')}
          hint={t('cta.pageHint')}
          placeholder="/activites"
          maxLength={LIMITS.link}
          value={value.pagePath}
          onChange={(pagePath) => onChange({ ...value, pagePath })}
          error={errors[urlField]}
        />
      )}
    </fieldset>
  );
}
