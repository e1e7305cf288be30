import { describe, expect, it } from 'vitest';
import { customSnoozeTime, snoozeHint } from './snooze-time';

describe('customSnoozeTime', () => {
  const now = new Date(2026, 4, 20, 12, 0).getTime();

  it('reads a datetime-local value as local time and gives ISO', () => {
    expect(customSnoozeTime('2026-05-21T09:30', now)).toEqual({ iso: new Date(2026, 4, 21, 9, 30).toISOString() });
  });

  it('refuses empty, invalid and past values', () => {
    expect(customSnoozeTime('', now)).toEqual({ error: 'Pick a date and time.' });
    expect(customSnoozeTime('soon', now)).toEqual({ error: 'Pick a date and time.' });
    expect(customSnoozeTime('2026-05-20T11:59', now)).toEqual({ error: 'Pick a time in the future.' });
  });
});

describe('snoozeHint', () => {
  it("names the organization's zone on a time of day when the browser is in another", () => {
    expect(snoozeHint('9:00', 'America/New_York', 'Europe/Paris')).toBe('9:00 New York');
    expect(snoozeHint('Mon 9:00', 'UTC', 'Asia/Tokyo')).toBe('Mon 9:00 UTC');
  });

  it('leaves it alone in the same zone, and on hints that are no time of day', () => {
    expect(snoozeHint('9:00', 'Europe/Paris', 'Europe/Paris')).toBe('9:00');
    expect(snoozeHint('in 60 min', 'America/New_York', 'Europe/Paris')).toBe('in 60 min');
    expect(snoozeHint('same time', 'America/New_York', 'Europe/Paris')).toBe('same time');
  });
});
