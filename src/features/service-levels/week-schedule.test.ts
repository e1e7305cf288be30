import { describe, expect, it } from 'vitest';
import { ALWAYS_OPEN_DAYS, PutBusinessHoursBodySchema, type BusinessInterval } from '#contract/business-hours';
import {
  addHoliday,
  addRange,
  bodyOfDraft,
  draftOfHours,
  intervalsNamed,
  refusalText,
  removeHoliday,
  removeRange,
  sameHours,
  setAlwaysOpen,
  setDayOpen,
  setRange,
} from './week-schedule';

const officeDays: BusinessInterval[] = [
  { day: 'mon', open: '09:00', close: '17:30' },
  { day: 'tue', open: '09:00', close: '12:00' },
  { day: 'tue', open: '13:00', close: '17:30' },
  { day: 'sat', open: '10:00', close: '24:00' },
];

describe('draftOfHours', () => {
  it('reads every day 00:00–24:00 as "Always open", with a Monday-to-Friday week underneath to start from', () => {
    const draft = draftOfHours({ days: ALWAYS_OPEN_DAYS, holidays: [] });
    expect(draft.alwaysOpen).toBe(true);
    expect(draft.week.mon).toEqual({ open: true, ranges: [{ open: '09:00', close: '17:00' }] });
    expect(draft.week.sun.open).toBe(false);
  });

  it('keeps "Always open" with holidays (they still close whole days)', () => {
    const draft = draftOfHours({ days: ALWAYS_OPEN_DAYS, holidays: ['2026-12-25'] });
    expect(draft).toMatchObject({ alwaysOpen: true, holidays: ['2026-12-25'] });
  });

  it('puts each interval on its weekday, shows a close of 24:00 as 00:00, and a day without intervals closed', () => {
    const draft = draftOfHours({ days: officeDays, holidays: ['2026-12-31', '2026-12-25'] });
    expect(draft.alwaysOpen).toBe(false);
    expect(draft.week.tue).toEqual({
      open: true,
      ranges: [
        { open: '09:00', close: '12:00' },
        { open: '13:00', close: '17:30' },
      ],
    });
    expect(draft.week.sat.ranges).toEqual([{ open: '10:00', close: '00:00' }]);
    expect(draft.week.wed.open).toBe(false);
    expect(draft.holidays).toEqual(['2026-12-25', '2026-12-31']);
  });
});

describe('bodyOfDraft', () => {
  it('gives back the intervals it was read from, Monday first, 00:00 as a close written 24:00', () => {
    expect(bodyOfDraft(draftOfHours({ days: officeDays, holidays: [] }))).toEqual({ days: officeDays, holidays: [] });
  });

  it('sends every day 00:00–24:00 for "Always open", whatever the week underneath', () => {
    const draft = setAlwaysOpen(draftOfHours({ days: officeDays, holidays: ['2026-12-25'] }), true);
    expect(bodyOfDraft(draft)).toEqual({ days: ALWAYS_OPEN_DAYS, holidays: ['2026-12-25'] });
  });

  it('leaves out a closed day, but remembers its intervals for when it opens again', () => {
    const closed = setDayOpen(draftOfHours({ days: officeDays, holidays: [] }), 'tue', false);
    expect(bodyOfDraft(closed).days.map((i) => i.day)).toEqual(['mon', 'sat']);
    expect(bodyOfDraft(setDayOpen(closed, 'tue', true)).days).toEqual(officeDays);
  });

  it('writes a whole day entered as 00:00–00:00 as 00:00–24:00, which the contract accepts', () => {
    const draft = setRange(draftOfHours({ days: officeDays, holidays: [] }), 'mon', 0, { open: '00:00', close: '00:00' });
    const body = bodyOfDraft(draft);
    expect(body.days[0]).toEqual({ day: 'mon', open: '00:00', close: '24:00' });
    expect(PutBusinessHoursBodySchema.safeParse(body).success).toBe(true);
  });
});

describe('the editor changes', () => {
  const base = draftOfHours({ days: officeDays, holidays: [] });

  it('adds an interval opening where the last one closes, an hour long', () => {
    expect(addRange(base, 'mon').week.mon.ranges).toEqual([
      { open: '09:00', close: '17:30' },
      { open: '17:30', close: '18:30' },
    ]);
    expect(addRange(base, 'sat').week.sat.ranges.at(-1)).toEqual({ open: '09:00', close: '17:00' });
  });

  it('opens a closed day when an interval is added to it', () => {
    expect(addRange(base, 'wed').week.wed.open).toBe(true);
  });

  it('removes an interval but never the last one of a day', () => {
    expect(removeRange(base, 'tue', 0).week.tue.ranges).toEqual([{ open: '13:00', close: '17:30' }]);
    expect(removeRange(base, 'mon', 0).week.mon.ranges).toEqual([{ open: '09:00', close: '17:30' }]);
  });

  it('keeps holidays sorted and once each', () => {
    const draft = addHoliday(addHoliday(addHoliday(base, '2026-12-31'), '2026-12-25'), '2026-12-31');
    expect(draft.holidays).toEqual(['2026-12-25', '2026-12-31']);
    expect(removeHoliday(draft, '2026-12-25').holidays).toEqual(['2026-12-31']);
    expect(addHoliday(base, '')).toBe(base);
  });

  it('tells a change from none by what would be saved', () => {
    expect(sameHours(base, draftOfHours({ days: officeDays, holidays: [] }))).toBe(true);
    expect(sameHours(base, setRange(base, 'mon', 0, { close: '18:00' }))).toBe(false);
    // The week under "Always open" is not saved.
    const always = draftOfHours({ days: ALWAYS_OPEN_DAYS, holidays: [] });
    expect(sameHours(always, setRange(always, 'mon', 0, { close: '18:00' }))).toBe(true);
  });
});

describe('intervalsNamed', () => {
  it('finds the intervals a server refusal names by their place in what was sent', () => {
    const draft = setRange(draftOfHours({ days: officeDays, holidays: [] }), 'tue', 1, { open: '11:00' });
    const message = 'days[2] (tue 11:00–17:30) overlaps days[1] (tue 09:00–12:00)';
    expect([...intervalsNamed(draft, message)]).toEqual(['tue:1', 'tue:0']);
  });

  it('skips a closed day when counting, and finds nothing in a message about something else', () => {
    const draft = setDayOpen(draftOfHours({ days: officeDays, holidays: [] }), 'mon', false);
    expect([...intervalsNamed(draft, 'days[2] (sat 10:00–24:00): close must be after open')]).toEqual(['sat:0']);
    expect(intervalsNamed(draft, 'holiday "x" is not a date as YYYY-MM-DD').size).toBe(0);
  });
});

describe('refusalText', () => {
  it('drops the path the server puts before its sentence', () => {
    expect(refusalText('days.2: days[2] (tue 11:00–17:30) overlaps days[1] (tue 09:00–12:00)')).toBe(
      'days[2] (tue 11:00–17:30) overlaps days[1] (tue 09:00–12:00)',
    );
    expect(refusalText('holidays.0: holiday "2026-02-30" is not a date as YYYY-MM-DD')).toBe(
      'holiday "2026-02-30" is not a date as YYYY-MM-DD',
    );
  });

  it('leaves a message without one as it is', () => {
    expect(refusalText('days must hold at least one interval (every day 00:00–24:00 is always open)')).toBe(
      'days must hold at least one interval (every day 00:00–24:00 is always open)',
    );
  });
});
