import {
  ALWAYS_OPEN_DAYS,
  WEEKDAYS,
  type BusinessHours,
  type BusinessInterval,
  type PutBusinessHoursBody,
  type Weekday,
} from '#contract/business-hours';

// The business-hours editor's state and its changes, apart from React: a row per weekday (open or closed, with
// its intervals), the "Always open" preset, the holidays; and the API's flat list of intervals both ways.

/** An interval as the time inputs hold it. A time input cannot say 24:00: a close of 00:00 is the day's end. */
export interface TimeRange {
  open: string;
  close: string;
}

export interface DaySchedule {
  open: boolean;
  /** Kept while the day is closed, so that opening it again brings them back. */
  ranges: TimeRange[];
}

export interface HoursDraft {
  /** Every day 00:00–24:00; the week below is kept (and hidden) meanwhile. */
  alwaysOpen: boolean;
  week: Record<Weekday, DaySchedule>;
  /** YYYY-MM-DD, in order. */
  holidays: string[];
}

export const WEEKDAY_NAMES: Record<Weekday, string> = {
  mon: 'Monday',
  tue: 'Tuesday',
  wed: 'Wednesday',
  thu: 'Thursday',
  fri: 'Friday',
  sat: 'Saturday',
  sun: 'Sunday',
};

const DEFAULT_RANGE: TimeRange = { open: '09:00', close: '17:00' };
const END_OF_DAY = '24:00';
const MIDNIGHT = '00:00';

/** What a week looks like before anyone set it: Monday to Friday, 09:00–17:00. */
function defaultWeek(): Record<Weekday, DaySchedule> {
  return Object.fromEntries(WEEKDAYS.map((day) => [day, { open: day !== 'sat' && day !== 'sun', ranges: [DEFAULT_RANGE] }])) as Record<
    Weekday,
    DaySchedule
  >;
}

const isAllDay = (interval: BusinessInterval) => interval.open === MIDNIGHT && interval.close === END_OF_DAY;

/** Every weekday exactly 00:00–24:00: the preset, whatever the holidays. */
export function isAroundTheClock(days: readonly BusinessInterval[]): boolean {
  return days.length === WEEKDAYS.length && WEEKDAYS.every((day) => days.some((i) => i.day === day && isAllDay(i)));
}

/** The editor's state of the hours the server has. */
export function draftOfHours(hours: Pick<BusinessHours, 'days' | 'holidays'>): HoursDraft {
  const holidays = [...hours.holidays].sort();
  if (isAroundTheClock(hours.days)) return { alwaysOpen: true, week: defaultWeek(), holidays };
  const week = Object.fromEntries(
    WEEKDAYS.map((day) => {
      const ranges = hours.days
        .filter((interval) => interval.day === day)
        .map(({ open, close }) => ({ open, close: close === END_OF_DAY ? MIDNIGHT : close }));
      return [day, ranges.length ? { open: true, ranges } : { open: false, ranges: [DEFAULT_RANGE] }];
    }),
  ) as Record<Weekday, DaySchedule>;
  return { alwaysOpen: false, week, holidays };
}

/** The intervals the editor sends, in order, each with where it is in the editor (for the server's `days[N]`). */
function intervalsOf(draft: HoursDraft): { interval: BusinessInterval; day: Weekday; range: number }[] {
  if (draft.alwaysOpen) return ALWAYS_OPEN_DAYS.map((interval) => ({ interval, day: interval.day, range: 0 }));
  return WEEKDAYS.flatMap((day) =>
    draft.week[day].open
      ? draft.week[day].ranges.map(({ open, close }, range) => ({
          interval: { day, open, close: close === MIDNIGHT ? END_OF_DAY : close },
          day,
          range,
        }))
      : [],
  );
}

/** The PUT body of the editor's state. */
export function bodyOfDraft(draft: HoursDraft): Required<Pick<PutBusinessHoursBody, 'days' | 'holidays'>> {
  return { days: intervalsOf(draft).map(({ interval }) => interval), holidays: draft.holidays };
}

/** Whether two states would save the same hours (what is hidden under "Always open" does not count). */
export function sameHours(a: HoursDraft, b: HoursDraft): boolean {
  return JSON.stringify(bodyOfDraft(a)) === JSON.stringify(bodyOfDraft(b));
}

/**
 * The intervals a server refusal names ("days[2] (tue 17:00–20:00) overlaps days[1] …"), as `day:range` keys
 * of the editor, so that their inputs can be marked.
 */
export function intervalsNamed(draft: HoursDraft, message: string): Set<string> {
  const sent = intervalsOf(draft);
  const keys = new Set<string>();
  for (const match of message.matchAll(/days\[(\d+)\]/g)) {
    const at = sent[Number(match[1])];
    if (at) keys.add(rangeKey(at.day, at.range));
  }
  return keys;
}

/** A refusal as people read it: without the path the server puts first ("days.2: days[2] (tue …) overlaps …"). */
export function refusalText(message: string): string {
  return message.replace(/^(days|holidays)(\.\w+)*: /, '');
}

export const rangeKey = (day: Weekday, range: number) => `${day}:${range}`;

// The editor's changes: each returns a new state.

export function setAlwaysOpen(draft: HoursDraft, alwaysOpen: boolean): HoursDraft {
  return { ...draft, alwaysOpen };
}

function changeDay(draft: HoursDraft, day: Weekday, change: (schedule: DaySchedule) => DaySchedule): HoursDraft {
  return { ...draft, week: { ...draft.week, [day]: change(draft.week[day]) } };
}

export function setDayOpen(draft: HoursDraft, day: Weekday, open: boolean): HoursDraft {
  return changeDay(draft, day, (schedule) => ({ ...schedule, open }));
}

export function setRange(draft: HoursDraft, day: Weekday, index: number, change: Partial<TimeRange>): HoursDraft {
  return changeDay(draft, day, (schedule) => ({
    ...schedule,
    ranges: schedule.ranges.map((range, i) => (i === index ? { ...range, ...change } : range)),
  }));
}

const addHour = (time: string) => {
  const [h, m] = time.split(':').map(Number);
  const next = Math.min((h ?? 0) + 1, 24);
  return next === 24 ? MIDNIGHT : `${String(next).padStart(2, '0')}:${String(m ?? 0).padStart(2, '0')}`;
};

/** Another interval of the day: opening where its last one closes, for an hour (to be changed), else 09:00–17:00. */
export function addRange(draft: HoursDraft, day: Weekday): HoursDraft {
  return changeDay(draft, day, (schedule) => {
    const last = schedule.ranges.at(-1);
    const open = last && last.close !== MIDNIGHT && /^\d\d:\d\d$/.test(last.close) ? last.close : null;
    const range = open ? { open, close: addHour(open) } : DEFAULT_RANGE;
    return { open: true, ranges: [...schedule.ranges, range] };
  });
}

/** Takes an interval away; the last one stays (a day without any is closed: its "Open" box says so). */
export function removeRange(draft: HoursDraft, day: Weekday, index: number): HoursDraft {
  return changeDay(draft, day, (schedule) =>
    schedule.ranges.length > 1 ? { ...schedule, ranges: schedule.ranges.filter((_, i) => i !== index) } : schedule,
  );
}

export function addHoliday(draft: HoursDraft, date: string): HoursDraft {
  if (!date || draft.holidays.includes(date)) return draft;
  return { ...draft, holidays: [...draft.holidays, date].sort() };
}

export function removeHoliday(draft: HoursDraft, date: string): HoursDraft {
  return { ...draft, holidays: draft.holidays.filter((d) => d !== date) };
}
