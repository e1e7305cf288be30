import { describe, expect, it } from 'vitest';
import {
  daysInMonth,
  isValidCalendarDate,
  isValidTimeZone,
  timeZoneOffsetMs,
  utcToZonedParts,
  wallClockToEpochMs,
  zonedDateTimeToUtc,
} from './zoned-time.ts';

const HOUR = 3_600_000;
const iso = (d: Date) => d.toISOString();

describe('utcToZonedParts', () => {
  it('reads the wall clock of an instant in several zones', () => {
    const at = new Date('2026-01-15T12:34:56.789Z');
    expect(utcToZonedParts(at, 'UTC')).toEqual({
      year: 2026, month: 1, day: 15, hour: 12, minute: 34, second: 56, millisecond: 789, weekday: 4,
    });
    expect(utcToZonedParts(at, 'Europe/Paris')).toMatchObject({ day: 15, hour: 13, minute: 34 });
    expect(utcToZonedParts(at, 'America/New_York')).toMatchObject({ day: 15, hour: 7 });
    expect(utcToZonedParts(at, 'Asia/Tokyo')).toMatchObject({ day: 15, hour: 21 });
    // Auckland is at +13 in January (summer): already the next day, a Friday.
    expect(utcToZonedParts(at, 'Pacific/Auckland')).toMatchObject({ day: 16, hour: 1, weekday: 5 });
  });

  it('reports midnight as hour 0, never 24', () => {
    expect(utcToZonedParts(new Date('2026-05-31T22:00:00Z'), 'Europe/Paris')).toMatchObject({ month: 6, day: 1, hour: 0 });
  });

  it('crosses a year boundary backwards', () => {
    expect(utcToZonedParts(new Date('2027-01-01T03:00:00Z'), 'America/New_York')).toMatchObject({
      year: 2026, month: 12, day: 31, hour: 22, weekday: 4,
    });
  });

  it('rejects an invalid Date and an unknown zone', () => {
    expect(() => utcToZonedParts(new Date('nope'), 'UTC')).toThrow(RangeError);
    expect(() => utcToZonedParts(new Date(), 'Mars/Olympus_Mons')).toThrow(RangeError);
  });
});

describe('timeZoneOffsetMs', () => {
  it('follows daylight saving time', () => {
    expect(timeZoneOffsetMs(Date.parse('2026-01-15T12:00:00Z'), 'Europe/Paris')).toBe(HOUR);
    expect(timeZoneOffsetMs(Date.parse('2026-07-15T12:00:00Z'), 'Europe/Paris')).toBe(2 * HOUR);
    expect(timeZoneOffsetMs(Date.parse('2026-01-15T12:00:00Z'), 'America/New_York')).toBe(-5 * HOUR);
    expect(timeZoneOffsetMs(Date.parse('2026-07-15T12:00:00Z'), 'America/New_York')).toBe(-4 * HOUR);
    expect(timeZoneOffsetMs(Date.parse('2026-01-15T12:00:00Z'), 'Pacific/Auckland')).toBe(13 * HOUR);
    expect(timeZoneOffsetMs(Date.parse('2026-07-15T12:00:00Z'), 'Pacific/Auckland')).toBe(12 * HOUR);
    expect(timeZoneOffsetMs(Date.parse('2026-07-15T12:00:00Z'), 'Asia/Tokyo')).toBe(9 * HOUR);
    expect(timeZoneOffsetMs(Date.parse('2026-07-15T12:00:00Z'), 'UTC')).toBe(0);
  });

  it('keeps fractional-hour offsets', () => {
    expect(timeZoneOffsetMs(Date.parse('2026-01-15T12:00:00Z'), 'Asia/Kolkata')).toBe(5.5 * HOUR);
    expect(timeZoneOffsetMs(Date.parse('2026-01-15T12:00:00Z'), 'Asia/Kathmandu')).toBe(5.75 * HOUR);
  });
});

describe('zonedDateTimeToUtc', () => {
  it('converts an ordinary local time in each zone', () => {
    const wall = { year: 2026, month: 12, day: 1, hour: 9 };
    expect(iso(zonedDateTimeToUtc(wall, 'UTC'))).toBe('2026-12-01T09:00:00.000Z');
    expect(iso(zonedDateTimeToUtc(wall, 'Europe/Paris'))).toBe('2026-12-01T08:00:00.000Z');
    expect(iso(zonedDateTimeToUtc(wall, 'America/New_York'))).toBe('2026-12-01T14:00:00.000Z');
    expect(iso(zonedDateTimeToUtc(wall, 'Asia/Tokyo'))).toBe('2026-12-01T00:00:00.000Z');
    expect(iso(zonedDateTimeToUtc(wall, 'Pacific/Auckland'))).toBe('2026-11-30T20:00:00.000Z');
  });

  it('keeps seconds and milliseconds and defaults missing time fields to 0', () => {
    expect(iso(zonedDateTimeToUtc({ year: 2026, month: 7, day: 4, hour: 10, minute: 5, second: 6, millisecond: 7 }, 'Europe/Paris'))).toBe(
      '2026-07-04T08:05:06.007Z',
    );
    expect(iso(zonedDateTimeToUtc({ year: 2026, month: 7, day: 4 }, 'Asia/Tokyo'))).toBe('2026-07-03T15:00:00.000Z');
  });

  it('rolls over out-of-range fields like Date.UTC', () => {
    expect(iso(zonedDateTimeToUtc({ year: 2026, month: 1, day: 32, hour: 9 }, 'UTC'))).toBe('2026-02-01T09:00:00.000Z');
    expect(iso(zonedDateTimeToUtc({ year: 2026, month: 13, day: 1, hour: 9 }, 'UTC'))).toBe('2027-01-01T09:00:00.000Z');
  });

  it('uses the summer offset on either side of the Paris spring-forward (2026-03-29)', () => {
    expect(iso(zonedDateTimeToUtc({ year: 2026, month: 3, day: 29, hour: 1, minute: 59 }, 'Europe/Paris'))).toBe('2026-03-29T00:59:00.000Z');
    expect(iso(zonedDateTimeToUtc({ year: 2026, month: 3, day: 29, hour: 3 }, 'Europe/Paris'))).toBe('2026-03-29T01:00:00.000Z');
    expect(iso(zonedDateTimeToUtc({ year: 2026, month: 3, day: 29, hour: 9 }, 'Europe/Paris'))).toBe('2026-03-29T07:00:00.000Z');
  });

  it('moves a local time inside a spring-forward gap forward by the gap', () => {
    // Paris 02:00-03:00 does not exist on 2026-03-29: 02:30 becomes 03:30 CEST.
    const paris = zonedDateTimeToUtc({ year: 2026, month: 3, day: 29, hour: 2, minute: 30 }, 'Europe/Paris');
    expect(iso(paris)).toBe('2026-03-29T01:30:00.000Z');
    expect(utcToZonedParts(paris, 'Europe/Paris')).toMatchObject({ hour: 3, minute: 30 });
    // New York 02:00-03:00 does not exist on 2026-03-08.
    const ny = zonedDateTimeToUtc({ year: 2026, month: 3, day: 8, hour: 2, minute: 15 }, 'America/New_York');
    expect(iso(ny)).toBe('2026-03-08T07:15:00.000Z');
    expect(utcToZonedParts(ny, 'America/New_York')).toMatchObject({ hour: 3, minute: 15 });
    // Auckland 02:00-03:00 does not exist on 2026-09-27.
    const akl = zonedDateTimeToUtc({ year: 2026, month: 9, day: 27, hour: 2, minute: 30 }, 'Pacific/Auckland');
    expect(utcToZonedParts(akl, 'Pacific/Auckland')).toMatchObject({ day: 27, hour: 3, minute: 30 });
  });

  it('takes the first occurrence of a local time repeated when clocks go back', () => {
    // Paris 02:00-03:00 happens twice on 2026-10-25: first at +02:00, then at +01:00.
    expect(iso(zonedDateTimeToUtc({ year: 2026, month: 10, day: 25, hour: 2, minute: 30 }, 'Europe/Paris'))).toBe('2026-10-25T00:30:00.000Z');
    expect(iso(zonedDateTimeToUtc({ year: 2026, month: 10, day: 25, hour: 3 }, 'Europe/Paris'))).toBe('2026-10-25T02:00:00.000Z');
    // New York 01:00-02:00 happens twice on 2026-11-01.
    expect(iso(zonedDateTimeToUtc({ year: 2026, month: 11, day: 1, hour: 1, minute: 30 }, 'America/New_York'))).toBe('2026-11-01T05:30:00.000Z');
  });

  it('handles a skipped calendar day (Samoa, 2011-12-30)', () => {
    const apia = zonedDateTimeToUtc({ year: 2011, month: 12, day: 30, hour: 12 }, 'Pacific/Apia');
    expect(utcToZonedParts(apia, 'Pacific/Apia')).toMatchObject({ day: 31, hour: 12 });
  });

  it('round-trips every other hour of a year with DST changes', () => {
    const wrong: string[] = [];
    for (const zone of ['Europe/Paris', 'America/New_York', 'Pacific/Auckland']) {
      for (let t = Date.parse('2026-01-01T00:00:00Z'); t < Date.parse('2027-01-01T00:00:00Z'); t += 2 * HOUR) {
        const p = utcToZonedParts(new Date(t), zone);
        const back = zonedDateTimeToUtc(p, zone).getTime();
        // A repeated hour maps back to its first occurrence, so one hour earlier at most.
        const sameWallClock = JSON.stringify(utcToZonedParts(new Date(back), zone)) === JSON.stringify(p);
        if (!sameWallClock || (t !== back && t - back !== HOUR)) wrong.push(`${zone} ${new Date(t).toISOString()}`);
      }
    }
    expect(wrong).toEqual([]);
  });

  it('rejects non-finite fields', () => {
    expect(() => zonedDateTimeToUtc({ year: Number.NaN, month: 1, day: 1 }, 'UTC')).toThrow(RangeError);
  });
});

describe('calendar helpers', () => {
  it('counts the days of a month, leap years included', () => {
    expect(daysInMonth(2026, 2)).toBe(28);
    expect(daysInMonth(2028, 2)).toBe(29);
    expect(daysInMonth(2100, 2)).toBe(28);
    expect(daysInMonth(2000, 2)).toBe(29);
    expect(daysInMonth(2026, 4)).toBe(30);
    expect(daysInMonth(2026, 12)).toBe(31);
  });

  it('tells real dates from impossible ones', () => {
    expect(isValidCalendarDate(2026, 2, 28)).toBe(true);
    expect(isValidCalendarDate(2028, 2, 29)).toBe(true);
    expect(isValidCalendarDate(2026, 2, 29)).toBe(false);
    expect(isValidCalendarDate(2026, 2, 30)).toBe(false);
    expect(isValidCalendarDate(2026, 4, 31)).toBe(false);
    expect(isValidCalendarDate(2026, 0, 1)).toBe(false);
    expect(isValidCalendarDate(2026, 13, 1)).toBe(false);
    expect(isValidCalendarDate(2026, 1, 0)).toBe(false);
    expect(isValidCalendarDate(2026, 1, 1.5)).toBe(false);
  });

  it('reads years 0..99 as themselves, not as 19xx', () => {
    expect(new Date(wallClockToEpochMs({ year: 50, month: 1, day: 1 })).getUTCFullYear()).toBe(50);
  });

  it('knows which time zone names are valid', () => {
    expect(isValidTimeZone('Europe/Paris')).toBe(true);
    expect(isValidTimeZone('UTC')).toBe(true);
    expect(isValidTimeZone('Europe/Nowhere')).toBe(false);
    expect(isValidTimeZone('')).toBe(false);
  });
});
