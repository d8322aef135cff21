// The statistics' periods: presets counted back from today in UTC, and the address read back.
import { describe, expect, it } from 'vitest';
import { daysBetween, presetPeriod, readPeriod } from './period';

const NOW = new Date('2026-03-01T23:30:00Z');

describe('statistics periods', () => {
  it('counts each preset back from today, today included', () => {
    expect(presetPeriod('7d', NOW)).toEqual({ from: '2026-02-23', to: '2026-03-01' });
    expect(presetPeriod('30d', NOW)).toEqual({ from: '2026-01-31', to: '2026-03-01' });
    expect(presetPeriod('12m', NOW)).toEqual({ from: '2025-03-02', to: '2026-03-01' });
    expect(daysBetween(presetPeriod('12m', NOW))).toBe(365);
  });

  it('reads the period from the address, 30 days when it names none', () => {
    expect(readPeriod(new URLSearchParams('period=7d'), NOW).choice).toBe('7d');
    expect(readPeriod(new URLSearchParams(''), NOW)).toEqual({ choice: '30d', period: presetPeriod('30d', NOW) });
    expect(readPeriod(new URLSearchParams('period=custom&from=2026-01-01&to=2026-01-31'), NOW)).toEqual({
      choice: 'custom',
      period: { from: '2026-01-01', to: '2026-01-31' },
    });
    expect(readPeriod(new URLSearchParams('period=custom&from=2026-02-30&to=2026-03-01'), NOW).choice).toBe('30d');
  });
});
