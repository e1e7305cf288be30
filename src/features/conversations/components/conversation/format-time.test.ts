import { describe, expect, it } from 'vitest';
import { formatCountdown, fullDateTime, relativeTime } from './format-time';

const now = Date.parse('2026-05-12T10:00:00.000Z');
const ago = (ms: number) => new Date(now - ms).toISOString();

describe('relativeTime', () => {
  it('is short and relative for recent times', () => {
    expect(relativeTime(ago(10_000), now)).toBe('just now');
    expect(relativeTime(ago(5 * 60_000), now)).toBe('5m ago');
    expect(relativeTime(ago(3 * 3_600_000), now)).toBe('3h ago');
    expect(relativeTime(ago(2 * 86_400_000), now)).toBe('2d ago');
  });

  it('shows a date for older times, with the year when it differs', () => {
    expect(relativeTime('2026-03-01T10:00:00.000Z', now, 'en-US')).toBe('Mar 1');
    expect(relativeTime('2025-03-01T10:00:00.000Z', now, 'en-US')).toBe('Mar 1, 2025');
    expect(relativeTime('not a date', now)).toBe('');
  });
});

describe('formatCountdown', () => {
  it('counts seconds, then minutes and seconds', () => {
    expect(formatCountdown(7)).toBe('7s');
    expect(formatCountdown(6.2)).toBe('7s');
    expect(formatCountdown(-1)).toBe('0s');
    expect(formatCountdown(65)).toBe('1:05');
    expect(formatCountdown(300)).toBe('5:00');
  });
});

describe('fullDateTime', () => {
  it('names the time zone it shows the moment in when asked (a tooltip), not otherwise (what a screen reader reads each time)', () => {
    const at = '2026-05-12T10:03:00Z';
    const plain = fullDateTime(at, { locale: 'en-US' });
    expect(plain).toMatch(/^Tuesday, May 12, 2026 at \d{1,2}:03 (AM|PM)$/);
    const zone = new Intl.DateTimeFormat('en-US', { timeZoneName: 'short' }).formatToParts(Date.parse(at)).find((p) => p.type === 'timeZoneName')!.value;
    expect(fullDateTime(at, { zone: true, locale: 'en-US' })).toBe(`${plain} ${zone}`);
    expect(fullDateTime('not a date', { zone: true })).toBe('');
  });
});
