// The formatting toolbar: one tab stop, arrow keys to move between buttons (WAI-ARIA toolbar pattern).
import { useEffect, useRef, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useLexicalComposerContext } from '@lexical/react/LexicalComposerContext';
import { INSERT_ORDERED_LIST_COMMAND, INSERT_UNORDERED_LIST_COMMAND, REMOVE_LIST_COMMAND } from '@lexical/list';
import { $createHeadingNode, $createQuoteNode } from '@lexical/rich-text';
import { $setBlocksType } from '@lexical/selection';
import {
  $createParagraphNode,
  $getSelection,
  $isRangeSelection,
  FORMAT_TEXT_COMMAND,
  REDO_COMMAND,
  UNDO_COMMAND,
  type ElementNode,
} from 'lexical';
import {
  Bold,
  Captions,
  Heading2,
  Heading3,
  ImagePlus,
  Images,
  Italic,
  Link,
  List,
  ListOrdered,
  Quote,
  Redo2,
  Underline,
  Undo2,
} from 'lucide-react';
import { ToolbarButton } from './ToolbarButton';
import type { BlockType, ToolbarState } from './useToolbarState';

interface EditorToolbarProps {
  controls: string;
  state: ToolbarState;
  onLink: () => void;
  onImage: () => void;
  onLibrary: () => void;
  onAltText: () => void;
}

const SEPARATOR = <span aria-hidden="true" className="mx-0.5 h-6 w-px shrink-0 bg-slate-200" />;

/** Makes sure exactly one enabled button is reachable with Tab. */
function keepOneTabStop(toolbar: HTMLElement) {
  const buttons = Array.from(toolbar.querySelectorAll<HTMLButtonElement>('button'));
  const current = buttons.find((button) => button.tabIndex === 0 && !button.disabled);
  const stop = current ?? buttons.find((button) => !button.disabled);
  buttons.forEach((button) => (button.tabIndex = button === stop ? 0 : -1));
}

export function EditorToolbar({ controls, state, onLink, onImage, onLibrary, onAltText }: EditorToolbarProps) {
  const { t } = useTranslation('adminBlog');
  const [editor] = useLexicalComposerContext();
  const toolbarRef = useRef<HTMLDivElement>(null);

  useEffect(() => {
    if (toolbarRef.current) keepOneTabStop(toolbarRef.current);
  });

  function setBlock(target: BlockType, create: () => ElementNode) {
    editor.update(() => {
      const selection = $getSelection();
      if (!$isRangeSelection(selection)) return;
      $setBlocksType(selection, () => (state.block === target ? $createParagraphNode() : create()));
    });
  }

  function toggleList(target: 'bullet' | 'number') {
    if (state.block === target) editor.dispatchCommand(REMOVE_LIST_COMMAND, undefined);
    else editor.dispatchCommand(target === 'bullet' ? INSERT_UNORDERED_LIST_COMMAND : INSERT_ORDERED_LIST_COMMAND, undefined);
  }

  function moveFocus(event: KeyboardEvent<HTMLDivElement>) {
    const moves: Record<string, (index: number, count: number) => number> = {
      ArrowRight: (index, count) => (index + 1) % count,
      ArrowLeft: (index, count) => (index - 1 + count) % count,
      Home: () => 0,
      End: (_, count) => count - 1,
    };
    const move = moves[event.key];
    if (!move || !toolbarRef.current) return;
    const buttons = Array.from(toolbarRef.current.querySelectorAll<HTMLButtonElement>('button:not(:disabled)'));
    const index = buttons.indexOf(document.activeElement as HTMLButtonElement);
    if (index < 0) return;
    event.preventDefault();
    const next = buttons[move(index, buttons.length)];
    buttons.forEach((button) => (button.tabIndex = button === next ? 0 : -1));
    next.focus();
  }

  return (
    <div
      ref={toolbarRef}
      role="toolbar"
      aria-label={t('editor.toolbar')}
      aria-controls={controls}
      onKeyDown={moveFocus}
      className="sticky top-16 z-10 flex flex-wrap items-center gap-0.5 rounded-t-xl border-b border-slate-200 bg-slate-50 p-1"
    >
      <ToolbarButton
        icon={Heading2}
        label={t('editor.heading2')}
        pressed={state.block === 'h2'}
        onClick={() => setBlock('h2', () => $createHeadingNode('h2'))}
      />
      <ToolbarButton
        icon={Heading3}
        label={t('editor.heading3')}
        pressed={state.block === 'h3'}
        onClick={() => setBlock('h3', () => $createHeadingNode('h3'))}
      />
      {SEPARATOR}
      <ToolbarButton
        icon={Bold}
        label={t('editor.bold')}
        shortcut="Ctrl+B"
        pressed={state.bold}
        onClick={() => editor.dispatchCommand(FORMAT_TEXT_COMMAND, 'bold')}
      />
      <ToolbarButton
        icon={Italic}
        label={t('editor.italic')}
        shortcut="Ctrl+I"
        pressed={state.italic}
        onClick={() => editor.dispatchCommand(FORMAT_TEXT_COMMAND, 'italic')}
      />
      <ToolbarButton
        icon={Underline}
        label={t('editor.underline')}
        shortcut="Ctrl+U"
        pressed={state.underline}
        onClick={() => editor.dispatchCommand(FORMAT_TEXT_COMMAND, 'underline')}
      />
      {SEPARATOR}
      <ToolbarButton
        icon={List}
        label={t('editor.bulletList')}
        pressed={state.block === 'bullet'}
        onClick={() => toggleList('bullet')}
      />
      <ToolbarButton
        icon={ListOrdered}
        label={t('editor.numberedList')}
        pressed={state.block === 'number'}
        onClick={() => toggleList('number')}
      />
      <ToolbarButton
        icon={Quote}
        label={t('editor.quote')}
        pressed={state.block === 'quote'}
        onClick={() => setBlock('quote', $createQuoteNode)}
      />
      {SEPARATOR}
      <ToolbarButton icon={Link} label={t('editor.link')} shortcut="Ctrl+K" pressed={state.linkUrl !== ''} onClick={onLink} />
      <ToolbarButton icon={ImagePlus} label={t('editor.image')} onClick={onImage} />
      <ToolbarButton icon={Images} label={t('editor.libraryImage')} onClick={onLibrary} />
      <ToolbarButton icon={Captions} label={t('editor.altText')} disabled={state.image === null} onClick={onAltText} />
      {SEPARATOR}
      <ToolbarButton
        icon={Undo2}
        label={t('editor.undo')}
        shortcut="Ctrl+Z"
        disabled={!state.canUndo}
        onClick={() => editor.dispatchCommand(UNDO_COMMAND, undefined)}
      />
      <ToolbarButton
        icon={Redo2}
        label={t('editor.redo')}
        shortcut="Ctrl+Maj+Z"
        disabled={!state.canRedo}
        onClick={() => editor.dispatchCommand(REDO_COMMAND, undefined)}
      />
    </div>
  );
}
