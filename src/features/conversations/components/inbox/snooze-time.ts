// Values the API's snooze_until understands (docs/api.md), resolved in the organization's time zone.
export const SNOOZE_PRESETS = [
  { label: '1 hour', value: '60m', hint: 'in 60 min' },
  { label: 'Tomorrow', value: 'tomorrow', hint: '9:00' },
  { label: 'Next Monday', value: 'monday', hint: 'Mon 9:00' },
  { label: 'One week', value: 'one week', hint: 'same time' },
] as const;

/** A `datetime-local` value (local time) as ISO 8601, or an error message. */
export function customSnoozeTime(value: string, now: number): { iso: string } | { error: string } {
  const date = new Date(value);
  if (value === '' || Number.isNaN(date.getTime())) return { error: 'Pick a date and time.' };
  if (date.getTime() <= now) return { error: 'Pick a time in the future.' };
  return { iso: date.toISOString() };
}
