import { z } from 'zod';
import { isCalendarDate } from './calendar-date.ts';

/** Monday first, as the reports' week and the settings page are. */
export const WEEKDAYS = ['mon', 'tue', 'wed', 'thu', 'fri', 'sat', 'sun'] as const;
export type Weekday = (typeof WEEKDAYS)[number];

export const BUSINESS_INTERVALS_MAX = 70;
export const HOLIDAYS_MAX = 400;
const DAY_MINUTES = 24 * 60;

/** "09:30" → 570; "24:00" (the end of the day, as a close) → 1440; anything else → undefined. */
export function minutesOfTime(time: string): number | undefined {
  const match = /^(\d\d):(\d\d)$/.exec(time);
  if (!match) return undefined;
  const minutes = Number(match[1]) * 60 + Number(match[2]);
  if (Number(match[2]) > 59 || minutes > DAY_MINUTES) return undefined;
  return minutes;
}

const time = (field: 'open' | 'close') =>
  z
    .string({ error: `${field} must be a time as HH:MM` })
    .refine((t) => minutesOfTime(t) !== undefined && (field === 'close' || t !== '24:00'), {
      error: (issue) => `${field} ${JSON.stringify(issue.input)} is not a time: use HH:MM from 00:00 to ${field === 'close' ? '24:00' : '23:59'}`,
    })
    .meta({ example: field === 'open' ? '09:00' : '17:30' });

export const BusinessIntervalSchema = z
  .object({
    day: z.enum(WEEKDAYS, { error: 'day must be one of mon, tue, wed, thu, fri, sat, sun' }),
    open: time('open'),
    close: time('close').meta({ description: 'After open; 24:00 is the end of the day.' }),
  })
  .meta({ id: 'BusinessInterval' });
export type BusinessInterval = z.infer<typeof BusinessIntervalSchema>;

const label = (i: BusinessInterval) => `${i.day} ${i.open}–${i.close}`;

/** Each interval's close after its open, and no two of a day overlapping (touching is fine: 09:00–12:00, 12:00–17:00). */
function checkIntervals(days: BusinessInterval[], ctx: z.RefinementCtx): void {
  days.forEach((interval, index) => {
    if (minutesOfTime(interval.close)! <= minutesOfTime(interval.open)!) {
      ctx.addIssue({ code: 'custom', path: [index, 'close'], message: `days[${index}] (${label(interval)}): close must be after open` });
    }
  });
  for (const day of WEEKDAYS) {
    const ofDay = days
      .map((interval, index) => ({ interval, index }))
      .filter(({ interval }) => interval.day === day)
      .sort((a, b) => minutesOfTime(a.interval.open)! - minutesOfTime(b.interval.open)!);
    for (let k = 1; k < ofDay.length; k++) {
      const before = ofDay[k - 1]!;
      const after = ofDay[k]!;
      if (minutesOfTime(after.interval.open)! < minutesOfTime(before.interval.close)!) {
        ctx.addIssue({
          code: 'custom',
          path: [after.index],
          message: `days[${after.index}] (${label(after.interval)}) overlaps days[${before.index}] (${label(before.interval)})`,
        });
      }
    }
  }
}

const holidays = z
  .array(
    z
      .string({ error: 'holidays must be dates as YYYY-MM-DD' })
      .refine(isCalendarDate, {
        error: (issue) => `holiday ${JSON.stringify(issue.input)} is not a date as YYYY-MM-DD`,
      })
      .meta({ format: 'date' }),
    { error: 'holidays must be an array of dates as YYYY-MM-DD' },
  )
  .max(HOLIDAYS_MAX, `holidays must hold at most ${HOLIDAYS_MAX} dates`)
  .meta({ description: 'Whole days closed, in the organization\'s time zone.', example: ['2026-12-25'] });

export const BusinessHoursSchema = z
  .object({
    time_zone: z.string().meta({ description: "The organization's time zone (PATCH /organization changes it).", example: 'Europe/Paris' }),
    always_open: z.boolean().meta({ description: 'True when no hours are set: every day 00:00–24:00, no holidays (the default).' }),
    days: z.array(BusinessIntervalSchema).meta({ description: 'Opening intervals, Monday first, each day in opening order.' }),
    holidays: z.array(z.string()).meta({ description: 'Closed dates (YYYY-MM-DD), in order.' }),
  })
  .meta({ id: 'BusinessHours' });
export type BusinessHours = z.infer<typeof BusinessHoursSchema>;

export const PutBusinessHoursBodySchema = z
  .object({
    time_zone: z
      .string({ error: 'time_zone must be text' })
      .optional()
      .meta({ description: "Optional; when given it must be the organization's (PATCH /organization changes it)." }),
    days: z
      .array(BusinessIntervalSchema, { error: 'days must be an array of {day, open, close}' })
      .min(1, 'days must hold at least one interval (every day 00:00–24:00 is always open)')
      .max(BUSINESS_INTERVALS_MAX, `days must hold at most ${BUSINESS_INTERVALS_MAX} intervals`)
      .superRefine(checkIntervals),
    holidays: holidays.optional(),
  })
  .meta({ id: 'PutBusinessHours' });
export type PutBusinessHoursBody = z.input<typeof PutBusinessHoursBodySchema>;

/** Every day 00:00–24:00: what an organization without hours has. */
export const ALWAYS_OPEN_DAYS: BusinessInterval[] = WEEKDAYS.map((day) => ({ day, open: '00:00', close: '24:00' }));
