// A picture in the article text as the author sees it: a click selects it, and the selection shows as a ring.
import { useEffect } from 'react';
import { useLexicalComposerContext } from '@lexical/react/LexicalComposerContext';
import { useLexicalNodeSelection } from '@lexical/react/useLexicalNodeSelection';
import { CLICK_COMMAND, COMMAND_PRIORITY_LOW } from 'lexical';

interface InlineImageProps {
  nodeKey: string;
  src: string;
  altText: string;
}

export function InlineImage({ nodeKey, src, altText }: InlineImageProps) {
  const [editor] = useLexicalComposerContext();
  const [selected, setSelected, clearSelection] = useLexicalNodeSelection(nodeKey);

  useEffect(
    () =>
      editor.registerCommand(
        CLICK_COMMAND,
        (event) => {
          if (!(event.target instanceof HTMLImageElement) || editor.getElementByKey(nodeKey)?.contains(event.target) !== true)
            return false;
          // Without a node selection the caret stays wherever the browser put it, often at the top of the text.
          if (!event.shiftKey) clearSelection();
          setSelected(true);
          return true;
        },
        COMMAND_PRIORITY_LOW,
      ),
    [editor, nodeKey, setSelected, clearSelection],
  );

  return (
    <img
      src={src}
      alt={altText}
      draggable={false}
      data-selected={selected || undefined}
      className={`my-4 max-w-full cursor-pointer rounded-xl ${selected ? 'outline-4 outline-offset-2 outline-sky-700' : ''}`}
    />
  );
}
