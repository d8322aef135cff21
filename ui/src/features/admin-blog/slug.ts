// The article address derived from its title, folded the same way the server folds it (src/domain/slug.rs).
const LIGATURES: Record<string, string> = { œ: 'oe', æ: 'ae' };

/** Lowercase, accents folded, spaces and apostrophes to hyphens, other characters dropped, hyphens collapsed and trimmed. */
export function slugify(title: string): string {
  const folded = Array.from(title.normalize('NFD').toLowerCase(), (char) => {
    if (LIGATURES[char]) return LIGATURES[char];
    if (/\s|-|_|'|’|ʼ|‘/.test(char)) return '-';
    if (/[a-z0-9]/.test(char)) return char;
    return '';
  }).join('');
  return folded.replace(/-+/g, '-').replace(/^-|-$/g, '');
}
