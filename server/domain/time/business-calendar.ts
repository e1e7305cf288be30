import { minutesOfTime, WEEKDAYS, type BusinessInterval } from '#contract/business-hours';
import { utcToZonedParts, zonedDateTimeToUtc } from './zoned-time.ts';

// Time that counts: the organization's opening hours in its time zone (or all of it), less the spans a clock was
// paused (a snoozed conversation). Due times are "start + N minutes of counted time"; response times in the reports
// are "counted time between two instants". Both walk the same open spans, day by day in local time, so a
// daylight-saving day is as long as it really is (23 or 25 hours) and 09:00 is 09:00 on both sides of the change.

export interface BusinessCalendar {
  timeZone: string;
  /** null: always open. Otherwise, by Date#getDay (0 = Sunday), the day's intervals in minutes, in order. */
  week: [number, number][][] | null;
  /** Closed dates, YYYY-MM-DD in the time zone. */
  holidays: ReadonlySet<string>;
}

/** A span of instants in ms; `to` may be Infinity (a clock paused until further notice). */
export interface Span {
  from: number;
  to: number;
}

/** Beyond this many days of searching, a due time is not set: hours so sparse would never be met anyway. */
export const CALENDAR_HORIZON_DAYS = 1100;

export const ALWAYS_OPEN = (timeZone: string): BusinessCalendar => ({ timeZone, week: null, holidays: new Set() });

export function businessCalendar(timeZone: string, days: BusinessInterval[], holidays: string[]): BusinessCalendar {
  const week: [number, number][][] = [[], [], [], [], [], [], []];
  for (const interval of days) {
    // WEEKDAYS is Monday first; getDay() is Sunday first.
    const dayIndex = (WEEKDAYS.indexOf(interval.day) + 1) % 7;
    week[dayIndex]!.push([minutesOfTime(interval.open)!, minutesOfTime(interval.close)!]);
  }
  for (const day of week) day.sort((a, b) => a[0] - b[0]);
  return { timeZone, week, holidays: new Set(holidays) };
}

const pad = (n: number, width = 2) => String(n).padStart(width, '0');

/** The calendar's open spans from `from` on, in order, clipped to start at `from` (Infinity-long when always open). */
function* openSpans(calendar: BusinessCalendar, from: number): Generator<Span> {
  if (calendar.week === null) {
    yield { from, to: Infinity };
    return;
  }
  const start = utcToZonedParts(new Date(from), calendar.timeZone);
  for (let offset = 0; offset < CALENDAR_HORIZON_DAYS; offset++) {
    // A wall-clock date; day overflow rolls into the next month as Date.UTC does.
    const date = new Date(Date.UTC(start.year, start.month - 1, start.day + offset));
    const [year, month, day] = [date.getUTCFullYear(), date.getUTCMonth() + 1, date.getUTCDate()];
    if (calendar.holidays.has(`${pad(year, 4)}-${pad(month)}-${pad(day)}`)) continue;
    for (const [open, close] of calendar.week[date.getUTCDay()]!) {
      const at = (minutes: number) =>
        zonedDateTimeToUtc({ year, month, day: day + Math.floor(minutes / 1440), hour: Math.floor((minutes % 1440) / 60), minute: minutes % 60 }, calendar.timeZone).getTime();
      const span = { from: Math.max(at(open), from), to: at(close) };
      if (span.to > span.from) yield span;
    }
  }
}

/** The open spans less the paused ones (sorted or not). */
function* countedSpans(calendar: BusinessCalendar, from: number, pauses: readonly Span[]): Generator<Span> {
  const paused = [...pauses].filter((p) => p.to > from).sort((a, b) => a.from - b.from);
  for (const span of openSpans(calendar, from)) {
    let cursor = span.from;
    for (const p of paused) {
      if (p.to <= cursor || p.from >= span.to) continue;
      if (p.from > cursor) yield { from: cursor, to: p.from };
      cursor = Math.max(cursor, p.to);
      if (cursor >= span.to) break;
    }
    if (cursor < span.to) yield { from: cursor, to: span.to };
    if (cursor === Infinity) return;
  }
}

/** The instant when `ms` of counted time have passed since `start`; null when not within the horizon. */
export function addCountedTime(calendar: BusinessCalendar, start: Date, ms: number, pauses: readonly Span[] = []): Date | null {
  let remaining = ms;
  for (const span of countedSpans(calendar, start.getTime(), pauses)) {
    if (span.to - span.from >= remaining) return new Date(span.from + remaining);
    remaining -= span.to - span.from;
  }
  return null;
}

/** Counted time between two instants, in ms (0 when `to` is not after `from`). */
export function countedTimeBetween(calendar: BusinessCalendar, from: Date, to: Date, pauses: readonly Span[] = []): number {
  const end = to.getTime();
  let total = 0;
  for (const span of countedSpans(calendar, from.getTime(), pauses)) {
    if (span.from >= end) break;
    total += Math.min(span.to, end) - span.from;
  }
  return total;
}

/** Whether the calendar is open at an instant (the rules' business_hours condition, the reports' hours). */
export function isOpenAt(calendar: BusinessCalendar, at: Date): boolean {
  const first = openSpans(calendar, at.getTime()).next();
  return !first.done && first.value.from === at.getTime();
}
