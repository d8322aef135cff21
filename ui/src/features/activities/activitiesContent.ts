// Reads the activities text edited in the back-office: blank fields fall back to the page's own title, or show nothing.
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

/** The owner's words only: without saved text the page keeps its title and says nothing about anyone. */
export function resolveActivities(content: Activities | null | undefined, defaultTitle: string): ActivitiesView {
  return {
    title: filled(content?.title) ? content.title.trim() : defaultTitle,
    intro: filled(content?.intro) ? content.intro.trim() : '',
    sections: (content?.sections ?? []).filter((section) => filled(section.title) && filled(section.body)),
  };
}

/** A body is plain text; blank lines separate its paragraphs. */
export function splitParagraphs(body: string): string[] {
  return body
    .split(/\n\s*\n/)
    .map((paragraph) => paragraph.trim())
    .filter((paragraph) => paragraph !== '');
}
