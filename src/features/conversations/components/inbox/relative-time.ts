// Compact times for dense lists ("now", "5m", "3h", "2d", "Mar 4"), with the full date for a title.

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

// Building an Intl.DateTimeFormat costs far more than using one: a list renders hundreds of times.
const formatters = new Map<string, Intl.DateTimeFormat>();
function formatter(locale: string | undefined, options: Intl.DateTimeFormatOptions): Intl.DateTimeFormat {
  const key = `${locale ?? ''}|${JSON.stringify(options)}`;
  let format = formatters.get(key);
  if (!format) {
    format = new Intl.DateTimeFormat(locale, options);
    formatters.set(key, format);
  }
  return format;
}

const SHORT: Intl.DateTimeFormatOptions = { month: 'short', day: 'numeric' };
const SHORT_WITH_YEAR: Intl.DateTimeFormatOptions = { month: 'short', day: 'numeric', year: 'numeric' };
// "Nov 29, 2026, 9:03 AM GMT+1": a tooltip names the browser's zone (the settings pages show the organization's).
const FULL: Intl.DateTimeFormatOptions = { year: 'numeric', month: 'short', day: 'numeric', hour: 'numeric', minute: '2-digit', timeZoneName: 'short' };

/**
 * Builds the formats the list's rows use. A page's first Intl.DateTimeFormat loads the browser's date and time zone
 * data (15 to 60 ms on a slow machine): called while the first page of rows is on its way, the rows do not wait for it.
 */
export function warmDateFormats(locale = 'en-US'): void {
  formatter(locale, SHORT);
  formatter(locale, SHORT_WITH_YEAR);
  formatter(undefined, FULL);
}

export function formatRelativeShort(date: Date, now: Date, locale = 'en-US'): string {
  const diff = Math.max(0, now.getTime() - date.getTime());
  if (diff < MINUTE) return 'now';
  if (diff < HOUR) return `${Math.floor(diff / MINUTE)}m`;
  if (diff < DAY) return `${Math.floor(diff / HOUR)}h`;
  if (diff < 7 * DAY) return `${Math.floor(diff / DAY)}d`;
  const sameYear = date.getFullYear() === now.getFullYear();
  return formatter(locale, sameYear ? SHORT : SHORT_WITH_YEAR).format(date);
}

export function formatFullDate(date: Date, locale?: string): string {
  return formatter(locale, FULL).format(date);
}
