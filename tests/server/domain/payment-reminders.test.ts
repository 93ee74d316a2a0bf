/** The month label of the Finance page. */
import { describe, expect, it } from 'vitest';
import { formatMonth } from '../../../server/src/domain/index.ts';

describe('month labels', () => {
  it('shows YYYY-MM as a short or long month name and year, and nothing for anything else', () => {
    expect(formatMonth('2026-11')).toBe('Nov 2026');
    expect(formatMonth('2027-01', { long: true })).toBe('January 2027');
    expect(formatMonth('2026-13')).toBe('');
    expect(formatMonth(null)).toBe('');
  });
});
