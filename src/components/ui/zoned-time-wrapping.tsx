import { zonedDateTime, zonedFullDateTime } from './zoned-time';

// ZonedTime for a table column that narrows on a small window: when the cell is too narrow for one line, the
// time goes under the date ("Nov 23, 2026," / "6:08 PM") instead of breaking anywhere ("Nov 23," / "2026, 6:08" / "PM").

/** Splits "Nov 23, 2026, 6:08 PM" after the date's separator; null when the locale puts the time first. */
function splitDateTime(text: string): [string, string] | null {
  const match = /^(.*\d{4}[^\d\s]*)\s+(.+)$/.exec(text);
  return match ? [match[1]!, match[2]!] : null;
}

/** A <time> in the organization's zone that wraps only between the date and the time; the full moment in its title. */
export function ZonedTimeWrapping({ iso, timeZone, className }: { iso: string; timeZone: string; className?: string }) {
  const text = zonedDateTime(iso, timeZone);
  const parts = splitDateTime(text);
  return (
    <time dateTime={iso} title={zonedFullDateTime(iso, timeZone)} className={className}>
      {parts ? (
        <>
          <span className="whitespace-nowrap">{parts[0]}</span> <span className="whitespace-nowrap">{parts[1]}</span>
        </>
      ) : (
        <span className="whitespace-nowrap">{text}</span>
      )}
    </time>
  );
}
