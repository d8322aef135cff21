// Chooses the files to attach to a new dossier: several at once, each removable, with its upload progress once sending.
import { useId, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Paperclip, X } from 'lucide-react';
import { FileSize } from './FileSize';

export const ACCEPTED_FILES = '.pdf,.odt,.docx,.xlsx,.pptx,.png,.jpg,.jpeg';
export const MAX_ATTACHMENTS = 10;

export interface PickedFile {
  key: string;
  file: File;
  /** 0–100 while sending; undefined before. */
  progress?: number;
  failed?: boolean;
}

interface FilePickerProps {
  files: PickedFile[];
  onAdd: (files: File[]) => void;
  onRemove: (key: string) => void;
  disabled: boolean;
  error?: string;
}

export function FilePicker({ files, onAdd, onRemove, disabled, error }: FilePickerProps) {
  const { t } = useTranslation('dossiers');
  const inputRef = useRef<HTMLInputElement>(null);
  const id = useId();
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;

  return (
    <fieldset className="space-y-3">
      <legend className="text-sm font-semibold text-slate-800">{t('files.legend')}</legend>
      <div>
        <input
          ref={inputRef}
          id={id}
          type="file"
          multiple
          accept={ACCEPTED_FILES}
          disabled={disabled}
          aria-describedby={error ? `${hintId} ${errorId}` : hintId}
          className="peer sr-only"
          onChange={(event) => {
            onAdd(Array.from(event.target.files ?? []));
            if (inputRef.current) inputRef.current.value = '';
          }}
        />
        <label
          htmlFor={id}
          className={`btn-outline cursor-pointer peer-focus-visible:outline-2 peer-focus-visible:outline-offset-2 peer-focus-visible:outline-amber-500 ${disabled ? 'pointer-events-none opacity-60' : ''}`}
        >
          <Paperclip aria-hidden="true" className="size-5" />
          {t('files.choose')}
        </label>
      </div>
      <p id={hintId} className="text-sm text-slate-600">
        {t('files.hint')}
      </p>
      {error && (
        <p id={errorId} className="text-sm font-medium text-red-700">
          {error}
        </p>
      )}
      {files.length > 0 && (
        <ul aria-label={t('files.selected')} className="divide-y divide-slate-100 rounded-2xl border border-slate-200 bg-white">
          {files.map(({ key, file, progress, failed }) => (
            <li key={key} className="flex flex-wrap items-center gap-3 px-4 py-3">
              <span className="min-w-0 flex-1 break-all font-medium text-slate-900">{file.name}</span>
              <span className="text-sm text-slate-600">
                <FileSize bytes={file.size} />
              </span>
              {failed && <span className="text-sm font-semibold text-red-700">{t('files.failed')}</span>}
              {!failed && progress === 100 && <span className="text-sm font-semibold text-emerald-800">{t('files.done')}</span>}
              {!failed && progress !== undefined && progress < 100 && (
                <progress
                  max={100}
                  value={progress}
                  aria-label={t('files.progress', { name: file.name })}
                  className="h-2 w-28 accent-sky-700"
                />
              )}
              {progress === undefined && (
                <button
                  type="button"
                  onClick={() => onRemove(key)}
                  disabled={disabled}
                  aria-label={t('files.remove', { name: file.name })}
                  className="icon-button"
                >
                  <X aria-hidden="true" className="size-5" />
                </button>
              )}
            </li>
          ))}
        </ul>
      )}
    </fieldset>
  );
}
