// The time zones offered for the organization: the IANA names this browser knows (Intl.supportedValuesOf), with
// UTC first, each with its current offset from UTC, searchable by any part of its name or by its offset.

export interface TimeZoneOption {
  zone: string;
  /** "UTC+01:00" now (it changes with daylight saving time). */
  offset: string;
}

/** The zone's offset from UTC at `at`, as "UTC+05:30" ("UTC+00:00" for UTC itself). */
export function utcOffset(zone: string, at: Date): string {
  try {
    const part = new Intl.DateTimeFormat('en-US', { timeZone: zone, timeZoneName: 'longOffset' })
      .formatToParts(at)
      .find((p) => p.type === 'timeZoneName')?.value;
    return part === undefined || part === 'GMT' ? 'UTC+00:00' : part.replace('GMT', 'UTC');
  } catch {
    return '';
  }
}

/** Every zone, UTC first, then by name; `current` is kept even when this browser does not list it (an old name). */
export function timeZoneOptions(at: Date, current?: string): TimeZoneOption[] {
  const listed = typeof Intl.supportedValuesOf === 'function' ? Intl.supportedValuesOf('timeZone') : [];
  const zones = [...new Set(['UTC', ...(current ? [current] : []), ...[...listed].sort()])];
  return zones.map((zone) => ({ zone, offset: utcOffset(zone, at) }));
}

/** What a zone is read as: "America/Argentina/Buenos_Aires" is searched as "america argentina buenos aires". */
const words = (text: string) => text.toLowerCase().replace(/[_/]+/g, ' ');

/** The options matching the query: each of its words in the zone's name or offset ("new york", "paris", "+05:30"). */
export function matchTimeZones(options: readonly TimeZoneOption[], query: string): TimeZoneOption[] {
  const terms = words(query).split(/\s+/).filter(Boolean);
  if (terms.length === 0) return [...options];
  return options.filter((option) => {
    const text = `${words(option.zone)} ${option.offset.toLowerCase()}`;
    return terms.every((term) => text.includes(term));
  });
}
