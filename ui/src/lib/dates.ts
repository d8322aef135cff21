// French calendar dates ("8 août 2025") for articles and lists, with the time where the moment matters.
const frenchDate = new Intl.DateTimeFormat('fr-FR', { day: 'numeric', month: 'long', year: 'numeric' });
const frenchDateTime = new Intl.DateTimeFormat('fr-FR', { dateStyle: 'long', timeStyle: 'short' });

/** Formats an RFC 3339 timestamp; returns an empty string when the value is not a date. */
export function formatFrenchDate(value: string | null | undefined): string {
  if (!value) return '';
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? '' : frenchDate.format(date);
}

/** "8 août 2025 à 14:05"; an empty string when the value is not a date. */
export function formatFrenchDateTime(value: string | null | undefined): string {
  if (!value) return '';
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? '' : frenchDateTime.format(date);
}
