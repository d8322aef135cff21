// Shows a search snippet with its matched words highlighted, treating everything but <mark> as text.
import { useMemo } from 'react';

interface SnippetPart {
  text: string;
  highlighted: boolean;
}

const MARK_TAG = /<(\/?)mark>/g;
const ENTITY = /&(amp|lt|gt|quot|#39);/g;
const ENTITY_TEXT: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', '#39': "'" };

function decodeEntities(escaped: string): string {
  return escaped.replace(ENTITY, (_entity, name: string) => ENTITY_TEXT[name]);
}

/** Splits the server's escaped snippet into plain and highlighted runs of decoded text. */
export function snippetParts(snippet: string): SnippetPart[] {
  const parts: SnippetPart[] = [];
  let highlighted = false;
  let start = 0;
  const push = (end: number) => {
    const text = decodeEntities(snippet.slice(start, end));
    if (text) parts.push({ text, highlighted });
  };
  for (const tag of snippet.matchAll(MARK_TAG)) {
    push(tag.index);
    highlighted = tag[1] === '';
    start = tag.index + tag[0].length;
  }
  push(snippet.length);
  return parts;
}

export function HighlightedSnippet({ snippet, className = '' }: { snippet: string; className?: string }) {
  const parts = useMemo(() => snippetParts(snippet), [snippet]);
  return (
    <p className={`line-clamp-3 leading-relaxed text-slate-600 ${className}`}>
      {parts.map((part, index) =>
        part.highlighted ? (
          <mark key={index} className="rounded bg-amber-200 px-0.5 font-medium text-slate-900">
            {part.text}
          </mark>
        ) : (
          part.text
        ),
      )}
    </p>
  );
}
