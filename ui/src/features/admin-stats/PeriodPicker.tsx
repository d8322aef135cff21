// The period the statistics cover: three presets, or chosen days (two date fields and a button, so typing a date
// loads nothing until it is complete). The server's words say what is wrong with chosen days.
import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { PRESETS, type Period, type PeriodChoice, type Preset } from './period';

const PRESET_KEYS = { '7d': 'period.days7', '30d': 'period.days30', '12m': 'period.months12' } as const;

const CHOICE =
  'min-h-11 rounded-full border px-4 text-sm font-semibold transition focus-visible:outline-2 focus-visible:outline-offset-2';
const CHOSEN = 'border-sky-800 bg-sky-800 text-white';
const NOT_CHOSEN = 'border-slate-300 bg-white text-slate-800 hover:bg-slate-50';

interface PeriodPickerProps {
  choice: PeriodChoice;
  period: Period;
  /** The server's refusal of the chosen days. */
  rejection: string | null;
  onPreset: (preset: Preset) => void;
  onCustom: (period: Period) => void;
}

export function PeriodPicker({ choice, period, rejection, onPreset, onCustom }: PeriodPickerProps) {
  const { t, i18n } = useTranslation('adminStats');
  const id = useId();
  const [customOpen, setCustomOpen] = useState(choice === 'custom');
  const [from, setFrom] = useState(period.from);
  const [to, setTo] = useState(period.to);
  const day = new Intl.DateTimeFormat(i18n.language, { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' });
  const format = (value: string) => day.format(new Date(`${value}T00:00:00Z`));

  function submit(event: FormEvent) {
    event.preventDefault();
    onCustom({ from, to });
  }

  return (
    <section
      aria-labelledby={`${id}-title`}
      className="space-y-4 rounded-2xl border border-slate-200 bg-white p-4 shadow-sm sm:p-6"
    >
      <h2 id={`${id}-title`} className="text-lg font-semibold text-sky-950">
        {t('period.label')}
      </h2>
      <div role="group" aria-labelledby={`${id}-title`} className="flex flex-wrap gap-2">
        {PRESETS.map((preset) => (
          <button
            key={preset}
            type="button"
            aria-pressed={choice === preset}
            className={`${CHOICE} ${choice === preset ? CHOSEN : NOT_CHOSEN}`}
            onClick={() => {
              setCustomOpen(false);
              onPreset(preset);
            }}
          >
            {t(PRESET_KEYS[preset])}
          </button>
        ))}
        <button
          type="button"
          aria-pressed={customOpen}
          aria-expanded={customOpen}
          aria-controls={`${id}-custom`}
          className={`${CHOICE} ${customOpen ? CHOSEN : NOT_CHOSEN}`}
          onClick={() => setCustomOpen(true)}
        >
          {t('period.custom')}
        </button>
      </div>
      {customOpen && (
        <form id={`${id}-custom`} onSubmit={submit} className="flex flex-wrap items-end gap-3">
          <label className="grid gap-1 text-sm font-semibold text-slate-800">
            {t('period.from')}
            <input
              type="date"
              required
              value={from}
              onChange={(event) => setFrom(event.target.value)}
              className="form-input min-h-11"
              aria-invalid={rejection !== null}
              aria-describedby={rejection ? `${id}-rejection` : undefined}
            />
          </label>
          <label className="grid gap-1 text-sm font-semibold text-slate-800">
            {t('period.to')}
            <input
              type="date"
              required
              value={to}
              onChange={(event) => setTo(event.target.value)}
              className="form-input min-h-11"
              aria-invalid={rejection !== null}
              aria-describedby={rejection ? `${id}-rejection` : undefined}
            />
          </label>
          <button type="submit" className="btn-outline min-h-11">
            {t('period.apply')}
          </button>
        </form>
      )}
      {rejection ? (
        <p id={`${id}-rejection`} role="alert" className="font-medium text-red-700">
          {rejection}
        </p>
      ) : (
        <p className="text-slate-700">{t('period.range', { from: format(period.from), to: format(period.to) })}</p>
      )}
    </section>
  );
}
