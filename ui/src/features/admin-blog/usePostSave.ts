// Saving an article: pending images are uploaded first (with progress), then the post is sent; any failure
// stops there and says why, under the field concerned when the server names one.
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '@/lib/api';
import { fieldErrorsOf, messageOf, type FieldErrors } from '@/lib/formErrors';
import { toast } from '@/lib/toast';
import { uploadImage } from '@/lib/upload';
import type { AdminPost } from '@/generated/AdminPost';
import { POST_FIELDS, savedMessageKey, toPostInput, type ImageValue, type PostField, type PostFormValues } from './postForm';
import { savePost } from './postsApi';
import { useInvalidatePosts } from './api/usePosts';

export type ImageSlot = 'cover' | 'thumbnail';

const IMAGE_SLOTS: readonly ImageSlot[] = ['cover', 'thumbnail'];

export type UploadProgressBySlot = Partial<Record<ImageSlot, number>>;

export function usePostSave(original: AdminPost | null) {
  const { t } = useTranslation('adminBlog');
  const invalidatePosts = useInvalidatePosts();
  const [saving, setSaving] = useState(false);
  const [progress, setProgress] = useState<UploadProgressBySlot>({});

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
   * Returns the saved post, or the field errors to show (empty when only a toast applies).
   * `onImageUploaded` keeps each uploaded address in the form, so a retry does not send it again.
   */
  async function save(
    values: PostFormValues,
    onImageUploaded: (slot: ImageSlot, value: ImageValue) => void,
  ): Promise<{ post: AdminPost } | { errors: FieldErrors<PostField> }> {
    setSaving(true);
    try {
      const images = { cover: values.cover, thumbnail: values.thumbnail };
      try {
        for (const slot of IMAGE_SLOTS) {
          const value = images[slot];
          if (value.kind !== 'pending') continue;
          images[slot] = await uploadPending(slot, value);
          onImageUploaded(slot, images[slot]);
        }
      } catch (error) {
        console.error("Envoi d'une image impossible", error);
        toast({ title: t('uploadErrorTitle'), description: messageOf(error, t('uploadFailed')), variant: 'destructive' });
        return { errors: {} };
      }
      try {
        const post = await savePost(original?.id ?? null, toPostInput({ ...values, ...images }, original));
        void invalidatePosts();
        toast({ title: t('successTitle'), description: t(savedMessageKey(!original, values.mode)) });
        return { post };
      } catch (error) {
        console.error("Enregistrement de l'article impossible", error);
        toast({ title: t('errorTitle'), description: t('form.saveFailed'), variant: 'destructive' });
        const errors = fieldErrorsOf(error, POST_FIELDS);
        if (error instanceof ApiError && error.status === 409) errors.slug = error.message;
        return { errors };
      }
    } finally {
      setSaving(false);
    }
  }

  return { save, saving, progress };
}
