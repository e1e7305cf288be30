import { REPORT_MAX_DAYS } from '../../lib/contract-constants';
import { isCalendarDate } from '#contract/calendar-date';
import type { PeriodPreset } from './report-search';

// A report covers whole days `from`..`to` (both included) in the organization's time zone, as the API reads them.
// Days are calendar dates (`YYYY-MM-DD`): their arithmetic is done on UTC midnights, where every day has 24 hours.

export const DEFAULT_PRESET: PeriodPreset = '7d';

export const PRESET_LABELS: Record<PeriodPreset, string> = {
  '7d': 'Last 7 days',
  '30d': 'Last 30 days',
  'this-month': 'This month',
  'last-month': 'Last month',
};

export interface Period {
  from: string;
  to: string;
}

const DAY_MS = 86_400_000;

const toUtc = (date: string) => Date.parse(`${date}T00:00:00Z`);
const fromUtc = (ms: number) => new Date(ms).toISOString().slice(0, 10);

export function addDays(date: string, days: number): string {
  return fromUtc(toUtc(date) + days * DAY_MS);
}

/** How many days the period covers, both ends included. */
export function daysIn(period: Period): number {
  return Math.round((toUtc(period.to) - toUtc(period.from)) / DAY_MS) + 1;
}

/** Today's date in `timeZone` at `now`. */
export function todayIn(timeZone: string, now: Date = new Date()): string {
  const parts = new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' }).formatToParts(now);
  const part = (type: Intl.DateTimeFormatPartTypes) => parts.find((p) => p.type === type)?.value ?? '';
  return `${part('year')}-${part('month')}-${part('day')}`;
}

/** The days a preset covers, counted back from `today` (today included, as the API's default of 7 days). */
export function presetPeriod(preset: PeriodPreset, today: string): Period {
  switch (preset) {
    case '7d':
      return { from: addDays(today, -6), to: today };
    case '30d':
      return { from: addDays(today, -29), to: today };
    case 'this-month':
      return { from: `${today.slice(0, 7)}-01`, to: today };
    case 'last-month': {
      const to = addDays(`${today.slice(0, 7)}-01`, -1);
      return { from: `${to.slice(0, 7)}-01`, to };
    }
  }
}

/** The period of equal length just before `period`: what its figures are compared with. */
export function previousPeriod(period: Period): Period {
  const to = addDays(period.from, -1);
  return { from: addDays(to, -(daysIn(period) - 1)), to };
}

/** Why a custom period cannot be asked for, or null when it can. */
export function periodProblem(period: Period): string | null {
  if (!isCalendarDate(period.from) || !isCalendarDate(period.to)) return 'Choose both dates.';
  if (period.from > period.to) return 'The start must not be after the end.';
  if (daysIn(period) > REPORT_MAX_DAYS) return `A report covers at most ${REPORT_MAX_DAYS} days.`;
  return null;
}

/** "previous 7 days": the comparison's name in the change texts. */
export function previousLabel(period: Period): string {
  const days = daysIn(period);
  return days === 1 ? 'previous day' : `previous ${days} days`;
}

/** "Mar 1 – Mar 7, 2026" (dates as written, never shifted by the browser's time zone). */
export function formatPeriod(period: Period, locale?: string): string {
  const format = new Intl.DateTimeFormat(locale, { year: 'numeric', month: 'short', day: 'numeric', timeZone: 'UTC' });
  return format.formatRange(new Date(toUtc(period.from)), new Date(toUtc(period.to)));
}

/** A day as the charts name it: "Mar 2" (with `weekday`: "Mon, Mar 2"). */
export function formatDay(date: string, locale?: string, options: Intl.DateTimeFormatOptions = {}): string {
  return new Intl.DateTimeFormat(locale, { month: 'short', day: 'numeric', ...options, timeZone: 'UTC' }).format(new Date(toUtc(date)));
}
