import { formatDuration } from './format';

export interface Band {
  under_seconds: number | null;
  count: number;
}

/** A band's name from its bounds: "Under 15 min", "15 min – 1 h", "3 d and more". */
export function bandLabel(bands: readonly Band[], index: number): string {
  const low = index === 0 ? null : bands[index - 1]!.under_seconds;
  const high = bands[index]!.under_seconds;
  if (low === null && high !== null) return `Under ${formatDuration(high)}`;
  if (high === null) return `${formatDuration(low ?? 0)} and more`;
  return `${formatDuration(low!)} – ${formatDuration(high)}`;
}

/** Each band's share of the whole, in whole percent (0 without any). */
export function bandShares(bands: readonly Band[]): number[] {
  const total = bands.reduce((sum, b) => sum + b.count, 0);
  return bands.map((b) => (total === 0 ? 0 : Math.round((b.count / total) * 100)));
}
