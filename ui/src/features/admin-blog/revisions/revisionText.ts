// The plain text of an article's HTML, with a space wherever a block or a line break separated two words.
const BLOCK_END = /<\/(p|h[1-6]|li|blockquote|pre|figcaption|div|td|th)>|<br\s*\/?>/gi;

export function plainTextOf(html: string): string {
  const body = new DOMParser().parseFromString(html.replace(BLOCK_END, '$& '), 'text/html').body;
  return body.textContent ?? '';
}
