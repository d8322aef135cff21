// The rich-text editor as screen tests see it: a plain text area labelled like the real one, whose text becomes one
// paragraph of HTML. Tests swap it in with `vi.mock('@/components/editor/RichTextEditor', () => import('@/test/EditorStandIn'))`.
import type { EditorContent } from '@/components/editor/RichTextEditor';

interface StandInProps {
  id: string;
  labelId: string;
  initialHtml?: string;
  onChange: (content: EditorContent) => void;
  lang?: string;
  dir?: string;
}

export function RichTextEditor({ id, labelId, initialHtml, onChange, lang, dir }: StandInProps) {
  return (
    <textarea
      id={id}
      aria-labelledby={labelId}
      lang={lang}
      dir={dir}
      defaultValue={initialHtml ?? ''}
      onChange={(event) => {
        const text = event.target.value;
        onChange({ html: text ? `<p>${text}</p>` : '', json: text ? '{"root":{"children":[]}}' : '', empty: text.trim() === '' });
      }}
    />
  );
}
