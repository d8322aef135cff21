// One image of the library: a preview, what it is (name, size, date), its alternative text to edit, where it shows,
// and deletion, which first says where the image will disappear from.
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Trash2 } from 'lucide-react';
import { AltTextField } from '@/components/editor/AltTextField';
import { ConfirmDialog } from '@/components/ConfirmDialog';
import { CopyableLink } from '@/components/CopyableLink';
import { DialogButtons, ModalDialog } from '@/components/ModalDialog';
import { imageName } from '@/components/media/MediaGrid';
import { useDeleteImage, useUpdateAltText, variantUrl } from '@/components/media/mediaLibraryApi';
import { formatFrenchDate } from '@/lib/dates';
import { messageOf } from '@/lib/formErrors';
import { srcSetFor } from '@/lib/media';
import { toast } from '@/lib/toast';
import type { LibraryImage } from '@/generated/LibraryImage';
import { MediaPlaceLink, placeName } from './MediaPlaceLink';

function kilobytes(bytes: number): string {
  return new Intl.NumberFormat('fr-FR', { maximumFractionDigits: 0 }).format(Math.max(1, bytes / 1024));
}

interface MediaDetailsDialogProps {
  image: LibraryImage;
  onClose: () => void;
}

export function MediaDetailsDialog({ image, onClose }: MediaDetailsDialogProps) {
  const { t } = useTranslation('adminMedia');
  const [altText, setAltText] = useState(image.alt_text);
  const [altError, setAltError] = useState<string | undefined>();
  const [confirming, setConfirming] = useState(false);
  const update = useUpdateAltText();
  const remove = useDeleteImage();
  const name = imageName(image, t('unnamed'));
  const used = image.used_in.length > 0;

  function saveAltText(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    update.mutate(
      { id: image.id, altText },
      {
        onSuccess: () => toast({ title: t('details.altSaved') }),
        onError: (error) => setAltError(messageOf(error, t('details.altFailed'))),
      },
    );
  }

  function deleteImage() {
    remove.mutate(image, {
      onSuccess: () => {
        toast({ title: t('delete.done') });
        setConfirming(false);
        onClose();
      },
      onError: (error) => toast({ title: messageOf(error, t('delete.failed')), variant: 'destructive' }),
    });
  }

  return (
    <ModalDialog
      wide
      title={name}
      description={t('details.description')}
      closeLabel={t('details.close')}
      onClose={onClose}
      busy={remove.isPending}
    >
      <div className="space-y-6">
        <img
          src={variantUrl(image, 960)}
          srcSet={srcSetFor(image.url)}
          sizes="(min-width: 48rem) 44rem, 90vw"
          alt={image.alt_text}
          className="max-h-80 w-full rounded-xl bg-slate-100 object-contain"
        />
        <dl className="grid grid-cols-1 gap-x-6 gap-y-2 text-sm sm:grid-cols-3">
          <div>
            <dt className="font-semibold text-slate-800">{t('details.dimensions')}</dt>
            <dd className="text-slate-700">{t('details.pixels', { width: image.width, height: image.height })}</dd>
          </div>
          <div>
            <dt className="font-semibold text-slate-800">{t('details.size')}</dt>
            <dd className="text-slate-700">{t('details.kilobytes', { size: kilobytes(image.bytes) })}</dd>
          </div>
          <div>
            <dt className="font-semibold text-slate-800">{t('details.added')}</dt>
            <dd className="text-slate-700">{formatFrenchDate(image.created_at)}</dd>
          </div>
        </dl>
        <form className="space-y-3" onSubmit={saveAltText} noValidate>
          <AltTextField
            id="media-alt-text"
            value={altText}
            onChange={(value) => {
              setAltText(value);
              setAltError(undefined);
            }}
            error={altError}
            disabled={update.isPending}
          />
          <p className="text-sm text-slate-600">{t('details.altHint')}</p>
          <button type="submit" className="btn-outline" disabled={update.isPending} aria-busy={update.isPending}>
            {t('details.saveAlt')}
          </button>
        </form>
        <section aria-labelledby="media-used-in" className="space-y-2">
          <h3 id="media-used-in" className="font-semibold text-slate-900">
            {t('details.usedIn')}
          </h3>
          {used ? (
            <ul className="list-disc space-y-1 ps-5 text-sm">
              {image.used_in.map((place) => (
                <li key={JSON.stringify(place)}>
                  <MediaPlaceLink place={place} />
                </li>
              ))}
            </ul>
          ) : (
            <p className="text-sm text-slate-600">{t('details.notUsed')}</p>
          )}
        </section>
        <CopyableLink id="media-address" url={image.url} label={t('details.address')} hint={t('details.addressHint')} />
        <DialogButtons>
          <button type="button" className="btn-outline text-red-800" onClick={() => setConfirming(true)}>
            <Trash2 aria-hidden="true" className="size-5" />
            {t('delete.open')}
          </button>
        </DialogButtons>
      </div>
      <ConfirmDialog
        open={confirming}
        onOpenChange={setConfirming}
        title={t('delete.title', { name })}
        description={
          used ? (
            <>
              <span className="block">{t('delete.usedWarning', { count: image.used_in.length })}</span>
              <span className="mt-2 block font-medium text-slate-900">
                {image.used_in.map((place) => placeName(t, place)).join(' · ')}
              </span>
            </>
          ) : (
            t('delete.unusedWarning')
          )
        }
        confirmLabel={used ? t('delete.confirmUsed') : t('delete.confirm')}
        cancelLabel={t('delete.cancel')}
        onConfirm={deleteImage}
        destructive
        busy={remove.isPending}
      />
    </ModalDialog>
  );
}
