// The article editor (Lexical): rich text with headings, lists, quotes, links and uploaded images, written right
// to left for Arabic, handing back the HTML to publish and the editor state to edit it again later.
import { useEffect, useState } from 'react';
import { LexicalComposer, type InitialConfigType } from '@lexical/react/LexicalComposer';
import { useLexicalComposerContext } from '@lexical/react/LexicalComposerContext';
import { ContentEditable } from '@lexical/react/LexicalContentEditable';
import { LexicalErrorBoundary } from '@lexical/react/LexicalErrorBoundary';
import { HistoryPlugin } from '@lexical/react/LexicalHistoryPlugin';
import { LinkPlugin } from '@lexical/react/LexicalLinkPlugin';
import { ListPlugin } from '@lexical/react/LexicalListPlugin';
import { OnChangePlugin } from '@lexical/react/LexicalOnChangePlugin';
import { RichTextPlugin } from '@lexical/react/LexicalRichTextPlugin';
import { $generateHtmlFromNodes, $generateNodesFromDOM } from '@lexical/html';
import { LinkNode } from '@lexical/link';
import { ListItemNode, ListNode } from '@lexical/list';
import { HeadingNode, QuoteNode } from '@lexical/rich-text';
import { $dfs } from '@lexical/utils';
import { $getRoot, $insertNodes, $setSelection, HISTORY_MERGE_TAG, type EditorState, type LexicalEditor } from 'lexical';
import { useTranslation } from 'react-i18next';
import { EditorActions } from './EditorActions';
import { editorTheme } from './editorTheme';
import { $isImageNode, ImageNode } from './ImageNode';
import { ImageKeyboardPlugin } from './ImageKeyboardPlugin';
import type { ImageUploader } from './ImageDialog';
import { isAllowedLinkUrl } from './links';

export interface EditorContent {
  html: string;
  json: string;
  /** No text and no picture: nothing worth publishing. */
  empty: boolean;
}

interface RichTextEditorProps {
  /** The id of the editable area, for labels and focus. */
  id: string;
  labelId: string;
  describedBy?: string;
  invalid?: boolean;
  initialJson?: string | null;
  initialHtml?: string;
  uploadImage: ImageUploader;
  onChange: (content: EditorContent) => void;
  /** The language of the content, and its direction: Arabic is written right to left. */
  lang?: string;
  dir?: 'ltr' | 'rtl';
}

function initialState(json: string | null | undefined, html: string | undefined): InitialConfigType['editorState'] {
  if (json?.trim()) return json;
  if (!html?.trim()) return undefined;
  return (editor: LexicalEditor) => {
    const dom = new DOMParser().parseFromString(html, 'text/html');
    const nodes = $generateNodesFromDOM(editor, dom);
    $getRoot().select();
    $insertNodes(nodes);
    // Inserting leaves the caret at the end, which would scroll the page down to it on opening.
    $setSelection(null);
  };
}

function $readContent(editor: LexicalEditor): EditorContent {
  const root = $getRoot();
  const hasImage = $dfs(root).some(({ node }) => $isImageNode(node));
  return { html: $generateHtmlFromNodes(editor, null), json: '', empty: root.getTextContent().trim() === '' && !hasImage };
}

/**
 * Right to left sets the root's direction, which Lexical draws on the editing root and every paragraph inherits.
 * Otherwise the root has none, and each paragraph follows its own first letters (an Arabic quotation in a French
 * article reads right to left). Changing it is not an edit: the update stays out of the history and of `onChange`.
 */
function RootDirectionPlugin({ dir }: { dir: 'ltr' | 'rtl' | undefined }) {
  const [editor] = useLexicalComposerContext();
  useEffect(() => {
    const wanted = dir === 'rtl' ? 'rtl' : null;
    editor.update(
      () => {
        const root = $getRoot();
        if (root.getDirection() !== wanted) root.setDirection(wanted);
      },
      { tag: HISTORY_MERGE_TAG },
    );
  }, [editor, dir]);
  return null;
}

export function RichTextEditor({
  id,
  labelId,
  describedBy,
  invalid,
  initialJson,
  initialHtml,
  uploadImage,
  onChange,
  lang,
  dir,
}: RichTextEditorProps) {
  const { t } = useTranslation('adminBlog');
  const [config] = useState<InitialConfigType>(() => ({
    namespace: 'vitrine-article',
    theme: editorTheme,
    nodes: [HeadingNode, QuoteNode, ListNode, ListItemNode, LinkNode, ImageNode],
    editorState: initialState(initialJson, initialHtml),
    onError: (error) => console.error("Erreur de l'éditeur d'article", error),
  }));

  function report(editorState: EditorState, editor: LexicalEditor) {
    const content = editor.read(() => $readContent(editor));
    onChange({ ...content, json: JSON.stringify(editorState.toJSON()) });
  }

  return (
    <LexicalComposer initialConfig={config}>
      <div
        className={`rounded-xl border bg-white focus-within:border-sky-700 focus-within:outline-2 focus-within:outline-sky-700/40 ${
          invalid ? 'border-red-700' : 'border-slate-300'
        }`}
      >
        <EditorActions editorId={id} uploadImage={uploadImage} />
        <div className="relative">
          <RichTextPlugin
            contentEditable={
              <ContentEditable
                id={id}
                aria-labelledby={labelId}
                aria-describedby={describedBy}
                aria-invalid={invalid || undefined}
                aria-multiline
                aria-placeholder={t('editor.placeholder')}
                lang={lang}
                placeholder={
                  <p
                    className={`pointer-events-none absolute top-4 text-lg text-slate-500 ${
                      dir === 'rtl' ? 'right-4 sm:right-6' : 'left-4 sm:left-6'
                    }`}
                  >
                    {t('editor.placeholder')}
                  </p>
                }
                className="prose-article min-h-80 px-4 py-4 focus:outline-none sm:px-6"
              />
            }
            ErrorBoundary={LexicalErrorBoundary}
          />
        </div>
      </div>
      <HistoryPlugin />
      <ListPlugin />
      <ImageKeyboardPlugin />
      <LinkPlugin validateUrl={isAllowedLinkUrl} />
      <OnChangePlugin ignoreSelectionChange onChange={report} />
      <RootDirectionPlugin dir={dir} />
    </LexicalComposer>
  );
}
