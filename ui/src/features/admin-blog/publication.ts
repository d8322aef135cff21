// Where an article stands (draft, scheduled, published) and the conversions between a local
// date-time field and the RFC 3339 instants the server stores.
export type PostStatus = 'draft' | 'scheduled' | 'published';

export type PublicationMode = 'draft' | 'now' | 'scheduled';

export function postStatus(publishedAt: string | null, now: Date = new Date()): PostStatus {
  if (!publishedAt) return 'draft';
  return new Date(publishedAt).getTime() > now.getTime() ? 'scheduled' : 'published';
}

function pad(value: number): string {
  return String(value).padStart(2, '0');
}

/** The value of a `datetime-local` input showing `instant` in the browser's time zone. */
export function toLocalInputValue(instant: string | Date): string {
  const date = new Date(instant);
  if (Number.isNaN(date.getTime())) return '';
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}T${pad(date.getHours())}:${pad(date.getMinutes())}`;
}

/** The instant a `datetime-local` value means in the browser's time zone, or null when it is not a date. */
export function fromLocalInputValue(value: string): Date | null {
  const match = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})$/.exec(value);
  if (!match) return null;
  const [, year, month, day, hours, minutes] = match.map(Number);
  const date = new Date(year, month - 1, day, hours, minutes);
  return Number.isNaN(date.getTime()) ? null : date;
}
