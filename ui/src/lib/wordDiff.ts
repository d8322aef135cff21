// A word-by-word comparison of two texts (a longest common subsequence of their words), to show what changed
// between two versions of an article: the common beginning and end are set aside first, so that a small edit in a
// long text stays quick.

export type DiffKind = 'same' | 'added' | 'removed';

export interface DiffPart {
  kind: DiffKind;
  /** The words of this run, joined by single spaces. */
  text: string;
}

/** Beyond this many words added or removed the changed middle is shown as removed then added, rather than compared. */
const MAX_EDITS = 2000;

type Change = { kind: DiffKind; word: string };

function wordsOf(text: string): string[] {
  return text.split(/\s+/).filter((word) => word !== '');
}

/** Gives each distinct word a number: numbers compare faster than strings in the inner loop. */
function numbered(before: readonly string[], after: readonly string[]): [Int32Array, Int32Array] {
  const ids = new Map<string, number>();
  const idOf = (word: string) => {
    const known = ids.get(word);
    if (known !== undefined) return known;
    ids.set(word, ids.size);
    return ids.size - 1;
  };
  return [Int32Array.from(before, idOf), Int32Array.from(after, idOf)];
}

/**
 * The middle's changes, in order: Myers' shortest edit script (a longest common subsequence found in time
 * proportional to the length times the number of changes), walked back from the furthest point reached at each step.
 */
function compareMiddle(before: readonly string[], after: readonly string[]): Change[] {
  const [old, now] = numbered(before, after);
  const rows = old.length;
  const columns = now.length;
  const limit = Math.min(rows + columns, MAX_EDITS);
  const offset = limit + 1;
  // furthest[offset + k]: how far along `before` the best path on diagonal k (x - y) has gone.
  const furthest = new Int32Array(2 * limit + 3);
  // steps[d][k + d]: `furthest` as it stood before step d, kept to walk the path back.
  const steps: Int32Array[] = [];
  for (let d = 0; d <= limit; d++) {
    steps.push(furthest.slice(offset - d, offset + d + 1));
    for (let k = -d; k <= d; k += 2) {
      const down = k === -d || (k !== d && furthest[offset + k - 1] < furthest[offset + k + 1]);
      let x = down ? furthest[offset + k + 1] : furthest[offset + k - 1] + 1;
      let y = x - k;
      while (x < rows && y < columns && old[x] === now[y]) {
        x++;
        y++;
      }
      furthest[offset + k] = x;
      if (x >= rows && y >= columns) return walkBack(steps, before, after);
    }
  }
  return [
    ...before.map((word) => ({ kind: 'removed' as const, word })),
    ...after.map((word) => ({ kind: 'added' as const, word })),
  ];
}

function walkBack(steps: readonly Int32Array[], before: readonly string[], after: readonly string[]): Change[] {
  const changes: Change[] = [];
  let x = before.length;
  let y = after.length;
  for (let d = steps.length - 1; d > 0; d--) {
    const reached = steps[d];
    const k = x - y;
    const down = k === -d || (k !== d && reached[k - 1 + d] < reached[k + 1 + d]);
    const previousK = down ? k + 1 : k - 1;
    const previousX = reached[previousK + d];
    const previousY = previousX - previousK;
    for (; x > previousX && y > previousY; x--, y--) changes.push({ kind: 'same', word: before[x - 1] });
    if (down) changes.push({ kind: 'added', word: after[y - 1] });
    else changes.push({ kind: 'removed', word: before[x - 1] });
    x = previousX;
    y = previousY;
  }
  for (; x > 0 && y > 0; x--, y--) changes.push({ kind: 'same', word: before[x - 1] });
  return changes.reverse();
}

/** The words of `after` compared with those of `before`, in runs of the same kind (spacing is not compared). */
export function diffWords(before: string, after: string): DiffPart[] {
  const old = wordsOf(before);
  const now = wordsOf(after);
  let start = 0;
  while (start < old.length && start < now.length && old[start] === now[start]) start++;
  let end = 0;
  while (end < old.length - start && end < now.length - start && old[old.length - 1 - end] === now[now.length - 1 - end]) end++;
  const changes = [
    ...old.slice(0, start).map((word) => ({ kind: 'same' as const, word })),
    ...compareMiddle(old.slice(start, old.length - end), now.slice(start, now.length - end)),
    ...old.slice(old.length - end).map((word) => ({ kind: 'same' as const, word })),
  ];
  const parts: DiffPart[] = [];
  for (const { kind, word } of changes) {
    const last = parts[parts.length - 1];
    if (last?.kind === kind) last.text += ` ${word}`;
    else parts.push({ kind, text: word });
  }
  return parts;
}

/** Whether the comparison found anything added or removed. */
export function hasChanges(parts: readonly DiffPart[]): boolean {
  return parts.some((part) => part.kind !== 'same');
}
