// Checks that search snippets show their highlights and never turn any other text into markup.
import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { HighlightedSnippet, snippetParts } from './HighlightedSnippet';

describe('highlighted snippet', () => {
  it('renders each matched word in a mark element and the rest as text', () => {
    const { container } = render(
      <HighlightedSnippet snippet="…place centrale dans l&#39;<mark>économie</mark> et la <mark>vanille</mark>…" />,
    );
    const marks = Array.from(container.querySelectorAll('mark')).map((mark) => mark.textContent);
    expect(marks).toEqual(['économie', 'vanille']);
    expect(container.querySelector('p')).toHaveTextContent("…place centrale dans l'économie et la vanille…");
    expect(container.querySelector('p')).toHaveClass('line-clamp-3');
  });

  it('decodes the five entities the server escapes, once', () => {
    expect(snippetParts('a &amp; b &lt;c&gt; &quot;d&quot; l&#39;e &amp;lt; &nbsp;')).toEqual([
      { text: 'a & b <c> "d" l\'e &lt; &nbsp;', highlighted: false },
    ]);
  });

  it('keeps anything that looks like other markup as literal text', () => {
    const { container } = render(
      <HighlightedSnippet snippet="&lt;script&gt;alert(1)&lt;/script&gt; <b>gras</b> <mark><script>x</script></mark>" />,
    );
    expect(container.querySelector('script')).toBeNull();
    expect(container.querySelector('b')).toBeNull();
    expect(container.querySelector('p')).toHaveTextContent('<script>alert(1)</script> <b>gras</b> <script>x</script>');
    expect(container.querySelector('mark')).toHaveTextContent('<script>x</script>');
  });

  it('tolerates an unclosed or stray mark', () => {
    expect(snippetParts('début </mark>suite <mark>fin')).toEqual([
      { text: 'début ', highlighted: false },
      { text: 'suite ', highlighted: false },
      { text: 'fin', highlighted: true },
    ]);
  });
});
