import { describe, expect, it } from 'vitest';
import { zonedDate } from './zoned-date';

describe('zonedDate', () => {
  it('gives the date in the organization’s zone, not in UTC', () => {
    // 00:30 in Paris on the 1st is still the 30th in UTC.
    expect(zonedDate('2026-10-01T00:30:00+02:00', 'Europe/Paris', 'en-US')).toBe('Oct 1, 2026');
    expect(zonedDate('2026-10-01T00:30:00+02:00', 'UTC', 'en-US')).toBe('Sep 30, 2026');
    expect(zonedDate('2026-01-01T09:00:00+01:00', 'Asia/Tokyo', 'en-US')).toBe('Jan 1, 2026');
  });

  it('falls back to the browser’s zone for an unknown zone, and to nothing for an unreadable date', () => {
    expect(zonedDate('2026-06-15T12:00:00Z', 'Not/AZone', 'en-US')).toMatch(/^Jun 1[45], 2026$/);
    expect(zonedDate('yesterday', 'Europe/Paris', 'en-US')).toBe('');
  });
});
