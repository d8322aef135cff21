// Checks the category order of the career timeline.
import { describe, expect, it } from 'vitest';
import type { TimelineEvent } from '@/generated/TimelineEvent';
import { groupEventsByCategory } from './groupEvents';

function event(id: number, category: string | null): TimelineEvent {
  return { id, date: `${2020 - id}`, title: `Événement ${id}`, category, description: null, reference_link: null };
}

describe('groupEventsByCategory', () => {
  it('orders known categories, then others alphabetically, then uncategorised ones', () => {
    const groups = groupEventsByCategory([
      event(1, 'Formations'),
      event(2, null),
      event(3, 'Voyages'),
      event(4, 'Projets'),
      event(5, 'Postes occupés'),
      event(6, 'Contributions'),
      event(7, 'Bénévolat'),
      event(8, 'Engagements'),
      event(9, '  '),
    ]);
    expect(groups.map((group) => group.category)).toEqual([
      'Postes occupés',
      'Engagements',
      'Projets',
      'Contributions',
      'Formations',
      'Bénévolat',
      'Voyages',
      null,
    ]);
    expect(groups.at(-1)?.events.map((item) => item.id)).toEqual([2, 9]);
  });

  it('keeps the server order (newest first) inside a group', () => {
    const groups = groupEventsByCategory([event(3, 'Projets'), event(1, 'Projets'), event(2, 'Projets')]);
    expect(groups).toHaveLength(1);
    expect(groups[0].events.map((item) => item.id)).toEqual([3, 1, 2]);
  });

  it('sorts other categories with French rules, ignoring accents and case', () => {
    const groups = groupEventsByCategory([event(1, 'zèbre'), event(2, 'Études'), event(3, 'assos')]);
    expect(groups.map((group) => group.category)).toEqual(['assos', 'Études', 'zèbre']);
  });

  it('returns no group for no event', () => {
    expect(groupEventsByCategory([])).toEqual([]);
  });
});
