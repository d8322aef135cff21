// The toolbar with what it opens: the link form (also on Ctrl+K), the image picker and the alt text of a
// selected picture, each acting on the selection the author had before the form took the focus.
import { useCallback, useEffect, useRef, useState, type ChangeEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useLexicalComposerContext } from '@lexical/react/LexicalComposerContext';
import { $createLinkNode, $toggleLink } from '@lexical/link';
import {
  $createNodeSelection,
  $createTextNode,
  $getNodeByKey,
  $getRoot,
  $getSelection,
  $insertNodes,
  $isRangeSelection,
  $setSelection,
  COMMAND_PRIORITY_NORMAL,
  KEY_MODIFIER_COMMAND,
  type BaseSelection,
} from 'lexical';
import { EditorToolbar } from './EditorToolbar';
import { AltTextDialog } from './AltTextDialog';
import { $createImageNode, $isImageNode } from './ImageNode';
import { ImageDialog, type ImageUploader } from './ImageDialog';
import { LinkDialog } from './LinkDialog';
import { useToolbarState, type SelectedImage } from './useToolbarState';

interface EditorActionsProps {
  editorId: string;
  uploadImage: ImageUploader;
}

const IMAGE_TYPES = 'image/jpeg,image/png,image/gif,image/webp';

export function EditorActions({ editorId, uploadImage }: EditorActionsProps) {
  const [editor] = useLexicalComposerContext();
  const state = useToolbarState();
  const savedSelection = useRef<BaseSelection | null>(null);
  const fileInput = useRef<HTMLInputElement>(null);
  const [linkOpen, setLinkOpen] = useState(false);
  const [imageFile, setImageFile] = useState<File | null>(null);
  const [altTarget, setAltTarget] = useState<SelectedImage | null>(null);
  const { t } = useTranslation('adminBlog');

  const rememberSelection = useCallback(() => {
    savedSelection.current = editor.getEditorState().read(() => $getSelection()?.clone() ?? null);
  }, [editor]);

  /** Puts the remembered selection back (or the end of the text), inside an editor update. */
  function $restoreSelection() {
    const saved = savedSelection.current;
    if (saved) $setSelection(saved.clone());
    else $getRoot().selectEnd();
  }

  const openLink = useCallback(() => {
    rememberSelection();
    setLinkOpen(true);
  }, [rememberSelection]);

  useEffect(
    () =>
      editor.registerCommand(
        KEY_MODIFIER_COMMAND,
        (event) => {
          if (event.key.toLowerCase() !== 'k' || !(event.ctrlKey || event.metaKey) || event.shiftKey || event.altKey)
            return false;
          event.preventDefault();
          openLink();
          return true;
        },
        COMMAND_PRIORITY_NORMAL,
      ),
    [editor, openLink],
  );

  function closeAndRefocus() {
    setLinkOpen(false);
    setImageFile(null);
    setAltTarget(null);
    editor.focus();
  }

  function saveAltText(key: string, altText: string) {
    editor.update(() => {
      const image = $getNodeByKey(key);
      if (!$isImageNode(image)) return;
      image.setAltText(altText);
      // The picture stays selected, so the author can go on typing after it.
      const selection = $createNodeSelection();
      selection.add(key);
      $setSelection(selection);
    });
    closeAndRefocus();
  }

  function applyLink(url: string | null) {
    editor.update(() => {
      $restoreSelection();
      const selection = $getSelection();
      if (url && $isRangeSelection(selection) && selection.isCollapsed() && state.linkUrl === '') {
        $insertNodes([$createLinkNode(url).append($createTextNode(url))]);
      } else {
        $toggleLink(url);
      }
    });
    closeAndRefocus();
  }

  function chooseImage() {
    rememberSelection();
    fileInput.current?.click();
  }

  function onFileChosen(event: ChangeEvent<HTMLInputElement>) {
    const file = event.target.files?.[0] ?? null;
    event.target.value = '';
    setImageFile(file);
  }

  function insertImage(src: string, altText: string) {
    editor.update(() => {
      $restoreSelection();
      $insertNodes([$createImageNode(src, altText)]);
    });
    closeAndRefocus();
  }

  return (
    <>
      <EditorToolbar
        controls={editorId}
        state={state}
        onLink={openLink}
        onImage={chooseImage}
        onAltText={() => setAltTarget(state.image)}
      />
      <p aria-live="polite" className="sr-only">
        {state.image ? t('editor.imageSelected', { alt: state.image.altText }) : ''}
      </p>
      <input
        ref={fileInput}
        type="file"
        accept={IMAGE_TYPES}
        className="hidden"
        tabIndex={-1}
        aria-hidden="true"
        onChange={onFileChosen}
      />
      {linkOpen && (
        <LinkDialog
          open
          currentUrl={state.linkUrl}
          onApply={applyLink}
          onRemove={() => applyLink(null)}
          onClose={closeAndRefocus}
        />
      )}
      {altTarget && (
        <AltTextDialog
          altText={altTarget.altText}
          onSave={(altText) => saveAltText(altTarget.key, altText)}
          onClose={closeAndRefocus}
        />
      )}
      {imageFile && <ImageDialog file={imageFile} upload={uploadImage} onInsert={insertImage} onClose={closeAndRefocus} />}
    </>
  );
}
