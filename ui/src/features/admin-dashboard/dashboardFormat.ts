// French number, percentage, day and "how long ago" formats for the dashboard's figures.
import { formatFrenchDateTime } from '@/lib/dates';

const integer = new Intl.NumberFormat('fr-FR');
const percent = new Intl.NumberFormat('fr-FR', { style: 'percent', maximumFractionDigits: 1 });
const shortDay = new Intl.DateTimeFormat('fr-FR', { day: 'numeric', month: 'short', timeZone: 'UTC' });
const longDay = new Intl.DateTimeFormat('fr-FR', { weekday: 'long', day: 'numeric', month: 'long', timeZone: 'UTC' });
const relative = new Intl.RelativeTimeFormat('fr-FR', { numeric: 'auto' });

export function formatCount(value: number): string {
  return integer.format(value);
}

/** `rate` is already "per 100": 3.5 becomes "3,5 %". */
export function formatRate(rate: number): string {
  return percent.format(rate / 100);
}

/** The server's days are calendar days ("2025-08-08"), read in UTC so no time zone shifts them. */
function calendarDay(day: string): Date {
  return new Date(`${day}T00:00:00Z`);
}

export function formatShortDay(day: string): string {
  return shortDay.format(calendarDay(day));
}

export function formatLongDay(day: string): string {
  return longDay.format(calendarDay(day));
}

const UNITS: [Intl.RelativeTimeFormatUnit, number][] = [
  ['minute', 60],
  ['hour', 60 * 60],
  ['day', 24 * 60 * 60],
];

/**
 * "il y a 5 minutes", "hier"… for the last week; an older event gets its full date.
 * Returns null under a minute, where the caller says "à l'instant".
 */
export function formatAgo(value: string, now: Date = new Date()): string | null {
  const date = new Date(value);
  if (Number.isNaN(date.getTime())) return '';
  const seconds = Math.round((now.getTime() - date.getTime()) / 1000);
  if (seconds < 60) return null;
  if (seconds >= 7 * 24 * 60 * 60) return formatFrenchDateTime(value);
  const [unit, size] = seconds < 60 * 60 ? UNITS[0] : seconds < 24 * 60 * 60 ? UNITS[1] : UNITS[2];
  return relative.format(-Math.floor(seconds / size), unit);
}
