// The article's address: follows the title until the author edits it, with the public URL it gives.
import { useTranslation } from 'react-i18next';
import { RotateCcw } from 'lucide-react';
import { TextField } from '@/components/TextField';
import type { Lang } from '@/generated/Lang';
import { LIMITS } from '@/generated/limits';
import { articlePath } from './languages';

interface SlugFieldProps {
  /** The article's language, which leads its address (`/en/blog/…`). */
  lang: Lang;
  value: string;
  preview: string;
  canReset: boolean;
  error?: string;
  onChange: (value: string) => void;
  onReset: () => void;
}

export function SlugField({ lang, value, preview, canReset, error, onChange, onReset }: SlugFieldProps) {
  const { t } = useTranslation('adminBlog');
  const url = `${window.location.origin}${articlePath(lang, preview || '…')}`;
  return (
    <div className="space-y-2">
      <TextField
        id="post-slug"
        label={t('form.slug')}
        value={value}
        onChange={onChange}
        hint={t('form.slugHint')}
        error={error}
        maxLength={LIMITS.title}
      />
      <div className="flex flex-wrap items-center justify-between gap-2">
        <p className="break-all text-sm text-slate-700">{t('form.slugPreview', { url })}</p>
        {canReset && (
          <button
            type="button"
            onClick={onReset}
            className="inline-flex items-center gap-1.5 rounded-full px-3 py-1.5 text-sm font-semibold text-sky-800 hover:bg-sky-50"
          >
            <RotateCcw aria-hidden="true" className="size-4" />
            {t('form.slugReset')}
          </button>
        )}
      </div>
    </div>
  );
}
