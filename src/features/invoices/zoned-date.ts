// A billing date is the organization's date: an invoice paid at 00:30 in Paris on the 1st belongs to that day
// there, whatever the reader's own zone.

const formats = new Map<string, Intl.DateTimeFormat>();

/** "Oct 1, 2026" in the zone (the browser's if the zone is unknown). */
export function zonedDate(iso: string, timeZone: string, locale?: string): string {
  const at = Date.parse(iso);
  if (Number.isNaN(at)) return '';
  const key = `${locale ?? ''}|${timeZone}`;
  let format = formats.get(key);
  if (!format) {
    try {
      format = new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeZone });
    } catch {
      format = new Intl.DateTimeFormat(locale, { dateStyle: 'medium' });
    }
    formats.set(key, format);
  }
  return format.format(at);
}

