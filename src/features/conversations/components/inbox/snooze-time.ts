// Values the API's snooze_until understands (docs/api.md), resolved in the organization's time zone.
export const SNOOZE_PRESETS = [
  { label: '1 hour', value: '60m', hint: 'in 60 min' },
  { label: 'Tomorrow', value: 'tomorrow', hint: '9:00' },
  { label: 'Next Monday', value: 'monday', hint: 'Mon 9:00' },
  { label: 'One week', value: 'one week', hint: 'same time' },
] as const;

/**
 * A preset's hint as shown: a time of day ("9:00") is the organization's, where the server resolves "tomorrow"
 * and "monday", so it names that zone ("9:00 Paris") when this browser is in another.
 */
export function snoozeHint(hint: string, organizationZone: string, browserZone: string): string {
  if (!/\d:\d\d/.test(hint) || organizationZone === browserZone) return hint;
  return `${hint} ${(organizationZone.split('/').pop() ?? organizationZone).replaceAll('_', ' ')}`;
}

/** A `datetime-local` value (local time) as ISO 8601, or an error message. */
export function customSnoozeTime(value: string, now: number): { iso: string } | { error: string } {
  const date = new Date(value);
  if (value === '' || Number.isNaN(date.getTime())) return { error: 'Pick a date and time.' };
  if (date.getTime() <= now) return { error: 'Pick a time in the future.' };
  return { iso: date.toISOString() };
}
