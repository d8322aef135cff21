// Puts a picture in the text: a file from the computer is previewed, described by its alt text, then uploaded with
// progress; an image of the media library comes with the alternative text it was given there, and needs no upload.
import { useEffect, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Spinner } from '@/components/Spinner';
import { messageOf } from '@/lib/formErrors';
import { toast } from '@/lib/toast';
import { variantUrl } from '@/components/media/mediaLibraryApi';
import type { LibraryImage } from '@/generated/LibraryImage';
import type { UploadedImage } from '@/generated/UploadedImage';
import { AltTextField } from './AltTextField';
import { ModalDialog } from '@/components/ModalDialog';
import { UploadProgress } from './UploadProgress';

/** The width shown in the article column: sharp on most screens without sending the largest file. */
const INLINE_WIDTH = 960;

export type ImageUploader = (file: File, onProgress: (percent: number) => void) => Promise<UploadedImage>;

export type ImageSource = { kind: 'file'; file: File } | { kind: 'library'; image: LibraryImage };

interface ImageDialogProps {
  source: ImageSource;
  upload: ImageUploader;
  onInsert: (src: string, altText: string) => void;
  onClose: () => void;
  /** Gives the focus back to the editor once the dialog has closed. */
  refocus: () => void;
}

function inlineSource(image: UploadedImage): string {
  return image.variants.find((variant) => variant.width === INLINE_WIDTH)?.url ?? image.url;
}

export function ImageDialog({ source, upload, onInsert, onClose, refocus }: ImageDialogProps) {
  const { t } = useTranslation('adminBlog');
  const file = source.kind === 'file' ? source.file : null;
  const [altText, setAltText] = useState(source.kind === 'library' ? source.image.alt_text : '');
  const [error, setError] = useState<string | undefined>();
  const [progress, setProgress] = useState<number | null>(null);
  const [fileAddress, setFileAddress] = useState<string | null>(null);

  useEffect(() => {
    if (!file) return;
    const address = URL.createObjectURL(file);
    setFileAddress(address);
    return () => URL.revokeObjectURL(address);
  }, [file]);
  const preview = source.kind === 'library' ? variantUrl(source.image, INLINE_WIDTH) : fileAddress;

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    event.stopPropagation();
    if (progress !== null) return;
    if (!altText.trim()) return setError(t('editor.imageDialog.altRequired'));
    if (source.kind === 'library') return onInsert(variantUrl(source.image, INLINE_WIDTH), altText.trim());
    setProgress(0);
    try {
      const image = await upload(source.file, setProgress);
      onInsert(inlineSource(image), altText.trim());
    } catch (failure) {
      toast({ title: t('uploadErrorTitle'), description: messageOf(failure, t('uploadFailed')), variant: 'destructive' });
      setProgress(null);
    }
  }

  return (
    <ModalDialog
      narrow
      title={t('editor.imageDialog.title')}
      description={t('editor.imageDialog.description')}
      closeLabel={t('editor.imageDialog.cancel')}
      onClose={() => progress === null && onClose()}
      refocus={refocus}
    >
      <form className="space-y-5" onSubmit={(event) => void submit(event)} noValidate>
        {preview && (
          <img
            src={preview}
            alt={t('editor.imageDialog.preview')}
            className="max-h-56 w-full rounded-xl bg-slate-100 object-contain"
          />
        )}
        <AltTextField
          id="editor-image-alt"
          value={altText}
          onChange={(value) => {
            setAltText(value);
            setError(undefined);
          }}
          error={error}
          disabled={progress !== null}
        />
        {progress !== null && (
          <UploadProgress percent={progress} label={t('editor.imageDialog.uploading', { percent: progress })} />
        )}
        <div className="flex justify-end">
          <button type="submit" className="btn-primary" disabled={progress !== null}>
            {progress !== null && <Spinner size="sm" decorative />}
            {t('editor.imageDialog.insert')}
          </button>
        </div>
      </form>
    </ModalDialog>
  );
}
