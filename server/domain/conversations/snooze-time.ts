// Parses the bulk update's `snooze_until` into an instant. Input is trimmed, case-insensitive, and runs of
// spaces count as one. Accepted forms ("local" = the organization's IANA time zone, opts.timeZone):
//
// - minutes from now: `5m`, `+30`, `+30m`, `90 m`, `15 min`, `10 minutes` — a positive whole number with a
//   `+` in front and/or a minute unit after it (`m`, `min`, `mins`, `minute`, `minutes`). A bare `30` is
//   rejected: without a unit it could as well mean a day or an hour.
// - `monday`..`sunday` or `mon`..`sun`: the NEXT such day at 09:00 local, never today (on a Monday,
//   `monday` is a week later). `tomorrow`: the next calendar day at 09:00 local.
// - `one week`, `1 week`, `a week`: 7 calendar days later at the same local wall-clock time;
//   `one month`, `1 month`, `a month`: one calendar month later at the same local time, the day clamped to
//   the month's end (Jan 31 -> Feb 28/29). Across a DST change the local time is kept, not the 24h count.
// - ISO 8601 (`T` or one space between date and time, seconds and fraction optional):
//   with `Z` or an offset (`+01:00`, `+0100`, `+01`) it is that instant; without an offset
//   (`2026-12-01T09:00`) it is local time; a plain date (`2026-12-01`) is 09:00 local on that day.
//   Impossible dates or times (`2026-02-30`, `25:00`) are rejected.
// Local times that do not exist (the hour skipped when clocks go forward) move forward by the gap
// (02:30 -> 03:30); a repeated hour takes its first occurrence (see server/domain/time/zoned-time.ts).
//
// The result must be after `now` and at most SNOOZE_MAX_DAYS (366, so "the same day next year" fits
// even across a Feb 29) after it. Errors are returned, never thrown.

import {
  daysInMonth,
  isValidCalendarDate,
  utcToZonedParts,
  wallClockToEpochMs,
  zonedDateTimeToUtc,
} from '../time/zoned-time.ts';
import type { WallClock } from '../time/zoned-time.ts';

export const SNOOZE_MAX_DAYS = 366;
export const SNOOZE_MAX_MINUTES = SNOOZE_MAX_DAYS * 24 * 60;
/** Local hour used by weekday names, `tomorrow` and plain dates. */
export const SNOOZE_DEFAULT_HOUR = 9;

export type SnoozeParseResult = { ok: true; until: Date } | { ok: false; error: string };
export interface SnoozeParseOptions {
  now: Date;
  /** IANA zone of the organization, e.g. `Europe/Paris`. */
  timeZone: string;
}

const MINUTE_MS = 60_000;
const TOO_FAR = `snooze_until must be at most ${SNOOZE_MAX_DAYS} days ahead`;
const ACCEPTED = 'use 5m, +30, a weekday, tomorrow, one week, one month or an ISO 8601 time';
const INVALID = {
  'invalid date': 'is not a valid date',
  'invalid time': 'is not a valid time of day',
  'invalid offset': 'has an invalid UTC offset',
} as const;
type Invalid = keyof typeof INVALID;
const WEEKDAYS = ['sunday', 'monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday'];

const MINUTES_RE = /^(\+)?\s*(\d+)\s*(m|min|mins|minute|minutes)?$/;
const PERIOD_RE = /^(?:one|1|a) (week|month)$/;
const DATE_RE = /^(\d{4})-(\d{2})-(\d{2})$/;
const DATE_TIME_RE =
  /^(\d{4})-(\d{2})-(\d{2})[t ](\d{2}):(\d{2})(?::(\d{2})(?:[.,](\d{1,9}))?)?(z|[+-]\d{2}(?::?\d{2})?)?$/;

export function parseSnoozeUntil(input: string, opts: SnoozeParseOptions): SnoozeParseResult {
  const shown = clip(input.trim());
  const text = input.trim().replace(/\s+/g, ' ').toLowerCase();
  const until = resolve(text, opts);
  if (until === null) {
    const error = shown === '' ? `snooze_until is empty: ${ACCEPTED}` : `snooze_until "${shown}" is not understood: ${ACCEPTED}`;
    return { ok: false, error };
  }
  if (typeof until === 'string') return { ok: false, error: `snooze_until "${shown}" ${INVALID[until]}` };
  const ahead = until.getTime() - opts.now.getTime();
  if (!(ahead > 0)) return { ok: false, error: 'snooze_until must be in the future' };
  if (ahead > SNOOZE_MAX_MINUTES * MINUTE_MS) return { ok: false, error: TOO_FAR };
  return { ok: true, until };
}

/** The instant, what is wrong with it, or null when no form matches. */
function resolve(text: string, { now, timeZone }: SnoozeParseOptions): Date | Invalid | null {
  const minutes = MINUTES_RE.exec(text);
  if (minutes && (minutes[1] || minutes[3])) {
    const n = Number(minutes[2]);
    // Capped here too so a huge number cannot overflow the Date range.
    return new Date(now.getTime() + Math.min(n, SNOOZE_MAX_MINUTES + 1) * MINUTE_MS);
  }

  const today = utcToZonedParts(now, timeZone);
  const atNineInDays = (days: number) =>
    zonedDateTimeToUtc({ year: today.year, month: today.month, day: today.day + days, hour: SNOOZE_DEFAULT_HOUR }, timeZone);
  if (text === 'tomorrow') return atNineInDays(1);
  const weekday = WEEKDAYS.findIndex((name) => text === name || text === name.slice(0, 3));
  if (weekday >= 0) return atNineInDays((weekday - today.weekday + 7) % 7 || 7);

  const period = PERIOD_RE.exec(text);
  if (period) {
    // Calendar arithmetic on the local wall clock, so a DST change in between keeps the local time.
    const { weekday: _weekday, ...wall } = today;
    if (period[1] === 'week') return zonedDateTimeToUtc({ ...wall, day: wall.day + 7 }, timeZone);
    const next = wall.month === 12 ? { year: wall.year + 1, month: 1 } : { year: wall.year, month: wall.month + 1 };
    return zonedDateTimeToUtc({ ...wall, ...next, day: Math.min(wall.day, daysInMonth(next.year, next.month)) }, timeZone);
  }

  const date = DATE_RE.exec(text);
  if (date) {
    const wall = checkedWallClock(date[1], date[2], date[3], String(SNOOZE_DEFAULT_HOUR), '0');
    return typeof wall === 'string' ? wall : zonedDateTimeToUtc(wall, timeZone);
  }
  const dt = DATE_TIME_RE.exec(text);
  if (dt) return isoDateTime(dt, timeZone);
  return null;
}

function isoDateTime(m: RegExpExecArray, timeZone: string): Date | Invalid {
  const [, y, mo, d, h, mi, s, fraction, offset] = m;
  const wall = checkedWallClock(y, mo, d, h, mi, s, fraction);
  if (typeof wall === 'string') return wall;
  if (offset === undefined) return zonedDateTimeToUtc(wall, timeZone);
  if (offset === 'z') return new Date(wallClockToEpochMs(wall));
  const sign = offset.startsWith('-') ? -1 : 1;
  const digits = offset.slice(1).replace(':', '');
  const oh = Number(digits.slice(0, 2));
  const om = Number(digits.slice(2) || '0');
  if (oh > 23 || om > 59) return 'invalid offset';
  return new Date(wallClockToEpochMs(wall) - sign * (oh * 60 + om) * MINUTE_MS);
}

function checkedWallClock(
  y: string | undefined,
  mo: string | undefined,
  d: string | undefined,
  h: string | undefined,
  mi: string | undefined,
  s = '0',
  fraction = '',
): WallClock | Invalid {
  const [year, month, day, hour, minute, second] = [y, mo, d, h, mi, s].map(Number) as [number, number, number, number, number, number];
  if (!isValidCalendarDate(year, month, day)) return 'invalid date';
  if (hour > 23 || minute > 59 || second > 59) return 'invalid time';
  return { year, month, day, hour, minute, second, millisecond: Number(fraction.slice(0, 3).padEnd(3, '0')) };
}

// Keeps error messages short whatever was sent.
function clip(text: string): string {
  return text.length > 40 ? `${text.slice(0, 40)}…` : text;
}
