// The periods the statistics screen offers: the last 7 or 30 days, the last 12 months, or any days chosen, all as
// UTC calendar days ("2026-11-27"), the days the server counts visits under. The choice lives in the address; the
// server judges chosen days (order, length) and says in its own words what is wrong with them.

export const PRESETS = ['7d', '30d', '12m'] as const;
export type Preset = (typeof PRESETS)[number];
export type PeriodChoice = Preset | 'custom';

export interface Period {
  from: string;
  to: string;
}

const DAY_MS = 24 * 60 * 60 * 1000;
const DAY_PATTERN = /^\d{4}-\d{2}-\d{2}$/;

function dayOf(date: Date): string {
  return date.toISOString().slice(0, 10);
}

/** A well-formed calendar day that exists. */
export function isDay(value: string): boolean {
  if (!DAY_PATTERN.test(value)) return false;
  const date = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && dayOf(date) === value;
}

/** The days from `from` to `to`, both counted. */
export function daysBetween(period: Period): number {
  return Math.round((Date.parse(`${period.to}T00:00:00Z`) - Date.parse(`${period.from}T00:00:00Z`)) / DAY_MS) + 1;
}

export function presetPeriod(preset: Preset, now: Date = new Date()): Period {
  const to = dayOf(now);
  if (preset === '12m') {
    const yearBefore = new Date(Date.UTC(now.getUTCFullYear() - 1, now.getUTCMonth(), now.getUTCDate() + 1));
    return { from: dayOf(yearBefore), to };
  }
  const days = preset === '7d' ? 7 : 30;
  return { from: dayOf(new Date(now.getTime() - (days - 1) * DAY_MS)), to };
}

/** What the address asks for: `?period=7d|30d|12m`, or `?from=&to=` for chosen days; 30 days otherwise. */
export function readPeriod(params: URLSearchParams, now: Date = new Date()): { choice: PeriodChoice; period: Period } {
  const from = params.get('from') ?? '';
  const to = params.get('to') ?? '';
  if (params.get('period') === 'custom' && isDay(from) && isDay(to)) return { choice: 'custom', period: { from, to } };
  const asked = params.get('period');
  const preset = PRESETS.find((candidate) => candidate === asked) ?? '30d';
  return { choice: preset, period: presetPeriod(preset, now) };
}
