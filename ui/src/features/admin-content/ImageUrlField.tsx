// An image setting: send a file (with progress), choose one from the media library or type an address, with a preview
// of the result.
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ImageOff, Trash2 } from 'lucide-react';
import { ChooseFromLibrary } from '@/components/media/ChooseFromLibrary';
import { TextField } from '@/components/TextField';
import { messageOf } from '@/lib/formErrors';
import { srcSetFor } from '@/lib/media';
import { toast } from '@/lib/toast';
import { uploadImage } from '@/lib/upload';
import { LIMITS } from '@/generated/limits';

const ACCEPTED = 'image/jpeg,image/png,image/gif,image/webp';

interface ImageUrlFieldProps {
  id: string;
  label: string;
  value: string;
  onChange: (url: string) => void;
  /** Lets the form wait for a running upload before saving. */
  onUploadingChange?: (uploading: boolean) => void;
  error?: string;
  /** Small square previews suit icons; wide ones suit illustrations. */
  previewShape?: 'wide' | 'square';
}

export function ImageUrlField({
  id,
  label,
  value,
  onChange,
  onUploadingChange,
  error,
  previewShape = 'wide',
}: ImageUrlFieldProps) {
  const { t } = useTranslation('adminContent');
  const [progress, setProgress] = useState<number | null>(null);
  const url = value.trim();

  async function send(file: File) {
    setProgress(0);
    onUploadingChange?.(true);
    try {
      const uploaded = await uploadImage(file, setProgress);
      onChange(uploaded.url);
    } catch (uploadError) {
      toast({
        title: t('image.uploadFailed'),
        description: messageOf(uploadError, t('image.uploadFallback')),
        variant: 'destructive',
      });
    } finally {
      setProgress(null);
      onUploadingChange?.(false);
    }
  }

  const previewBox = previewShape === 'square' ? 'size-24' : 'aspect-video w-full max-w-xs';

  return (
    <fieldset className="space-y-4 rounded-xl border border-slate-200 p-4">
      <legend className="px-1 text-sm font-semibold text-slate-800">{label}</legend>
      <div className="flex flex-col gap-4 sm:flex-row sm:items-start">
        <div
          className={`${previewBox} flex shrink-0 items-center justify-center overflow-hidden rounded-lg border border-slate-200 bg-slate-50`}
        >
          {url ? (
            <img
              src={url}
              srcSet={srcSetFor(url)}
              sizes="20rem"
              alt={t('image.preview', { label })}
              className="size-full object-contain"
            />
          ) : (
            <ImageOff aria-hidden="true" className="size-8 text-slate-400" />
          )}
        </div>
        <div className="min-w-0 flex-1 space-y-3">
          {!url && <p className="text-sm text-slate-600">{t('image.none')}</p>}
          <div className="space-y-1.5">
            <label htmlFor={`${id}-file`} className="block text-sm font-semibold text-slate-800">
              {t('image.upload', { label })}
            </label>
            <input
              id={`${id}-file`}
              type="file"
              accept={ACCEPTED}
              disabled={progress !== null}
              aria-describedby={`${id}-file-hint`}
              onChange={(event) => {
                const file = event.target.files?.[0];
                event.target.value = '';
                if (file) void send(file);
              }}
              className="block w-full text-sm text-slate-700 file:mr-4 file:min-h-11 file:cursor-pointer file:rounded-full file:border-0 file:bg-sky-50 file:px-5 file:py-2 file:font-semibold file:text-sky-900 hover:file:bg-sky-100"
            />
            <p id={`${id}-file-hint`} className="text-sm text-slate-600">
              {t('image.uploadHint')}
            </p>
          </div>
          <ChooseFromLibrary field={label} disabled={progress !== null} onPick={(image) => onChange(image.url)} />
          {url && progress === null && (
            <button
              type="button"
              onClick={() => onChange('')}
              aria-label={`${t('image.remove')} (${label})`}
              className="btn-outline px-4 py-2"
            >
              <Trash2 aria-hidden="true" className="size-4" />
              {t('image.remove')}
            </button>
          )}
          {progress !== null && (
            <div className="flex items-center gap-3">
              <progress max={100} value={progress} aria-label={t('image.uploading')} className="h-2 flex-1 accent-sky-700" />
              <span className="text-sm tabular-nums text-slate-700">{t('image.progress', { percent: progress })}</span>
            </div>
          )}
        </div>
      </div>
      <TextField
        id={id}
        label={t('image.address', { label })}
        value={value}
        onChange={onChange}
        hint={t('image.addressHint')}
        error={error}
        maxLength={LIMITS.link}
      />
    </fieldset>
  );
}
