// Checks the word comparison: runs of kept, removed and added words, the edges, and speed on a long article.
import { describe, expect, it } from 'vitest';
import { diffWords, hasChanges } from './wordDiff';

describe('diffWords', () => {
  it('marks the words removed and added between two texts', () => {
    expect(diffWords('Le chat dort sur le canapé', 'Le chien dort sous le canapé')).toEqual([
      { kind: 'same', text: 'Le' },
      { kind: 'removed', text: 'chat' },
      { kind: 'added', text: 'chien' },
      { kind: 'same', text: 'dort' },
      { kind: 'removed', text: 'sur' },
      { kind: 'added', text: 'sous' },
      { kind: 'same', text: 'le canapé' },
    ]);
  });

  it('keeps a moved block as the longest common run', () => {
    expect(diffWords('a b c d', 'b c d a')).toEqual([
      { kind: 'removed', text: 'a' },
      { kind: 'same', text: 'b c d' },
      { kind: 'added', text: 'a' },
    ]);
  });

  it('handles empty texts and ignores spacing', () => {
    expect(diffWords('', '')).toEqual([]);
    expect(diffWords('', 'Bonjour à tous')).toEqual([{ kind: 'added', text: 'Bonjour à tous' }]);
    expect(diffWords('Au revoir', '  ')).toEqual([{ kind: 'removed', text: 'Au revoir' }]);
    const same = diffWords('Un  texte\nidentique', 'Un texte identique');
    expect(same).toEqual([{ kind: 'same', text: 'Un texte identique' }]);
    expect(hasChanges(same)).toBe(false);
  });

  it('compares a 3,000-word article rewritten in many places quickly', () => {
    const words = Array.from({ length: 3000 }, (_, index) => `mot${index % 400}`);
    const edited = words.map((word, index) => (index % 50 === 7 ? `nouveau${index}` : word));
    edited.splice(1500, 20);
    const started = performance.now();
    const parts = diffWords(words.join(' '), edited.join(' '));
    const elapsed = performance.now() - started;
    expect(elapsed).toBeLessThan(300);
    const added = parts.filter((part) => part.kind === 'added').flatMap((part) => part.text.split(' '));
    expect(added.every((word) => word.startsWith('nouveau'))).toBe(true);
    const kept = parts.filter((part) => part.kind !== 'added').flatMap((part) => part.text.split(' '));
    expect(kept).toEqual(words);
  });

  it('shows a long text rewritten from end to end as removed then added, without comparing word by word', () => {
    const before = Array.from({ length: 3000 }, (_, index) => `ancien${index}`).join(' ');
    const after = Array.from({ length: 3000 }, (_, index) => `neuf${index}`).join(' ');
    const started = performance.now();
    const parts = diffWords(before, after);
    expect(performance.now() - started).toBeLessThan(1000);
    expect(parts).toEqual([
      { kind: 'removed', text: before },
      { kind: 'added', text: after },
    ]);
  });
});
