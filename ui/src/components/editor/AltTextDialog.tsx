// Changes the alt text of a picture already in the article, for when the first description was wrong or too short.
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { AltTextField } from './AltTextField';
import { ModalDialog } from '@/components/ModalDialog';

interface AltTextDialogProps {
  altText: string;
  onSave: (altText: string) => void;
  onClose: () => void;
  /** Gives the focus back to the editor once the dialog has closed. */
  refocus: () => void;
}

export function AltTextDialog({ altText: initial, onSave, onClose, refocus }: AltTextDialogProps) {
  const { t } = useTranslation('adminBlog');
  const [altText, setAltText] = useState(initial);
  const [error, setError] = useState<string | undefined>();

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    // The editor sits inside the article form, which must not be submitted as well.
    event.stopPropagation();
    if (!altText.trim()) return setError(t('editor.imageDialog.altRequired'));
    onSave(altText.trim());
  }

  return (
    <ModalDialog
      narrow
      open
      title={t('editor.altDialog.title')}
      description={t('editor.altDialog.description')}
      closeLabel={t('editor.altDialog.cancel')}
      onClose={onClose}
      refocus={refocus}
    >
      <form className="space-y-5" onSubmit={submit} noValidate>
        <AltTextField
          id="editor-image-new-alt"
          value={altText}
          onChange={(value) => {
            setAltText(value);
            setError(undefined);
          }}
          error={error}
        />
        <div className="flex justify-end">
          <button type="submit" className="btn-primary">
            {t('editor.altDialog.save')}
          </button>
        </div>
      </form>
    </ModalDialog>
  );
}
