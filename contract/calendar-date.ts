// Without zod: the dashboard's first chunk reads it (a report's dates in the URL), and the contract's schemas.

const ISO_DATE = /^(\d{4})-(\d\d)-(\d\d)$/;

/** True for a real calendar date written YYYY-MM-DD, in years 0001-9999 (not 2026-02-30, not 0000-01-01). */
export function isCalendarDate(text: string): boolean {
  const m = ISO_DATE.exec(text);
  if (!m) return false;
  const [year, month, day] = [Number(m[1]), Number(m[2]), Number(m[3])];
  // setUTCFullYear, not Date.UTC: that one reads years 0..99 as 1900..1999.
  const d = new Date(0);
  d.setUTCFullYear(year, month - 1, day);
  return year >= 1 && d.getUTCFullYear() === year && d.getUTCMonth() === month - 1 && d.getUTCDate() === day;
}
