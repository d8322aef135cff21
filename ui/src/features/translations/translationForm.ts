// What a translation form holds: the fields of each source the owner may translate (where each text is in the
// translation, and its French original), the texts as typed, and the translation sent from them.

/** One text to translate. */
export interface TranslatableField {
  /** Where the text is in the source's translation: `title`, `items.1.title`, `topics.0.keywords`. */
  path: string;
  label: string;
  /** The French original, shown beside the field; the site shows it while the field is empty. */
  french: string;
  maxLength: number;
  multiline?: boolean;
  /** A list of words, typed separated by commas (a chat topic's keywords). */
  words?: boolean;
}

/** The translatable texts of one source, saved and removed together. */
export interface TranslatableSection {
  /** The server's name for the source: `content:home_hero`, `settings:seo`, `chat`, `timeline:17`. */
  source: string;
  title: string;
  /**
   * What the server's field names start with for this source (`home_hero` for `home_hero.title_part1`), so that its
   * messages land under their fields; empty when they are the paths themselves.
   */
  errorPrefix: string;
  fields: TranslatableField[];
}

/** The texts of one section as typed, by path. */
export type SectionDraft = Record<string, string>;

function readAt(value: unknown, path: string): unknown {
  return path.split('.').reduce<unknown>((at, segment) => {
    if (Array.isArray(at)) return at[Number(segment)];
    if (at && typeof at === 'object') return (at as Record<string, unknown>)[segment];
    return undefined;
  }, value);
}

function writeAt(target: Record<string, unknown>, path: string, text: unknown) {
  const segments = path.split('.');
  let at: Record<string, unknown> | unknown[] = target;
  segments.forEach((segment, index) => {
    const key = Array.isArray(at) ? Number(segment) : segment;
    const slot = at as Record<string | number, unknown>;
    if (index === segments.length - 1) {
      slot[key] = text;
      return;
    }
    slot[key] ??= /^\d+$/.test(segments[index + 1]) ? [] : {};
    at = slot[key] as Record<string, unknown> | unknown[];
  });
}

/** The section's fields as the stored translation fills them (empty where it does not). */
export function draftOf(section: TranslatableSection, stored: Record<string, unknown> | undefined): SectionDraft {
  return Object.fromEntries(
    section.fields.map(({ path, words }) => {
      const value = readAt(stored, path);
      if (words && Array.isArray(value)) return [path, value.join(', ')];
      return [path, typeof value === 'string' ? value : ''];
    }),
  );
}

/** The translation to send: only the fields typed, lists item by item (an untranslated item is null). */
export function translationOf(section: TranslatableSection, draft: SectionDraft): Record<string, unknown> {
  const value: Record<string, unknown> = {};
  for (const { path, words } of section.fields) {
    const text = (draft[path] ?? '').trim();
    if (!text) continue;
    const typed = words
      ? text
          .split(',')
          .map((word) => word.trim())
          .filter(Boolean)
      : text;
    writeAt(value, path, typed);
  }
  // Holes left by untranslated items go as null, which JSON would write anyway.
  return JSON.parse(JSON.stringify(value)) as Record<string, unknown>;
}

export function sameDraft(a: SectionDraft, b: SectionDraft): boolean {
  const paths = new Set([...Object.keys(a), ...Object.keys(b)]);
  return [...paths].every((path) => (a[path] ?? '').trim() === (b[path] ?? '').trim());
}

/** The server's field names for this section's messages, by the path of the field each concerns. */
export function messagesOf(section: TranslatableSection, fields: Record<string, string> | undefined): Record<string, string> {
  const prefix = section.errorPrefix ? `${section.errorPrefix}.` : '';
  const found: Record<string, string> = {};
  for (const [name, message] of Object.entries(fields ?? {})) {
    if (!name.startsWith(prefix)) continue;
    const path = name.slice(prefix.length);
    // A message about a list item's part (its keywords list, say) goes under the field it names, or the nearest one.
    const field = section.fields.find((candidate) => candidate.path === path || path.startsWith(`${candidate.path}.`));
    if (field) found[field.path] = message;
    else {
      const within = section.fields.find((candidate) => candidate.path.startsWith(`${path}.`));
      if (within) found[within.path] = message;
    }
  }
  return found;
}

/** An element id for the field (ids cannot hold the source's colon or the path's dots). */
export function translationFieldId(lang: string, source: string, path: string): string {
  return `translation-${lang}-${`${source}-${path}`.replace(/[^A-Za-z0-9_-]/g, '-')}`;
}
