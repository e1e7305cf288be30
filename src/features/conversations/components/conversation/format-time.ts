// Times in the thread: short and relative on screen ("5m ago"), complete for screen readers and tooltips.

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

/** "just now", "5m ago", "3h ago", "2d ago", then a date ("May 12" or "May 12, 2025"). */
export function relativeTime(iso: string, now: number, locale?: string): string {
  const at = Date.parse(iso);
  if (Number.isNaN(at)) return '';
  const ago = now - at;
  if (ago < MINUTE) return ago > -MINUTE ? 'just now' : shortDate(at, now, locale);
  if (ago < HOUR) return `${Math.floor(ago / MINUTE)}m ago`;
  if (ago < DAY) return `${Math.floor(ago / HOUR)}h ago`;
  if (ago < 7 * DAY) return `${Math.floor(ago / DAY)}d ago`;
  return shortDate(at, now, locale);
}

function shortDate(at: number, now: number, locale?: string): string {
  const sameYear = new Date(at).getFullYear() === new Date(now).getFullYear();
  return new Intl.DateTimeFormat(locale, { month: 'short', day: 'numeric', ...(sameYear ? {} : { year: 'numeric' }) }).format(at);
}

/**
 * "Tuesday, May 12, 2026 at 10:03 AM" (in the browser's locale and time zone); with `zone`, "... GMT+2": a tooltip
 * names the zone, since the settings pages show the organization's, and an agent abroad reads both.
 */
export function fullDateTime(iso: string, { zone = false, locale }: { zone?: boolean; locale?: string } = {}): string {
  const at = Date.parse(iso);
  if (Number.isNaN(at)) return '';
  const date = new Intl.DateTimeFormat(locale, { dateStyle: 'full', timeStyle: 'short' }).format(at);
  const name = zone ? new Intl.DateTimeFormat(locale, { timeZoneName: 'short' }).formatToParts(at).find((part) => part.type === 'timeZoneName') : undefined;
  return name ? `${date} ${name.value}` : date;
}

/** A countdown: "7s", "59s", "1:05", "4:59". */
export function formatCountdown(seconds: number): string {
  const s = Math.max(0, Math.ceil(seconds));
  if (s < 60) return `${s}s`;
  return `${Math.floor(s / 60)}:${String(s % 60).padStart(2, '0')}`;
}

/** "Sun, Nov 22, 8:00 AM": a moment in a sentence ("snoozed until ..."). */
export function shortDateTime(iso: string, locale?: string): string {
  const at = Date.parse(iso);
  if (Number.isNaN(at)) return iso;
  return new Intl.DateTimeFormat(locale, { weekday: 'short', month: 'short', day: 'numeric', hour: 'numeric', minute: '2-digit' }).format(
    at,
  );
}
