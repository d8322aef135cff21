// Adds, changes or removes the link on the selected text, refusing anything but web and e-mail addresses.
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { TextField } from '@/components/TextField';
import { ModalDialog } from '@/components/ModalDialog';
import { isAllowedLinkUrl, normalizeLinkUrl } from './links';
import { LIMITS } from '@/generated/limits';

interface LinkDialogProps {
  open: boolean;
  /** The address of the link under the cursor, empty when adding one. */
  currentUrl: string;
  onApply: (url: string) => void;
  onRemove: () => void;
  onClose: () => void;
  /** Gives the focus back to the editor once the dialog has closed. */
  refocus: () => void;
}

export function LinkDialog({ open, currentUrl, onApply, onRemove, onClose, refocus }: LinkDialogProps) {
  const { t } = useTranslation('adminBlog');
  const [url, setUrl] = useState(currentUrl);
  const [error, setError] = useState<string | undefined>();
  const editing = currentUrl !== '';

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    event.stopPropagation();
    const normalized = normalizeLinkUrl(url);
    if (!normalized) return setError(t('editor.linkDialog.required'));
    if (!isAllowedLinkUrl(normalized)) return setError(t('editor.linkDialog.invalid'));
    onApply(normalized);
  }

  return (
    <ModalDialog
      narrow
      open={open}
      title={t(editing ? 'editor.linkDialog.editTitle' : 'editor.linkDialog.addTitle')}
      description={t('editor.linkDialog.description')}
      closeLabel={t('editor.linkDialog.cancel')}
      onClose={onClose}
      refocus={refocus}
    >
      <form className="space-y-5" onSubmit={submit} noValidate>
        <TextField
          id="editor-link-url"
          type="url"
          label={t('editor.linkDialog.url')}
          value={url}
          onChange={(value) => {
            setUrl(value);
            setError(undefined);
          }}
          placeholder="https://"
          maxLength={LIMITS.link}
          error={error}
        />
        <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
          {editing && (
            <button type="button" className="btn-outline border-red-700 text-red-800 hover:bg-red-50" onClick={onRemove}>
              {t('editor.linkDialog.remove')}
            </button>
          )}
          <button type="submit" className="btn-primary">
            {t('editor.linkDialog.apply')}
          </button>
        </div>
      </form>
    </ModalDialog>
  );
}
