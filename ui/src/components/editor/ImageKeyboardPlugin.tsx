// Keys pressed while a picture of the text is selected act just after it: Lexical only does so for
// pictures on their own line, and ours sit inside paragraphs. Deleting a selected picture is Lexical's own.
import { useEffect } from 'react';
import { useLexicalComposerContext } from '@lexical/react/LexicalComposerContext';
import { mergeRegister } from '@lexical/utils';
import {
  $getSelection,
  $isNodeSelection,
  COMMAND_PRIORITY_HIGH,
  KEY_DOWN_COMMAND,
  KEY_ENTER_COMMAND,
  type RangeSelection,
} from 'lexical';
import { $isImageNode } from './ImageNode';

/** When exactly one picture is selected, puts the caret right after it and hands back that caret. */
function $caretAfterSelectedImage(): RangeSelection | null {
  const selection = $getSelection();
  if (!$isNodeSelection(selection)) return null;
  const nodes = selection.getNodes();
  if (nodes.length !== 1 || !$isImageNode(nodes[0])) return null;
  // Offsets 0: a following text would otherwise be selected at its end.
  return nodes[0].selectNext(0, 0);
}

function isPrintable(event: KeyboardEvent): boolean {
  return event.key.length === 1 && !event.ctrlKey && !event.metaKey && !event.altKey;
}

export function ImageKeyboardPlugin() {
  const [editor] = useLexicalComposerContext();

  useEffect(
    () =>
      mergeRegister(
        editor.registerCommand(
          KEY_DOWN_COMMAND,
          (event) => {
            if (!isPrintable(event)) return false;
            const caret = $caretAfterSelectedImage();
            if (!caret) return false;
            event.preventDefault();
            caret.insertText(event.key);
            return true;
          },
          COMMAND_PRIORITY_HIGH,
        ),
        editor.registerCommand(
          KEY_ENTER_COMMAND,
          (event) => {
            const caret = $caretAfterSelectedImage();
            if (!caret) return false;
            event?.preventDefault();
            if (event?.shiftKey) caret.insertLineBreak();
            else caret.insertParagraph();
            return true;
          },
          COMMAND_PRIORITY_HIGH,
        ),
      ),
    [editor],
  );

  return null;
}
