// The owner writes his legal pages freely; their section titles (h2) become a numbered table of
// contents with anchors, so a visitor can jump to "Vos droits" or "Contact" in a long text.
// Anchors start with "section-": a bare "#contact" is the address that opens the contact dialog.

export interface TocEntry {
  id: string;
  title: string;
}

function anchorFor(title: string, taken: Set<string>): string {
  const base =
    title
      .normalize('NFD')
      .replace(/\p{M}/gu, '')
      .toLowerCase()
      .replace(/[^a-z0-9]+/g, '-')
      .replace(/^-|-$/g, '') || 'section';
  let id = `section-${base}`;
  for (let n = 2; taken.has(id); n += 1) id = `section-${base}-${n}`;
  taken.add(id);
  return id;
}

/** The HTML with numbered, anchored section titles, and the entries of its table of contents. */
export function withTableOfContents(html: string): { html: string; toc: TocEntry[] } {
  const document = new DOMParser().parseFromString(`<body>${html}</body>`, 'text/html');
  const taken = new Set<string>();
  const toc: TocEntry[] = [];
  document.body.querySelectorAll('h2').forEach((heading, index) => {
    const title = heading.textContent?.trim() ?? '';
    if (!title) return;
    const id = anchorFor(title, taken);
    heading.id = id;
    heading.textContent = `${index + 1}. ${title}`;
    toc.push({ id, title });
  });
  return toc.length ? { html: document.body.innerHTML, toc } : { html, toc };
}
