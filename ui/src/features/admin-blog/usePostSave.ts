// Saving an article: pending images are uploaded first (with progress), then the post is sent; any failure
// stops there and says why, under the field concerned when the server names one, and a save refused because the
// article changed elsewhere keeps how it now stands.
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useActionSubmit, useFormSubmit } from '@/lib/useFormSubmit';
import { toast } from '@/lib/toast';
import { uploadImage } from '@/lib/upload';
import type { AdminPost } from '@/generated/AdminPost';
import { POST_FIELDS, savedMessageKey, toPostInput, type ImageValue, type PostField, type PostFormValues } from './postForm';
import { StaleVersionError, explainConflict, useSavePost } from './api/usePosts';
import { discardPendingChanges, savePost as savePostNow } from './postsApi';

export type ImageSlot = 'cover' | 'thumbnail' | 'social';

const IMAGE_SLOTS: readonly ImageSlot[] = ['cover', 'thumbnail', 'social'];

export type UploadProgressBySlot = Partial<Record<ImageSlot, number>>;

/** The form's field errors (checks before sending, the server's after) live here, with the state of the save. */
export function usePostSave(original: AdminPost | null, fieldId: (field: PostField) => string) {
  const { t } = useTranslation('adminBlog');
  // The article as the server last gave it back: automatic saves create it and move its version on.
  const [latest, setLatest] = useState<AdminPost | null>(original);
  // The same, for saves that follow one another before the next render.
  const latestRef = useRef(original);
  const savePost = useSavePost();
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
    const images = { cover: values.cover, thumbnail: values.thumbnail, social: values.social };
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
    const base = latestRef.current;
    const input = toPostInput({ ...values, ...images }, base);
    if (overwriting) input.version = overwriting.version;
    const ok = await form.submit(async () => {
      try {
        saved = await savePost.mutateAsync({ input, base });
        latestRef.current = saved;
        setLatest(saved);
      } catch (error) {
        if (error instanceof StaleVersionError) setChangedElsewhere(error.current);
        throw error;
      }
      setChangedElsewhere(null);
      toast({ title: t('successTitle'), description: t(savedMessageKey(!original, values.mode)) });
    });
    return ok ? saved : null;
  }

  /**
   * Saves what the owner has written so far, as it is: no revision, no change to the publication, no image not yet
   * uploaded. False when there was nothing it could save (a new article without its title and text, an image on its
   * way) or the server refused; a refusal for coming from an older version is kept for the form to say.
   */
  async function autosave(values: PostFormValues, { leaving = false } = {}): Promise<boolean> {
    if (IMAGE_SLOTS.some((slot) => values[slot].kind === 'pending')) return false;
    const before = latestRef.current;
    if (!before && (!values.title.trim() || values.content.empty)) return false;
    const input = { ...toPostInput(values, before), autosave: true, published_at: before?.published_at ?? null };
    try {
      const saved = await savePostNow(before?.id ?? null, input, leaving);
      latestRef.current = saved;
      setLatest(saved);
      return true;
    } catch (error) {
      const explained = await explainConflict(error, before);
      if (explained instanceof StaleVersionError) setChangedElsewhere(explained.current);
      return false;
    }
  }

  /** Drops the published article's changes saved aside; the live article, as the form should now show it. */
  async function discardPending(): Promise<AdminPost | null> {
    const current = latestRef.current;
    if (!current) return null;
    await discardPendingChanges(current.id);
    const live = { ...current, pending: null };
    latestRef.current = live;
    setLatest(live);
    return live;
  }

  return {
    save,
    discardPending,
    saving: uploads.pending || form.pending,
    progress,
    errors: form.errors,
    setErrors: form.setErrors,
    check: form.check,
    changedElsewhere,
    autosave,
    latest,
  };
}
