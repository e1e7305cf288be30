import { describe, expect, it } from 'vitest';
import { customSnoozeTime } from './snooze-time';

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
