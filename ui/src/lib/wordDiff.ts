// A word-by-word comparison of two texts (the longest common subsequence of their words), to show what changed
// between two versions of an article: the common beginning and end are set aside first, so that a small edit in a
// long text stays quick.

export type DiffKind = 'same' | 'added' | 'removed';

export interface DiffPart {
  kind: DiffKind;
  /** The words of this run, joined by single spaces. */
  text: string;
}

/** Beyond this many word pairs the changed middle is shown as removed then added, rather than compared. */
const MAX_COMPARED_PAIRS = 16_000_000;

function wordsOf(text: string): string[] {
  return text.split(/\s+/).filter((word) => word !== '');
}

/** The middle's changes, in order, by walking the table of common-subsequence lengths of its suffixes. */
function compareMiddle(before: readonly string[], after: readonly string[]): { kind: DiffKind; word: string }[] {
  const rows = before.length;
  const columns = after.length;
  if (rows * columns > MAX_COMPARED_PAIRS) {
    return [
      ...before.map((word) => ({ kind: 'removed' as const, word })),
      ...after.map((word) => ({ kind: 'added' as const, word })),
    ];
  }
  // Numbers compare faster than strings in the inner loop.
  const ids = new Map<string, number>();
  const idOf = (word: string) => {
    const known = ids.get(word);
    if (known !== undefined) return known;
    ids.set(word, ids.size);
    return ids.size - 1;
  };
  const oldIds = Int32Array.from(before, idOf);
  const newIds = Int32Array.from(after, idOf);
  const width = columns + 1;
  // lengths[i * width + j]: the longest common subsequence of before[i..] and after[j..].
  // No length exceeds the shorter side, so half the memory usually does.
  const lengths = Math.min(rows, columns) < 0xffff ? new Uint16Array((rows + 1) * width) : new Uint32Array((rows + 1) * width);
  for (let i = rows - 1; i >= 0; i--) {
    for (let j = columns - 1; j >= 0; j--) {
      lengths[i * width + j] =
        oldIds[i] === newIds[j]
          ? lengths[(i + 1) * width + j + 1] + 1
          : Math.max(lengths[(i + 1) * width + j], lengths[i * width + j + 1]);
    }
  }
  const changes: { kind: DiffKind; word: string }[] = [];
  let i = 0;
  let j = 0;
  while (i < rows && j < columns) {
    if (oldIds[i] === newIds[j]) {
      changes.push({ kind: 'same', word: before[i] });
      i++;
      j++;
    } else if (lengths[(i + 1) * width + j] >= lengths[i * width + j + 1]) {
      changes.push({ kind: 'removed', word: before[i++] });
    } else {
      changes.push({ kind: 'added', word: after[j++] });
    }
  }
  while (i < rows) changes.push({ kind: 'removed', word: before[i++] });
  while (j < columns) changes.push({ kind: 'added', word: after[j++] });
  return changes;
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
