// Editable lists whose entries keep a stable key as they move, so focus and React state follow them.

/** A list entry with a key that follows it when it moves, so focus and React state stay with it. */
export type Keyed<T> = T & { key: number };

let lastKey = 0;

export function withKey<T extends object>(value: T): Keyed<T> {
  lastKey += 1;
  return { ...value, key: lastKey };
}

export function withoutKey<T extends object>({ key: _key, ...value }: Keyed<T>): T {
  return value as unknown as T;
}

export function moveItem<T>(items: T[], from: number, to: number): T[] {
  if (to < 0 || to >= items.length) return items;
  const next = [...items];
  const [moved] = next.splice(from, 1);
  next.splice(to, 0, moved);
  return next;
}
