// Picks an editable text when the back-office filled it in, else the built-in French default.
export function textOr(value: string | null | undefined, fallback: string): string {
  const trimmed = value?.trim();
  return trimmed ? trimmed : fallback;
}

/** Keeps the entries whose required texts are all filled in; falls back when none is left. */
export function listOr<T>(values: T[] | null | undefined, isFilled: (value: T) => boolean, fallback: T[]): T[] {
  const filled = (values ?? []).filter(isFilled);
  return filled.length > 0 ? filled : fallback;
}
