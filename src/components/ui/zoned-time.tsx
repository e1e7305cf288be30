// Times of an organization's records, shown in the organization's time zone (not the browser's): an admin
// abroad and a colleague at the office read the same date for the same event.

const formats = new Map<string, Intl.DateTimeFormat>();

function format(timeZone: string, options: Intl.DateTimeFormatOptions): Intl.DateTimeFormat {
  const key = `${timeZone}|${JSON.stringify(options)}`;
  let f = formats.get(key);
  if (!f) {
    try {
      f = new Intl.DateTimeFormat(undefined, { ...options, timeZone });
    } catch {
      // An unknown zone name must not break the page: the browser's zone then.
      f = new Intl.DateTimeFormat(undefined, options);
    }
    formats.set(key, f);
  }
  return f;
}

/** "Jan 5, 2026, 2:03 PM" in the zone. */
export function zonedDateTime(iso: string, timeZone: string): string {
  const at = Date.parse(iso);
  return Number.isNaN(at) ? '' : format(timeZone, { dateStyle: 'medium', timeStyle: 'short' }).format(at);
}

/** "Monday, January 5, 2026 at 2:03:00 PM GMT+1": the full moment, with the zone's offset. */
export function zonedFullDateTime(iso: string, timeZone: string): string {
  const at = Date.parse(iso);
  return Number.isNaN(at) ? '' : format(timeZone, { dateStyle: 'full', timeStyle: 'long' }).format(at);
}

/** A <time> in the organization's zone: the date and time on screen, the full moment in its title. */
export function ZonedTime({ iso, timeZone, className }: { iso: string; timeZone: string; className?: string }) {
  return (
    <time dateTime={iso} title={zonedFullDateTime(iso, timeZone)} className={className}>
      {zonedDateTime(iso, timeZone)}
    </time>
  );
}
