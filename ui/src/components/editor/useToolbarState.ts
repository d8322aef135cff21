// Follows the selection so the toolbar can show which formats are on and whether undo or redo is possible.
import { useEffect, useState } from 'react';
import { useLexicalComposerContext } from '@lexical/react/LexicalComposerContext';
import { $isLinkNode } from '@lexical/link';
import { $isListNode, ListNode } from '@lexical/list';
import { $isHeadingNode, $isQuoteNode } from '@lexical/rich-text';
import { $findMatchingParent, $getNearestNodeOfType, mergeRegister } from '@lexical/utils';
import { $isImageNode } from './ImageNode';
import {
  $getSelection,
  $isNodeSelection,
  $isRangeSelection,
  $isRootOrShadowRoot,
  CAN_REDO_COMMAND,
  CAN_UNDO_COMMAND,
  COMMAND_PRIORITY_LOW,
  SELECTION_CHANGE_COMMAND,
} from 'lexical';

export type BlockType = 'paragraph' | 'h2' | 'h3' | 'quote' | 'bullet' | 'number' | 'other';

export interface ToolbarState {
  block: BlockType;
  bold: boolean;
  italic: boolean;
  underline: boolean;
  linkUrl: string;
  canUndo: boolean;
  canRedo: boolean;
  /** The picture the author clicked, whose alt text the toolbar can then change. */
  image: SelectedImage | null;
}

export interface SelectedImage {
  key: string;
  altText: string;
}

const INITIAL: ToolbarState = {
  block: 'paragraph',
  bold: false,
  italic: false,
  underline: false,
  linkUrl: '',
  canUndo: false,
  canRedo: false,
  image: null,
};

function $readSelectedImage(): SelectedImage | null {
  const selection = $getSelection();
  if (!$isNodeSelection(selection)) return null;
  const nodes = selection.getNodes();
  return nodes.length === 1 && $isImageNode(nodes[0]) ? { key: nodes[0].getKey(), altText: nodes[0].getAltText() } : null;
}

function sameImage(a: SelectedImage | null, b: SelectedImage | null): boolean {
  return a?.key === b?.key && a?.altText === b?.altText;
}

function $readSelectionState(): Omit<ToolbarState, 'canUndo' | 'canRedo' | 'image'> | null {
  const selection = $getSelection();
  if (!$isRangeSelection(selection)) return null;
  const anchor = selection.anchor.getNode();
  const topLevel =
    anchor.getKey() === 'root'
      ? anchor
      : ($findMatchingParent(anchor, (node) => {
          const parent = node.getParent();
          return parent !== null && $isRootOrShadowRoot(parent);
        }) ?? anchor.getTopLevelElementOrThrow());

  let block: BlockType = 'other';
  if ($isListNode(topLevel)) {
    const list = $getNearestNodeOfType(anchor, ListNode) ?? topLevel;
    block = list.getListType() === 'number' ? 'number' : list.getListType() === 'bullet' ? 'bullet' : 'other';
  } else if ($isHeadingNode(topLevel)) {
    const tag = topLevel.getTag();
    block = tag === 'h2' || tag === 'h3' ? tag : 'other';
  } else if ($isQuoteNode(topLevel)) {
    block = 'quote';
  } else if (topLevel.getType() === 'paragraph') {
    block = 'paragraph';
  }

  const link = $findMatchingParent(anchor, $isLinkNode);
  return {
    block,
    bold: selection.hasFormat('bold'),
    italic: selection.hasFormat('italic'),
    underline: selection.hasFormat('underline'),
    linkUrl: $isLinkNode(link) ? link.getURL() : '',
  };
}

export function useToolbarState(): ToolbarState {
  const [editor] = useLexicalComposerContext();
  const [state, setState] = useState<ToolbarState>(INITIAL);

  useEffect(() => {
    const refresh = () => {
      const next = $readSelectionState();
      const image = $readSelectedImage();
      setState((current) => {
        if (!next && sameImage(current.image, image)) return current;
        return { ...current, ...next, image };
      });
    };
    return mergeRegister(
      editor.registerUpdateListener(({ editorState }) => editorState.read(refresh)),
      editor.registerCommand(
        SELECTION_CHANGE_COMMAND,
        () => {
          refresh();
          return false;
        },
        COMMAND_PRIORITY_LOW,
      ),
      editor.registerCommand(
        CAN_UNDO_COMMAND,
        (canUndo) => {
          setState((current) => ({ ...current, canUndo }));
          return false;
        },
        COMMAND_PRIORITY_LOW,
      ),
      editor.registerCommand(
        CAN_REDO_COMMAND,
        (canRedo) => {
          setState((current) => ({ ...current, canRedo }));
          return false;
        },
        COMMAND_PRIORITY_LOW,
      ),
    );
  }, [editor]);

  return state;
}
