// The article editor (Lexical): rich text with headings, lists, quotes, links and uploaded images,
// handing back the HTML to publish and the editor state to edit it again later.
import { useState } from 'react';
import { LexicalComposer, type InitialConfigType } from '@lexical/react/LexicalComposer';
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
import { $getRoot, $insertNodes, $setSelection, type EditorState, type LexicalEditor } from 'lexical';
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

export function RichTextEditor({
  id,
  labelId,
  describedBy,
  invalid,
  initialJson,
  initialHtml,
  uploadImage,
  onChange,
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
                placeholder={
                  <p className="pointer-events-none absolute left-4 top-4 text-lg text-slate-500 sm:left-6">
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
    </LexicalComposer>
  );
}
