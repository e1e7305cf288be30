// How the reports write their figures: counts with the reader's digit grouping, durations in words a person reads
// at a glance ("1 h 5 min", "2 d 3 h"), never a raw number of seconds.

export function formatNumber(value: number, locale?: string): string {
  return new Intl.NumberFormat(locale).format(value);
}

/** A share of 0..1 as a whole percentage: "83%". */
export function formatShare(share: number, locale?: string): string {
  return new Intl.NumberFormat(locale, { style: 'percent', maximumFractionDigits: 0 }).format(share);
}

/**
 * A duration in seconds, in at most two units: "45 s", "12 min", "1 h 5 min", "2 d 3 h". Rounded to the smaller
 * unit shown, and carried into the larger one when that rounds up to a whole one ("59 min 50 s" is "1 h").
 */
export function formatDuration(seconds: number): string {
  const s = Math.max(0, Math.round(seconds));
  if (s < 60) return `${s} s`;
  const minutes = Math.round(s / 60);
  if (minutes < 60) return `${minutes} min`;
  if (minutes < 24 * 60) {
    const h = Math.floor(minutes / 60);
    const m = minutes % 60;
    return m === 0 ? `${h} h` : `${h} h ${m} min`;
  }
  const hours = Math.round(s / 3600);
  const d = Math.floor(hours / 24);
  const h = hours % 24;
  return h === 0 ? `${d} d` : `${d} d ${h} h`;
}

/** A duration that may be missing (no first response in the period): "No data". */
export function formatMaybeDuration(seconds: number | null): string {
  return seconds === null ? 'No data' : formatDuration(seconds);
}
