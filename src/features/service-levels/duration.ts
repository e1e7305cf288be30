// SLA targets are whole minutes on the wire; people think of them in days, hours and minutes.

const HOUR = 60;
const DAY = 24 * HOUR;

/** 1560 → "1 d 2 h", 90 → "1 h 30 min", 30 → "30 min" (a day is 24 counted hours). */
export function formatMinutes(total: number): string {
  const days = Math.floor(total / DAY);
  const hours = Math.floor((total % DAY) / HOUR);
  const minutes = total % HOUR;
  const parts = [days && `${days} d`, hours && `${hours} h`, minutes && `${minutes} min`].filter(Boolean);
  return parts.length ? parts.join(' ') : '0 min';
}

/** What the form's two fields hold: text as typed, so an empty field stays empty (no target). */
export interface DurationInput {
  hours: string;
  minutes: string;
}

export const EMPTY_DURATION: DurationInput = { hours: '', minutes: '' };

/** A target as the form shows it: 60 → 1 h and no minutes; null → both empty. */
export function durationOfMinutes(total: number | null): DurationInput {
  if (total === null) return EMPTY_DURATION;
  const hours = Math.floor(total / HOUR);
  const minutes = total % HOUR;
  return { hours: hours ? String(hours) : '', minutes: minutes ? String(minutes) : '' };
}

/**
 * The minutes of what was typed: null when both fields are empty (no target), undefined when either is not a whole
 * number of 0 or more. Minutes past 59 are fine ("90" minutes).
 */
export function minutesOfDuration(input: DurationInput): number | null | undefined {
  const hours = input.hours.trim();
  const minutes = input.minutes.trim();
  if (!hours && !minutes) return null;
  if ((hours && !/^\d+$/.test(hours)) || (minutes && !/^\d+$/.test(minutes))) return undefined;
  return Number(hours || 0) * HOUR + Number(minutes || 0);
}
