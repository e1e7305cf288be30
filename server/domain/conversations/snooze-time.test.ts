import { describe, expect, it } from 'vitest';
import { SNOOZE_MAX_MINUTES, parseSnoozeUntil } from './snooze-time.ts';

const ACCEPTED = 'use 5m, +30, a weekday, tomorrow, one week, one month or an ISO 8601 time';
const MINUTE = 60_000;
const DAY = 86_400_000;

/** The ISO instant parsed from `input`, or the error message prefixed with "error: ". */
function snooze(input: string, now: string, timeZone = 'UTC'): string {
  const r = parseSnoozeUntil(input, { now: new Date(now), timeZone });
  return r.ok ? r.until.toISOString() : `error: ${r.error}`;
}

// A Thursday: 12:00 in UTC, 13:00 in Paris, 07:00 in New York, 21:00 in Tokyo, Friday 01:00 in Auckland.
const THU_NOON_UTC = '2026-01-15T12:00:00.000Z';

describe('parseSnoozeUntil: minutes from now', () => {
  it.each([
    ['5m', 5],
    ['+30', 30],
    ['+30m', 30],
    ['90 m', 90],
    ['+ 15', 15],
    ['1 min', 1],
    ['2 mins', 2],
    ['1 minute', 1],
    ['10 minutes', 10],
    ['  5M  ', 5],
    ['+007', 7],
  ])('reads %j as %i minutes', (input, minutes) => {
    expect(snooze(input, THU_NOON_UTC, 'Europe/Paris')).toBe(new Date(Date.parse(THU_NOON_UTC) + minutes * MINUTE).toISOString());
  });

  it('counts real minutes across a DST change', () => {
    // Paris 2026-03-29 01:30 CET + 60 minutes = 03:30 CEST, one real hour later.
    expect(snooze('+60', '2026-03-29T00:30:00.000Z', 'Europe/Paris')).toBe('2026-03-29T01:30:00.000Z');
  });

  it('keeps the milliseconds of now', () => {
    expect(snooze('5m', '2026-01-15T12:00:00.123Z')).toBe('2026-01-15T12:05:00.123Z');
  });

  it('accepts up to 366 days of minutes and rejects more', () => {
    expect(snooze(`+${SNOOZE_MAX_MINUTES}`, THU_NOON_UTC)).toBe(new Date(Date.parse(THU_NOON_UTC) + 366 * DAY).toISOString());
    expect(snooze(`+${SNOOZE_MAX_MINUTES + 1}`, THU_NOON_UTC)).toBe('error: snooze_until must be at most 366 days ahead');
    expect(snooze('+99999999999999999999999', THU_NOON_UTC)).toBe('error: snooze_until must be at most 366 days ahead');
  });

  it('rejects zero minutes as not in the future', () => {
    expect(snooze('0m', THU_NOON_UTC)).toBe('error: snooze_until must be in the future');
    expect(snooze('+0', THU_NOON_UTC)).toBe('error: snooze_until must be in the future');
  });

  it.each(['30', '-5m', '5.5m', '5h', '+', 'm', '5 m m', '+-5'])('does not understand %j', (input) => {
    expect(snooze(input, THU_NOON_UTC)).toBe(`error: snooze_until "${input}" is not understood: ${ACCEPTED}`);
  });
});

describe('parseSnoozeUntil: tomorrow', () => {
  it.each([
    ['UTC', '2026-01-16T09:00:00.000Z'],
    ['Europe/Paris', '2026-01-16T08:00:00.000Z'],
    ['America/New_York', '2026-01-16T14:00:00.000Z'],
    ['Asia/Tokyo', '2026-01-16T00:00:00.000Z'],
    // Already Friday in Auckland, so tomorrow is Saturday.
    ['Pacific/Auckland', '2026-01-16T20:00:00.000Z'],
  ])('is the next local day at 9:00 in %s', (zone, expected) => {
    expect(snooze('tomorrow', THU_NOON_UTC, zone)).toBe(expected);
    expect(snooze('  TOMORROW ', THU_NOON_UTC, zone)).toBe(expected);
  });

  it('is the next calendar day even just after midnight, never later today', () => {
    // 00:05 on Friday in Paris.
    expect(snooze('tomorrow', '2026-01-15T23:05:00.000Z', 'Europe/Paris')).toBe('2026-01-17T08:00:00.000Z');
  });

  it('keeps 9:00 local across a DST change', () => {
    expect(snooze('tomorrow', '2026-03-28T11:00:00.000Z', 'Europe/Paris')).toBe('2026-03-29T07:00:00.000Z');
    expect(snooze('tomorrow', '2026-10-24T10:00:00.000Z', 'Europe/Paris')).toBe('2026-10-25T08:00:00.000Z');
    expect(snooze('tomorrow', '2026-03-07T17:00:00.000Z', 'America/New_York')).toBe('2026-03-08T13:00:00.000Z');
  });

  it('crosses the end of a year', () => {
    expect(snooze('tomorrow', '2026-12-31T12:00:00.000Z')).toBe('2027-01-01T09:00:00.000Z');
  });
});

describe('parseSnoozeUntil: weekdays', () => {
  it.each([
    ['friday', '2026-01-16'],
    ['saturday', '2026-01-17'],
    ['sunday', '2026-01-18'],
    ['monday', '2026-01-19'],
    ['tuesday', '2026-01-20'],
    ['wednesday', '2026-01-21'],
    ['thursday', '2026-01-22'],
  ])('on a Thursday, %s is %s at 9:00', (day, date) => {
    expect(snooze(day, THU_NOON_UTC)).toBe(`${date}T09:00:00.000Z`);
    expect(snooze(day.slice(0, 3), THU_NOON_UTC)).toBe(`${date}T09:00:00.000Z`);
    expect(snooze(day.toUpperCase(), THU_NOON_UTC)).toBe(`${date}T09:00:00.000Z`);
  });

  it("means next week for today's weekday, even before 9:00", () => {
    expect(snooze('thursday', '2026-01-15T06:00:00.000Z')).toBe('2026-01-22T09:00:00.000Z');
    expect(snooze('Thu', '2026-01-15T23:59:59.000Z')).toBe('2026-01-22T09:00:00.000Z');
  });

  it('asked on a Sunday, monday is the next day and sunday a week later', () => {
    // Sunday 2026-03-29, the day Paris moves to summer time.
    expect(snooze('monday', '2026-03-29T10:00:00.000Z', 'Europe/Paris')).toBe('2026-03-30T07:00:00.000Z');
    expect(snooze('sunday', '2026-03-29T10:00:00.000Z', 'Europe/Paris')).toBe('2026-04-05T07:00:00.000Z');
  });

  it("uses the organization's local day to know what today is", () => {
    // 20:00 UTC on Thursday is already Friday 05:00 in Tokyo and Friday 09:00 in Auckland.
    expect(snooze('friday', '2026-01-15T20:00:00.000Z', 'UTC')).toBe('2026-01-16T09:00:00.000Z');
    expect(snooze('friday', '2026-01-15T20:00:00.000Z', 'Asia/Tokyo')).toBe('2026-01-23T00:00:00.000Z');
    expect(snooze('friday', '2026-01-15T20:00:00.000Z', 'Pacific/Auckland')).toBe('2026-01-22T20:00:00.000Z');
    // 03:00 UTC on Friday is still Thursday 22:00 in New York.
    expect(snooze('friday', '2026-01-16T03:00:00.000Z', 'America/New_York')).toBe('2026-01-16T14:00:00.000Z');
  });

  it('keeps 9:00 local across DST changes', () => {
    expect(snooze('monday', '2026-03-26T11:00:00.000Z', 'Europe/Paris')).toBe('2026-03-30T07:00:00.000Z');
    expect(snooze('monday', '2026-10-22T10:00:00.000Z', 'Europe/Paris')).toBe('2026-10-26T08:00:00.000Z');
    expect(snooze('monday', '2026-03-05T17:00:00.000Z', 'America/New_York')).toBe('2026-03-09T13:00:00.000Z');
    // Auckland leaves summer time on 2026-04-05 (+13 -> +12).
    expect(snooze('monday', '2026-04-01T23:00:00.000Z', 'Pacific/Auckland')).toBe('2026-04-05T21:00:00.000Z');
  });

  it.each(['next monday', 'mo', 'mond', 'tues', 'thurs', 'weekday', 'today'])('does not understand %j', (input) => {
    expect(snooze(input, THU_NOON_UTC)).toBe(`error: snooze_until "${input}" is not understood: ${ACCEPTED}`);
  });
});

describe('parseSnoozeUntil: one week', () => {
  it.each(['one week', '1 week', 'a week', 'One  Week', ' A WEEK '])('reads %j as 7 days later', (input) => {
    expect(snooze(input, '2026-01-15T10:15:30.250Z')).toBe('2026-01-22T10:15:30.250Z');
  });

  it('keeps the local time when DST starts or ends in between', () => {
    // Wed 11:15:30 CET -> Wed 11:15:30 CEST: one hour less than 7 x 24 h.
    expect(snooze('one week', '2026-03-25T10:15:30.000Z', 'Europe/Paris')).toBe('2026-04-01T09:15:30.000Z');
    expect(snooze('one week', '2026-10-21T09:15:00.000Z', 'Europe/Paris')).toBe('2026-10-28T10:15:00.000Z');
    expect(snooze('one week', '2026-03-04T17:00:00.000Z', 'America/New_York')).toBe('2026-03-11T16:00:00.000Z');
    expect(snooze('one week', '2026-04-01T23:00:00.000Z', 'Pacific/Auckland')).toBe('2026-04-09T00:00:00.000Z');
  });

  it('is exactly 7 x 24 h in a zone without DST', () => {
    expect(snooze('one week', '2026-03-04T17:00:00.000Z', 'Asia/Tokyo')).toBe('2026-03-11T17:00:00.000Z');
  });

  it('moves forward out of a spring-forward gap', () => {
    // Sunday 02:30 CET a week before; 02:30 does not exist on 2026-03-29, so 03:30 CEST.
    expect(snooze('one week', '2026-03-22T01:30:00.000Z', 'Europe/Paris')).toBe('2026-03-29T01:30:00.000Z');
  });

  it.each(['two weeks', '2 weeks', 'week', 'one weeks', 'an week'])('does not understand %j', (input) => {
    expect(snooze(input, THU_NOON_UTC)).toBe(`error: snooze_until "${input}" is not understood: ${ACCEPTED}`);
  });
});

describe('parseSnoozeUntil: one month', () => {
  it.each(['one month', '1 month', 'a month', 'ONE MONTH'])('reads %j as the same time a month later', (input) => {
    expect(snooze(input, '2026-01-15T10:00:00.000Z')).toBe('2026-02-15T10:00:00.000Z');
  });

  it('clamps the day to the end of a shorter month', () => {
    expect(snooze('one month', '2026-01-31T10:00:00.000Z')).toBe('2026-02-28T10:00:00.000Z');
    expect(snooze('one month', '2028-01-31T10:00:00.000Z')).toBe('2028-02-29T10:00:00.000Z');
    expect(snooze('one month', '2026-03-31T10:00:00.000Z')).toBe('2026-04-30T10:00:00.000Z');
    expect(snooze('one month', '2026-05-31T10:00:00.000Z', 'Asia/Tokyo')).toBe('2026-06-30T10:00:00.000Z');
  });

  it('crosses the end of a year', () => {
    expect(snooze('one month', '2026-12-15T10:00:00.000Z')).toBe('2027-01-15T10:00:00.000Z');
    expect(snooze('one month', '2026-12-31T10:00:00.000Z')).toBe('2027-01-31T10:00:00.000Z');
  });

  it('keeps the local time across DST changes', () => {
    expect(snooze('one month', '2026-03-15T09:00:00.000Z', 'Europe/Paris')).toBe('2026-04-15T08:00:00.000Z');
    expect(snooze('one month', '2026-10-15T08:00:00.000Z', 'Europe/Paris')).toBe('2026-11-15T09:00:00.000Z');
    expect(snooze('one month', '2026-02-20T17:00:00.000Z', 'America/New_York')).toBe('2026-03-20T16:00:00.000Z');
    // Auckland enters summer time on 2026-09-27 (+12 -> +13).
    expect(snooze('one month', '2026-09-09T22:00:00.000Z', 'Pacific/Auckland')).toBe('2026-10-09T21:00:00.000Z');
  });

  it("uses the organization's local date for the month and the clamp", () => {
    // Jan 31 23:30 in New York is already Feb 1 in UTC: a month later is Feb 28 23:30 local.
    expect(snooze('one month', '2026-02-01T04:30:00.000Z', 'America/New_York')).toBe('2026-03-01T04:30:00.000Z');
    expect(snooze('one month', '2026-02-01T04:30:00.000Z', 'UTC')).toBe('2026-03-01T04:30:00.000Z');
    // Jan 31 in UTC is already Feb 1 in Tokyo: a month later is Mar 1 local.
    expect(snooze('one month', '2026-01-31T20:00:00.000Z', 'Asia/Tokyo')).toBe('2026-02-28T20:00:00.000Z');
  });

  it.each(['two months', '1 months', 'month'])('does not understand %j', (input) => {
    expect(snooze(input, THU_NOON_UTC)).toBe(`error: snooze_until "${input}" is not understood: ${ACCEPTED}`);
  });
});

describe('parseSnoozeUntil: ISO 8601', () => {
  it.each([
    ['2026-12-01T09:00:00Z', '2026-12-01T09:00:00.000Z'],
    ['2026-12-01t09:00:00z', '2026-12-01T09:00:00.000Z'],
    ['2026-12-01T09:00Z', '2026-12-01T09:00:00.000Z'],
    ['2026-12-01 09:00:00Z', '2026-12-01T09:00:00.000Z'],
    ['2026-12-01T09:00:00.5Z', '2026-12-01T09:00:00.500Z'],
    ['2026-12-01T09:00:00,25Z', '2026-12-01T09:00:00.250Z'],
    ['2026-12-01T09:00:00.123456789Z', '2026-12-01T09:00:00.123Z'],
    ['2026-12-01T09:00:00+01:00', '2026-12-01T08:00:00.000Z'],
    ['2026-12-01T09:00:00+0100', '2026-12-01T08:00:00.000Z'],
    ['2026-12-01T09:00:00+01', '2026-12-01T08:00:00.000Z'],
    ['2026-12-01T09:00:00-05:00', '2026-12-01T14:00:00.000Z'],
    ['2026-12-01T09:00:00+05:45', '2026-12-01T03:15:00.000Z'],
    ['2026-12-01T09:00:00-00:00', '2026-12-01T09:00:00.000Z'],
    ['2026-12-01T00:30:00+14:00', '2026-11-30T10:30:00.000Z'],
  ])('reads %j as that instant, whatever the zone', (input, expected) => {
    for (const zone of ['UTC', 'Europe/Paris', 'America/New_York', 'Asia/Tokyo', 'Pacific/Auckland']) {
      expect(snooze(input, THU_NOON_UTC, zone)).toBe(expected);
    }
  });

  it.each([
    ['UTC', '2026-12-01T09:00:00.000Z'],
    ['Europe/Paris', '2026-12-01T08:00:00.000Z'],
    ['America/New_York', '2026-12-01T14:00:00.000Z'],
    ['Asia/Tokyo', '2026-12-01T00:00:00.000Z'],
    ['Pacific/Auckland', '2026-11-30T20:00:00.000Z'],
  ])('reads a date-time without offset as local time in %s', (zone, expected) => {
    expect(snooze('2026-12-01T09:00', THU_NOON_UTC, zone)).toBe(expected);
    expect(snooze('2026-12-01T09:00:00', THU_NOON_UTC, zone)).toBe(expected);
    // A plain date means 09:00 local that day.
    expect(snooze('2026-12-01', THU_NOON_UTC, zone)).toBe(expected);
  });

  it('applies the summer offset to summer dates', () => {
    expect(snooze('2026-07-01T09:00', THU_NOON_UTC, 'Europe/Paris')).toBe('2026-07-01T07:00:00.000Z');
    expect(snooze('2026-07-01', THU_NOON_UTC, 'America/New_York')).toBe('2026-07-01T13:00:00.000Z');
    expect(snooze('2026-07-01', THU_NOON_UTC, 'Pacific/Auckland')).toBe('2026-06-30T21:00:00.000Z');
  });

  it('moves a local time in a spring-forward gap forward, and takes the first of a repeated one', () => {
    expect(snooze('2026-03-29T02:30', THU_NOON_UTC, 'Europe/Paris')).toBe('2026-03-29T01:30:00.000Z');
    expect(snooze('2026-03-08T02:30', THU_NOON_UTC, 'America/New_York')).toBe('2026-03-08T07:30:00.000Z');
    expect(snooze('2026-10-25T02:30', THU_NOON_UTC, 'Europe/Paris')).toBe('2026-10-25T00:30:00.000Z');
    expect(snooze('2026-03-29', THU_NOON_UTC, 'Europe/Paris')).toBe('2026-03-29T07:00:00.000Z');
  });

  it('accepts a plain date of today while 09:00 is still ahead, and rejects it after', () => {
    expect(snooze('2026-01-15', '2026-01-15T07:00:00.000Z', 'UTC')).toBe('2026-01-15T09:00:00.000Z');
    expect(snooze('2026-01-15', THU_NOON_UTC, 'UTC')).toBe('error: snooze_until must be in the future');
  });

  it('rejects a time that is not in the future', () => {
    expect(snooze('2026-01-15T11:59:59Z', THU_NOON_UTC)).toBe('error: snooze_until must be in the future');
    expect(snooze('2026-01-15T12:00:00Z', THU_NOON_UTC)).toBe('error: snooze_until must be in the future');
    expect(snooze('2026-01-15T12:00:00.001Z', THU_NOON_UTC)).toBe('2026-01-15T12:00:00.001Z');
    expect(snooze('2020-01-01', THU_NOON_UTC)).toBe('error: snooze_until must be in the future');
    // 12:30 local in Tokyo is long past when it is 21:00 there.
    expect(snooze('2026-01-15T12:30', THU_NOON_UTC, 'Asia/Tokyo')).toBe('error: snooze_until must be in the future');
  });

  it('accepts 366 days ahead and rejects more', () => {
    expect(snooze('2027-01-16T12:00:00Z', THU_NOON_UTC)).toBe('2027-01-16T12:00:00.000Z');
    expect(snooze('2027-01-16T12:00:01Z', THU_NOON_UTC)).toBe('error: snooze_until must be at most 366 days ahead');
    expect(snooze('9999-12-31', THU_NOON_UTC)).toBe('error: snooze_until must be at most 366 days ahead');
  });

  it.each(['2026-02-30', '2026-02-29', '2026-04-31T09:00', '2026-13-01T09:00Z', '2026-00-10', '2026-01-00T10:00:00+01:00'])(
    'rejects the impossible date %j',
    (input) => {
      expect(snooze(input, THU_NOON_UTC)).toBe(`error: snooze_until "${input}" is not a valid date`);
    },
  );

  it.each(['2026-12-01T24:00', '2026-12-01T09:60Z', '2026-12-01T09:00:60Z', '2026-12-01T99:00:00+01:00'])(
    'rejects the impossible time %j',
    (input) => {
      expect(snooze(input, THU_NOON_UTC)).toBe(`error: snooze_until "${input}" is not a valid time of day`);
    },
  );

  it.each(['2026-12-01T09:00+24:00', '2026-12-01T09:00-01:60'])('rejects the impossible offset %j', (input) => {
    expect(snooze(input, THU_NOON_UTC)).toBe(`error: snooze_until "${input}" has an invalid UTC offset`);
  });

  it.each(['2026-12-01T09', '2026-12-01T9:00', '12/01/2026', '2026-1-5', '20261201', '2026-12-01T09:00:00+1', '2026-12-01TT09:00'])(
    'does not understand %j',
    (input) => {
      expect(snooze(input, THU_NOON_UTC)).toBe(`error: snooze_until "${input}" is not understood: ${ACCEPTED}`);
    },
  );
});

describe('parseSnoozeUntil: messages', () => {
  it('says what is accepted, quoting the input as typed', () => {
    expect(snooze('next blue moon', THU_NOON_UTC)).toBe(`error: snooze_until "next blue moon" is not understood: ${ACCEPTED}`);
    expect(snooze('  Next Blue Moon ', THU_NOON_UTC)).toBe(`error: snooze_until "Next Blue Moon" is not understood: ${ACCEPTED}`);
  });

  it('says when the input is empty', () => {
    expect(snooze('', THU_NOON_UTC)).toBe(`error: snooze_until is empty: ${ACCEPTED}`);
    expect(snooze('   ', THU_NOON_UTC)).toBe(`error: snooze_until is empty: ${ACCEPTED}`);
  });

  it('shortens a long input in the message', () => {
    const result = snooze('x'.repeat(100), THU_NOON_UTC);
    expect(result).toBe(`error: snooze_until "${'x'.repeat(40)}…" is not understood: ${ACCEPTED}`);
  });

  it('returns errors instead of throwing', () => {
    expect(parseSnoozeUntil('soon', { now: new Date(THU_NOON_UTC), timeZone: 'UTC' })).toEqual({
      ok: false,
      error: `snooze_until "soon" is not understood: ${ACCEPTED}`,
    });
  });
});
