// Wall-clock time in an IANA time zone <-> UTC instants, with plain Intl (no date library is installed).
//
// Conversion rules (the same as Temporal's default "compatible" disambiguation):
// - a local time that happens twice (the hour repeated when clocks go back) gives the EARLIER instant;
// - a local time that never happens (the hour skipped when clocks go forward) is moved FORWARD by the
//   length of the gap: 02:30 on a spring-forward night with a one-hour gap becomes 03:30.
// An unknown time zone makes Intl throw a RangeError: time zones come from organization settings,
// which are validated when saved (isValidTimeZone), so this is a programming error, not user input.

/** A wall-clock date and time; month is 1..12. Out-of-range fields roll over like Date.UTC (day 32 = next month). */
export interface WallClock {
  year: number;
  month: number;
  day: number;
  hour?: number;
  minute?: number;
  second?: number;
  millisecond?: number;
}

/** A wall-clock reading in a zone; weekday is 0 = Sunday .. 6 = Saturday, as Date#getDay. */
export interface ZonedParts {
  year: number;
  month: number;
  day: number;
  hour: number;
  minute: number;
  second: number;
  millisecond: number;
  weekday: number;
}

const DAY_MS = 86_400_000;

// Building a DateTimeFormat is slow, so keep one per zone.
const formatters = new Map<string, Intl.DateTimeFormat>();

function formatterFor(timeZone: string): Intl.DateTimeFormat {
  let f = formatters.get(timeZone);
  if (!f) {
    f = new Intl.DateTimeFormat('en-US', {
      timeZone,
      hourCycle: 'h23', // never "24" for midnight
      era: 'short', // so years before 1 AD are not silently positive
      year: 'numeric',
      month: 'numeric',
      day: 'numeric',
      hour: 'numeric',
      minute: 'numeric',
      second: 'numeric',
    });
    formatters.set(timeZone, f);
  }
  return f;
}

/** True when Intl knows the IANA zone name (e.g. `Europe/Paris`, `UTC`). */
export function isValidTimeZone(timeZone: string): boolean {
  try {
    formatterFor(timeZone);
    return true;
  } catch {
    return false;
  }
}

/** Milliseconds since the epoch of a wall clock read as if it were UTC (years 0..99 are not shifted to 19xx). */
export function wallClockToEpochMs(w: WallClock): number {
  const d = new Date(0);
  d.setUTCFullYear(w.year, w.month - 1, w.day);
  d.setUTCHours(w.hour ?? 0, w.minute ?? 0, w.second ?? 0, w.millisecond ?? 0);
  return d.getTime();
}

/** The wall clock in `timeZone` at the instant `date`. */
export function utcToZonedParts(date: Date, timeZone: string): ZonedParts {
  const ms = date.getTime();
  if (Number.isNaN(ms)) throw new RangeError('utcToZonedParts needs a valid Date');
  const fields: Record<string, string> = {};
  for (const p of formatterFor(timeZone).formatToParts(date)) fields[p.type] = p.value;
  const yearOfEra = Number(fields.year);
  const year = fields.era === 'BC' || fields.era === 'B' ? 1 - yearOfEra : yearOfEra;
  const month = Number(fields.month);
  const day = Number(fields.day);
  return {
    year,
    month,
    day,
    hour: Number(fields.hour),
    minute: Number(fields.minute),
    second: Number(fields.second),
    // Intl has no millisecond part; zone offsets are whole seconds, so it equals the UTC one.
    millisecond: ((ms % 1000) + 1000) % 1000,
    weekday: new Date(wallClockToEpochMs({ year, month, day })).getUTCDay(),
  };
}

/** Offset of `timeZone` from UTC at the instant `epochMs`, in ms (Paris in winter: +3_600_000). */
export function timeZoneOffsetMs(epochMs: number, timeZone: string): number {
  const p = utcToZonedParts(new Date(epochMs), timeZone);
  return wallClockToEpochMs(p) - epochMs;
}

/** The instant at which the wall clock in `timeZone` shows `wall` (see the gap and overlap rules above). */
export function zonedDateTimeToUtc(wall: WallClock, timeZone: string): Date {
  const local = wallClockToEpochMs(wall);
  if (Number.isNaN(local)) throw new RangeError('zonedDateTimeToUtc needs finite date and time fields');
  // The offsets in force a day before and a day after cover any single transition near this time.
  const before = timeZoneOffsetMs(local - DAY_MS, timeZone);
  const after = timeZoneOffsetMs(local + DAY_MS, timeZone);
  const exact = [...new Set([before, after])]
    .map((offset) => local - offset)
    .filter((t) => timeZoneOffsetMs(t, timeZone) === local - t);
  if (exact.length > 0) return new Date(Math.min(...exact));
  // Two changes within a day (rare, historical): the offset in force between them.
  const between = local - timeZoneOffsetMs(local - before, timeZone);
  if (timeZoneOffsetMs(between, timeZone) === local - between) return new Date(between);
  // In a gap: read the time with the offset from before the jump, which lands after it, as far forward as the gap is long.
  return new Date(local - before);
}

/** Number of days of a month (month 1..12), leap years included. */
export function daysInMonth(year: number, month: number): number {
  return new Date(wallClockToEpochMs({ year, month: month + 1, day: 0 })).getUTCDate();
}

/** True when year-month-day is a real calendar date (2026-02-30 is not). */
export function isValidCalendarDate(year: number, month: number, day: number): boolean {
  return (
    Number.isInteger(year) &&
    Number.isInteger(month) &&
    Number.isInteger(day) &&
    month >= 1 &&
    month <= 12 &&
    day >= 1 &&
    day <= daysInMonth(year, month)
  );
}
