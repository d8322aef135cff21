// Checks the French date format used on blog cards and articles.
import { describe, expect, it } from 'vitest';
import { formatFrenchDate } from './dates';

describe('formatFrenchDate', () => {
  it('writes day, French month name and year', () => {
    expect(formatFrenchDate('2025-08-08T12:00:00Z')).toBe('8 août 2025');
    expect(formatFrenchDate('2024-02-15T12:00:00Z')).toBe('15 février 2024');
  });

  it('returns an empty string for a missing or invalid date', () => {
    expect(formatFrenchDate(null)).toBe('');
    expect(formatFrenchDate('')).toBe('');
    expect(formatFrenchDate('pas une date')).toBe('');
  });
});
