// A cover or thumbnail picker: preview, replace (from the computer or the media library), remove, and the upload
// progress while saving.
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ImagePlus, Trash2 } from 'lucide-react';
import { UploadProgress } from '@/components/editor/UploadProgress';
import { ChooseFromLibrary } from '@/components/media/ChooseFromLibrary';
import type { ImageValue } from './postForm';

interface PostImageFieldProps {
  id: string;
  label: string;
  hint: string;
  value: ImageValue;
  progress: number | null;
  error?: string;
  disabled?: boolean;
  onChange: (value: ImageValue) => void;
}

const IMAGE_TYPES = 'image/jpeg,image/png,image/gif,image/webp';

function usePreview(value: ImageValue): string | null {
  const [objectUrl, setObjectUrl] = useState<string | null>(null);
  const file = value.kind === 'pending' ? value.file : null;
  useEffect(() => {
    if (!file) return setObjectUrl(null);
    const address = URL.createObjectURL(file);
    setObjectUrl(address);
    return () => URL.revokeObjectURL(address);
  }, [file]);
  return value.kind === 'saved' ? value.url : objectUrl;
}

export function PostImageField({ id, label, hint, value, progress, error, disabled, onChange }: PostImageFieldProps) {
  const { t } = useTranslation('adminBlog');
  const input = useRef<HTMLInputElement>(null);
  const preview = usePreview(value);
  const describedBy = [`${id}-hint`, error ? `${id}-error` : ''].filter(Boolean).join(' ');

  return (
    <div className="space-y-3">
      <div>
        <label htmlFor={id} className="block text-sm font-semibold text-slate-800">
          {label}
        </label>
        <p id={`${id}-hint`} className="mt-1 text-sm text-slate-600">
          {hint}
        </p>
      </div>
      {preview && (
        <img
          src={preview}
          alt={t('form.imagePreview', { field: label })}
          className="aspect-video w-full rounded-xl bg-slate-100 object-cover"
        />
      )}
      {value.kind === 'pending' && progress === null && <p className="text-sm text-amber-800">{t('form.pendingUpload')}</p>}
      {progress !== null && <UploadProgress percent={progress} label={t('form.uploading', { percent: progress })} />}
      <input
        ref={input}
        id={id}
        type="file"
        accept={IMAGE_TYPES}
        disabled={disabled}
        aria-describedby={describedBy}
        aria-invalid={error ? true : undefined}
        className="sr-only"
        onChange={(event) => {
          const file = event.target.files?.[0];
          event.target.value = '';
          if (file) onChange({ kind: 'pending', file });
        }}
      />
      <div className="flex flex-wrap gap-2">
        <button
          type="button"
          className="btn-outline min-h-10 px-4 py-2 text-sm"
          disabled={disabled}
          onClick={() => input.current?.click()}
        >
          <ImagePlus aria-hidden="true" className="size-4" />
          {value.kind === 'none' ? t('form.chooseImage') : t('form.replaceImage')}
        </button>
        <ChooseFromLibrary field={label} disabled={disabled} onPick={(image) => onChange({ kind: 'saved', url: image.url })} />
        {value.kind !== 'none' && (
          <button
            type="button"
            className="inline-flex min-h-10 items-center gap-1.5 rounded-full px-4 py-2 text-sm font-semibold text-red-700 hover:bg-red-50 disabled:opacity-60"
            disabled={disabled}
            aria-label={t('form.removeImageLabel', { field: label })}
            onClick={() => onChange({ kind: 'none' })}
          >
            <Trash2 aria-hidden="true" className="size-4" />
            {t('form.removeImage')}
          </button>
        )}
      </div>
      {error && (
        <p id={`${id}-error`} className="text-sm font-medium text-red-700">
          {error}
        </p>
      )}
    </div>
  );
}
