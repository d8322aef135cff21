// Merges the activities text edited in the back-office with the built-in French defaults, field by field.
import type { Activities } from '@/generated/Activities';
import type { ActivitySection } from '@/generated/ActivitySection';

export interface ActivitiesView {
  title: string;
  intro: string;
  sections: ActivitySection[];
}

function filled(value: string | undefined | null): value is string {
  return typeof value === 'string' && value.trim() !== '';
}

export function resolveActivities(content: Activities | null | undefined, defaults: ActivitiesView): ActivitiesView {
  const sections = (content?.sections ?? []).filter((section) => filled(section.title) && filled(section.body));
  return {
    title: filled(content?.title) ? content.title.trim() : defaults.title,
    intro: filled(content?.intro) ? content.intro.trim() : defaults.intro,
    sections: sections.length > 0 ? sections : defaults.sections,
  };
}

/** A body is plain text; blank lines separate its paragraphs. */
export function splitParagraphs(body: string): string[] {
  return body
    .split(/\n\s*\n/)
    .map((paragraph) => paragraph.trim())
    .filter((paragraph) => paragraph !== '');
}

export function readDefaultSections(value: unknown): ActivitySection[] {
  if (!Array.isArray(value)) return [];
  return value.flatMap((entry: unknown) => {
    if (typeof entry !== 'object' || entry === null) return [];
    const { title, body } = entry as Record<string, unknown>;
    return typeof title === 'string' && typeof body === 'string' ? [{ title, body }] : [];
  });
}
