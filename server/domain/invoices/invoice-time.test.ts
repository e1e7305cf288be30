import { describe, expect, it } from 'vitest';
import { formatWithOffset, parsePaidTime } from './invoice-time.ts';

describe('formatWithOffset', () => {
  it("writes the wall clock of the organization's zone with the offset in force then", () => {
    expect(formatWithOffset(new Date('2026-10-01T07:00:00Z'), 'Europe/Paris')).toBe('2026-10-01T09:00:00+02:00');
    expect(formatWithOffset(new Date('2026-01-01T08:00:00Z'), 'Europe/Paris')).toBe('2026-01-01T09:00:00+01:00');
    expect(formatWithOffset(new Date('2026-03-01T14:00:00Z'), 'America/St_Johns')).toBe('2026-03-01T10:30:00-03:30');
    expect(formatWithOffset(new Date('2026-03-01T14:00:00Z'), 'UTC')).toBe('2026-03-01T14:00:00+00:00');
  });

  it('names the same instant as the stored time', () => {
    const instant = new Date('2026-07-14T22:15:09Z');
    expect(new Date(formatWithOffset(instant, 'Asia/Kathmandu')).getTime()).toBe(instant.getTime());
  });

  it('falls back to UTC for an offset with seconds, which RFC 3339 cannot write', () => {
    expect(formatWithOffset(new Date('1890-01-01T12:00:00Z'), 'Europe/Paris')).toBe('1890-01-01T12:00:00+00:00');
  });
});

describe('parsePaidTime', () => {
  it('takes ISO 8601 with Z or an offset as the instant it names', () => {
    expect(parsePaidTime('2026-10-01T09:00:00+02:00', 'UTC')?.toISOString()).toBe('2026-10-01T07:00:00.000Z');
    expect(parsePaidTime('2026-10-01T09:00Z', 'Europe/Paris')?.toISOString()).toBe('2026-10-01T09:00:00.000Z');
  });

  it("reads a local time, or a date alone at 09:00, in the organization's zone", () => {
    expect(parsePaidTime('2026-10-01T10:30', 'Europe/Paris')?.toISOString()).toBe('2026-10-01T08:30:00.000Z');
    expect(parsePaidTime('2026-01-01', 'Europe/Paris')?.toISOString()).toBe('2026-01-01T08:00:00.000Z');
  });

  it.each(['yesterday', '2026-02-30', '2026-13-01', '2026-10-01T25:00', '1999-12-31', '2101-01-01', '2026-10-01T09:00+25:00', ''])(
    'refuses %j',
    (input) => {
      expect(parsePaidTime(input, 'UTC')).toBeUndefined();
    },
  );
});
