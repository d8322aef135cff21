// When the article goes online: kept as a draft, published on saving, or scheduled for a chosen moment.
import { useTranslation } from 'react-i18next';
import { formatFrenchDate } from '@/lib/dates';
import type { PublicationMode } from './publication';

interface PublicationFieldProps {
  mode: PublicationMode;
  scheduledAt: string;
  /** The date of an article already online, which "published" keeps. */
  onlineSince: string | null;
  error?: string;
  onModeChange: (mode: PublicationMode) => void;
  onScheduledAtChange: (value: string) => void;
}

export function PublicationField({
  mode,
  scheduledAt,
  onlineSince,
  error,
  onModeChange,
  onScheduledAtChange,
}: PublicationFieldProps) {
  const { t } = useTranslation('adminBlog');
  const options: { value: PublicationMode; label: string; hint: string }[] = [
    { value: 'draft', label: t('form.modeDraft'), hint: t('form.modeDraftHint') },
    onlineSince
      ? {
          value: 'now',
          label: t('form.modePublished', { date: formatFrenchDate(onlineSince) }),
          hint: t('form.modePublishedHint'),
        }
      : { value: 'now', label: t('form.modeNow'), hint: t('form.modeNowHint') },
    { value: 'scheduled', label: t('form.modeScheduled'), hint: t('form.modeScheduledHint') },
  ];

  return (
    <fieldset className="space-y-3">
      <legend className="text-sm font-semibold text-slate-800">{t('form.publication')}</legend>
      {options.map((option) => (
        <label
          key={option.value}
          className="flex cursor-pointer items-start gap-3 rounded-xl border border-slate-200 p-3 transition hover:border-sky-300 has-[:checked]:border-sky-700 has-[:checked]:bg-sky-50"
        >
          <input
            type="radio"
            name="post-publication"
            value={option.value}
            checked={mode === option.value}
            onChange={() => onModeChange(option.value)}
            className="mt-1 size-4 accent-sky-800"
          />
          <span>
            <span className="block font-semibold text-slate-900">{option.label}</span>
            <span className="block text-sm text-slate-600">{option.hint}</span>
          </span>
        </label>
      ))}
      {mode === 'scheduled' && (
        <div className="space-y-1.5 pt-1">
          <label htmlFor="post-scheduled-at" className="block text-sm font-semibold text-slate-800">
            {t('form.scheduleAt')}
          </label>
          <input
            id="post-scheduled-at"
            type="datetime-local"
            value={scheduledAt}
            onChange={(event) => onScheduledAtChange(event.target.value)}
            aria-describedby={error ? 'post-scheduled-at-error' : undefined}
            aria-invalid={error ? true : undefined}
            className={`form-input ${error ? 'border-red-700' : ''}`}
          />
        </div>
      )}
      {error && (
        <p id="post-scheduled-at-error" className="text-sm font-medium text-red-700">
          {error}
        </p>
      )}
    </fieldset>
  );
}
