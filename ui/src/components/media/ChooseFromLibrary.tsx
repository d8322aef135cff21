// « Choisir dans la médiathèque »: a button beside each image field that opens the library in a dialog; pressing an
// image picks it and closes the dialog.
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Images } from 'lucide-react';
import { ModalDialog } from '@/components/ModalDialog';
import type { LibraryImage } from '@/generated/LibraryImage';
import { MediaBrowser } from './MediaBrowser';

interface MediaPickerDialogProps {
  onPick: (image: LibraryImage) => void;
  onClose: () => void;
  refocus?: () => void;
}

export function MediaPickerDialog({ onPick, onClose, refocus }: MediaPickerDialogProps) {
  const { t } = useTranslation('adminMedia');
  return (
    <ModalDialog
      wide
      title={t('picker.title')}
      description={t('picker.description')}
      closeLabel={t('picker.close')}
      onClose={onClose}
      refocus={refocus}
    >
      <MediaBrowser id="media-picker" onSelect={onPick} actionLabel={(name) => t('picker.choose', { name })} />
    </ModalDialog>
  );
}

interface ChooseFromLibraryProps {
  onPick: (image: LibraryImage) => void;
  disabled?: boolean;
  /** Names the field the image goes to, for screen readers when a form has several. */
  field?: string;
}

export function ChooseFromLibrary({ onPick, disabled, field }: ChooseFromLibraryProps) {
  const { t } = useTranslation('adminMedia');
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" className="btn-outline min-h-10 px-4 py-2 text-sm" disabled={disabled} onClick={() => setOpen(true)}>
        <Images aria-hidden="true" className="size-4" />
        {t('picker.open')}
        {/* Said to screen readers only, and not a label, so the field's own label still names the field alone. */}
        {field && ' '}
        {field && <span className="sr-only">{t('picker.forField', { field })}</span>}
      </button>
      {open && (
        <MediaPickerDialog
          onClose={() => setOpen(false)}
          onPick={(image) => {
            setOpen(false);
            onPick(image);
          }}
        />
      )}
    </>
  );
}
