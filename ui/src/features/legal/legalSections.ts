// Reads a legal document's sections from the translation bundle, dropping anything malformed.

export interface LegalSection {
  id: string;
  title: string;
  paragraphs: string[];
  items: string[];
  after: string[];
}

function isString(value: unknown): value is string {
  return typeof value === 'string' && value.trim() !== '';
}

function stringList(value: unknown): string[] {
  return Array.isArray(value) ? value.filter(isString) : [];
}

export function readLegalSections(value: unknown): LegalSection[] {
  if (!Array.isArray(value)) return [];
  return value.flatMap((entry: unknown) => {
    if (typeof entry !== 'object' || entry === null) return [];
    const { id, title, paragraphs, items, after } = entry as Record<string, unknown>;
    if (!isString(id) || !isString(title)) return [];
    return [{ id, title, paragraphs: stringList(paragraphs), items: stringList(items), after: stringList(after) }];
  });
}
