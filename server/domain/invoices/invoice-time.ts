import { isValidCalendarDate, timeZoneOffsetMs, utcToZonedParts, zonedDateTimeToUtc } from '../time/zoned-time.ts';

const pad = (n: number, width = 2) => String(n).padStart(width, '0');

/**
 * `2026-10-01T09:00:00+02:00`: the wall clock in the organization's zone with its offset at that instant, so the
 * billing date reads as the organization sees it and still names one instant. A historical offset with seconds
 * (local mean time) cannot be written in RFC 3339, so such instants are given in UTC.
 */
export function formatWithOffset(date: Date, timeZone: string): string {
  const offsetMs = timeZoneOffsetMs(date.getTime(), timeZone);
  const zone = offsetMs % 60_000 === 0 ? timeZone : 'UTC';
  const offset = zone === timeZone ? offsetMs / 60_000 : 0;
  const p = utcToZonedParts(date, zone);
  const sign = offset < 0 ? '-' : '+';
  const abs = Math.abs(offset);
  return `${pad(p.year, 4)}-${pad(p.month)}-${pad(p.day)}T${pad(p.hour)}:${pad(p.minute)}:${pad(p.second)}${sign}${pad(Math.floor(abs / 60))}:${pad(abs % 60)}`;
}

const ISO = /^(\d{4})-(\d{2})-(\d{2})(?:[T ](\d{2}):(\d{2})(?::(\d{2})(?:\.\d{1,9})?)?(Z|[+-]\d{2}:?\d{2})?)?$/i;
/** Invoices before 2000 or after 2100 are typing mistakes, not history. */
const MIN_YEAR = 2000;
const MAX_YEAR = 2100;

/**
 * A payment time typed by an operator: ISO 8601 with `Z` or an offset, a local date-time (read in the
 * organization's zone), or a date alone (09:00 there). Undefined when it is none of these.
 */
export function parsePaidTime(input: string, timeZone: string): Date | undefined {
  const m = ISO.exec(input.trim());
  if (!m) return undefined;
  const [year, month, day] = [Number(m[1]), Number(m[2]), Number(m[3])];
  if (!isValidCalendarDate(year, month, day) || year < MIN_YEAR || year > MAX_YEAR) return undefined;
  const [hour, minute, second] = [Number(m[4] ?? 9), Number(m[5] ?? 0), Number(m[6] ?? 0)];
  if (hour > 23 || minute > 59 || second > 59) return undefined;
  if (m[7]) {
    const date = new Date(input.trim().replace(' ', 'T'));
    return Number.isNaN(date.getTime()) ? undefined : date;
  }
  return zonedDateTimeToUtc({ year, month, day, hour, minute, second }, timeZone);
}
