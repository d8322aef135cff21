// Orders career events into the category sections shown on the "Mon Parcours" page.
import type { TimelineEvent } from '@/generated/TimelineEvent';

export const CATEGORY_ORDER = ['Postes occupés', 'Engagements', 'Projets', 'Contributions', 'Formations'];

export interface TimelineGroup {
  /** The category as written, or null for events without one ("Divers"). */
  category: string | null;
  events: TimelineEvent[];
}

function rank(category: string): number {
  const index = CATEGORY_ORDER.indexOf(category);
  return index === -1 ? CATEGORY_ORDER.length : index;
}

/**
 * Groups events by category: the known categories first in their fixed order, then the
 * others alphabetically (French collation), then the uncategorised ones. Events keep the
 * server's order (newest first) inside each group.
 */
export function groupEventsByCategory(events: TimelineEvent[]): TimelineGroup[] {
  const byCategory = new Map<string, TimelineEvent[]>();
  const uncategorised: TimelineEvent[] = [];

  for (const event of events) {
    const category = event.category?.trim();
    if (!category) {
      uncategorised.push(event);
      continue;
    }
    const bucket = byCategory.get(category);
    if (bucket) bucket.push(event);
    else byCategory.set(category, [event]);
  }

  const categories = [...byCategory.keys()].sort(
    (a, b) => rank(a) - rank(b) || a.localeCompare(b, 'fr', { sensitivity: 'base' }),
  );
  const groups: TimelineGroup[] = categories.map((category) => ({
    category,
    events: byCategory.get(category) ?? [],
  }));
  if (uncategorised.length > 0) groups.push({ category: null, events: uncategorised });
  return groups;
}
