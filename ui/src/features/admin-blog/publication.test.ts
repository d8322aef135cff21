// Checks the status of a post and the round trip between local date-time fields and instants.
import { describe, expect, it } from 'vitest';
import { fromLocalInputValue, postStatus, toLocalInputValue } from './publication';

const NOW = new Date('2025-08-08T12:00:00Z');

describe('postStatus', () => {
  it('tells drafts, scheduled and published posts apart', () => {
    expect(postStatus(null, NOW)).toBe('draft');
    expect(postStatus('2025-08-09T00:00:00Z', NOW)).toBe('scheduled');
    expect(postStatus('2025-08-08T12:00:00Z', NOW)).toBe('published');
    expect(postStatus('2024-01-01T00:00:00Z', NOW)).toBe('published');
  });
});

describe('local date-time fields', () => {
  it('reads a field value in local time and writes it back unchanged', () => {
    const instant = fromLocalInputValue('2026-03-15T09:30');
    expect(instant).toEqual(new Date(2026, 2, 15, 9, 30));
    expect(toLocalInputValue(instant as Date)).toBe('2026-03-15T09:30');
  });

  it('refuses values that are not complete dates', () => {
    expect(fromLocalInputValue('')).toBeNull();
    expect(fromLocalInputValue('2026-03-15')).toBeNull();
    expect(toLocalInputValue('pas une date')).toBe('');
  });
});
