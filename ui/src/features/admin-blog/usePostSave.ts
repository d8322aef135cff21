// Saving an article: pending images are uploaded first (with progress), then the post is sent; any failure
// stops there and says why, under the field concerned when the server names one, and a save refused because the
// article changed elsewhere keeps how it now stands.
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useActionSubmit, useFormSubmit } from '@/lib/useFormSubmit';
import { toast } from '@/lib/toast';
import { uploadImage } from '@/lib/upload';
import type { AdminPost } from '@/generated/AdminPost';
import { POST_FIELDS, savedMessageKey, toPostInput, type ImageValue, type PostField, type PostFormValues } from './postForm';
import { StaleVersionError, useSavePost } from './api/usePosts';

export type ImageSlot = 'cover' | 'thumbnail';

const IMAGE_SLOTS: readonly ImageSlot[] = ['cover', 'thumbnail'];

export type UploadProgressBySlot = Partial<Record<ImageSlot, number>>;

/** The form's field errors (checks before sending, the server's after) live here, with the state of the save. */
export function usePostSave(original: AdminPost | null, fieldId: (field: PostField) => string) {
  const { t } = useTranslation('adminBlog');
  const savePost = useSavePost(original);
  const [progress, setProgress] = useState<UploadProgressBySlot>({});
  // The article as it now stands, when this editor's save was refused for coming from an older version.
  const [changedElsewhere, setChangedElsewhere] = useState<AdminPost | null>(null);
  const uploads = useActionSubmit(t('uploadErrorTitle'), t('uploadFailed'));
  // The field messages say what is wrong; the toast keeps the editor's own summary.
  const form = useFormSubmit({
    fields: POST_FIELDS,
    fieldId,
    failureTitle: t('errorTitle'),
    failureFallback: t('form.saveFailed'),
    ownMessage: true,
  });

  async function uploadPending(slot: ImageSlot, value: Extract<ImageValue, { kind: 'pending' }>): Promise<ImageValue> {
    setProgress((current) => ({ ...current, [slot]: 0 }));
    try {
      const image = await uploadImage(value.file, (percent) => setProgress((current) => ({ ...current, [slot]: percent })));
      return { kind: 'saved', url: image.url };
    } finally {
      setProgress((current) => ({ ...current, [slot]: undefined }));
    }
  }

  /**
   * The saved post, or null when saving failed. `onImageUploaded` keeps each uploaded address in the form, so a retry
   * does not send it again.
   */
  async function save(
    values: PostFormValues,
    onImageUploaded: (slot: ImageSlot, value: ImageValue) => void,
    overwriting?: AdminPost,
  ): Promise<AdminPost | null> {
    const images = { cover: values.cover, thumbnail: values.thumbnail };
    const uploaded = await uploads.submit(async () => {
      for (const slot of IMAGE_SLOTS) {
        const value = images[slot];
        if (value.kind !== 'pending') continue;
        images[slot] = await uploadPending(slot, value);
        onImageUploaded(slot, images[slot]);
      }
    });
    if (!uploaded) return null;
    let saved: AdminPost | null = null;
    const input = toPostInput({ ...values, ...images }, original);
    if (overwriting) input.version = overwriting.version;
    const ok = await form.submit(async () => {
      try {
        saved = await savePost.mutateAsync(input);
      } catch (error) {
        if (error instanceof StaleVersionError) setChangedElsewhere(error.current);
        throw error;
      }
      setChangedElsewhere(null);
      toast({ title: t('successTitle'), description: t(savedMessageKey(!original, values.mode)) });
    });
    return ok ? saved : null;
  }

  return {
    save,
    saving: uploads.pending || form.pending,
    progress,
    errors: form.errors,
    setErrors: form.setErrors,
    check: form.check,
    changedElsewhere,
  };
}
