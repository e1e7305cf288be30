import { describe, expect, it } from 'vitest';
import { formatFullDate, formatRelativeShort } from './relative-time';

const now = new Date(2026, 4, 20, 12, 0, 0);
const ago = (ms: number) => new Date(now.getTime() - ms);

describe('formatRelativeShort', () => {
  it('says now under a minute, and for times slightly in the future', () => {
    expect(formatRelativeShort(ago(59_000), now)).toBe('now');
    expect(formatRelativeShort(ago(-5_000), now)).toBe('now');
  });

  it('counts minutes, hours and days', () => {
    expect(formatRelativeShort(ago(5 * 60_000), now)).toBe('5m');
    expect(formatRelativeShort(ago(59 * 60_000 + 59_000), now)).toBe('59m');
    expect(formatRelativeShort(ago(3 * 3_600_000), now)).toBe('3h');
    expect(formatRelativeShort(ago(2 * 86_400_000 + 5), now)).toBe('2d');
  });

  it('shows the date from a week on, with the year when it differs', () => {
    expect(formatRelativeShort(new Date(2026, 2, 4, 9), now)).toBe('Mar 4');
    expect(formatRelativeShort(new Date(2024, 11, 31, 9), now)).toBe('Dec 31, 2024');
  });
});

describe('formatFullDate', () => {
  it('says the date, the time and the time zone', () => {
    expect(formatFullDate(new Date('2026-11-29T09:03:00Z'), 'en-US')).toMatch(/^Nov (28|29|30), 2026, \d{1,2}:03 (AM|PM) \S+$/);
  });
});
