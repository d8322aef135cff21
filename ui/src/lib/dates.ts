// French calendar dates ("8 août 2025") for articles and lists.
const frenchDate = new Intl.DateTimeFormat('fr-FR', { day: 'numeric', month: 'long', year: 'numeric' });

/** Formats an RFC 3339 timestamp; returns an empty string when the value is not a date. */
export function formatFrenchDate(value: string | null | undefined): string {
  if (!value) return '';
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? '' : frenchDate.format(date);
}
