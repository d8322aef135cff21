// The toolbar with what it opens: the link form (also on Ctrl+K), the image picker and the alt text of a
// selected picture, each acting on the selection the author had before the form took the focus, and each giving the
// focus back to the text once it has closed.
import { useCallback, useEffect, useRef, useState, type ChangeEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useLexicalComposerContext } from '@lexical/react/LexicalComposerContext';
import { $createLinkNode, $isLinkNode, $toggleLink } from '@lexical/link';
import { $findMatchingParent } from '@lexical/utils';
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
import { MediaPickerDialog } from '@/components/media/ChooseFromLibrary';
import { ImageDialog, type ImageSource, type ImageUploader } from './ImageDialog';
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
  const [imageSource, setImageSource] = useState<ImageSource | null>(null);
  const [libraryOpen, setLibraryOpen] = useState(false);
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

  function closeDialogs() {
    setLinkOpen(false);
    setImageSource(null);
    setLibraryOpen(false);
    setAltTarget(null);
  }

  /** Once a dialog has closed: the caret goes back where the editor's selection is, rather than to the toolbar. */
  const refocus = () => editor.focus();

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
    closeDialogs();
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
      if (url) $caretAfterLink();
    });
    closeDialogs();
  }

  /**
   * Collapses the selection right after the link just made, so what comes next (typing, a picture) goes after the
   * linked words: left selected, they would be replaced by it.
   */
  function $caretAfterLink() {
    const selection = $getSelection();
    if (!$isRangeSelection(selection)) return;
    const end = selection.isBackward() ? selection.anchor : selection.focus;
    const link = $findMatchingParent(end.getNode(), $isLinkNode);
    if (link) {
      link.selectNext(0, 0);
    } else {
      selection.anchor.set(end.key, end.offset, end.type);
      selection.focus.set(end.key, end.offset, end.type);
    }
  }

  function chooseImage() {
    rememberSelection();
    fileInput.current?.click();
  }

  function onFileChosen(event: ChangeEvent<HTMLInputElement>) {
    const file = event.target.files?.[0] ?? null;
    event.target.value = '';
    setImageSource(file && { kind: 'file', file });
  }

  function openLibrary() {
    rememberSelection();
    setLibraryOpen(true);
  }

  function insertImage(src: string, altText: string) {
    editor.update(() => {
      $restoreSelection();
      $insertNodes([$createImageNode(src, altText)]);
    });
    closeDialogs();
  }

  return (
    <>
      <EditorToolbar
        controls={editorId}
        state={state}
        onLink={openLink}
        onImage={chooseImage}
        onLibrary={openLibrary}
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
          onClose={closeDialogs}
          refocus={refocus}
        />
      )}
      {altTarget && (
        <AltTextDialog
          altText={altTarget.altText}
          onSave={(altText) => saveAltText(altTarget.key, altText)}
          onClose={closeDialogs}
          refocus={refocus}
        />
      )}
      {libraryOpen && (
        <MediaPickerDialog
          onClose={closeDialogs}
          refocus={refocus}
          onPick={(image) => {
            setLibraryOpen(false);
            setImageSource({ kind: 'library', image });
          }}
        />
      )}
      {imageSource && (
        <ImageDialog source={imageSource} upload={uploadImage} onInsert={insertImage} onClose={closeDialogs} refocus={refocus} />
      )}
    </>
  );
}
