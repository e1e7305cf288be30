import { describe, expect, it } from 'vitest';
import { ALWAYS_OPEN_DAYS, type BusinessInterval } from '#contract/business-hours';
import { addCountedTime, ALWAYS_OPEN, businessCalendar, countedTimeBetween, isOpenAt } from './business-calendar.ts';

const MIN = 60_000;
const HOUR = 60 * MIN;
const weekdays = (open: string, close: string): BusinessInterval[] =>
  (['mon', 'tue', 'wed', 'thu', 'fri'] as const).map((day) => ({ day, open, close }));
const iso = (d: Date | null) => d?.toISOString() ?? null;

describe('business calendar: due times', () => {
  const paris = businessCalendar('Europe/Paris', weekdays('09:00', '17:30'), []);

  it('carries what is left of a target at Friday\'s close to Monday\'s opening (Friday 17:00 + 60 min is Monday 09:30)', () => {
    // 2026-11-27 is a Friday; Paris is at +01:00 in November.
    expect(iso(addCountedTime(paris, new Date('2026-11-27T16:00:00Z'), 60 * MIN))).toBe('2026-11-30T08:30:00.000Z');
  });

  it('counts nothing on a holiday', () => {
    const withHoliday = businessCalendar('Europe/Paris', weekdays('09:00', '17:30'), ['2026-11-30']);
    expect(iso(addCountedTime(withHoliday, new Date('2026-11-27T16:00:00Z'), 60 * MIN))).toBe('2026-12-01T08:30:00.000Z');
  });

  it('starts at the next opening when the clock starts while closed', () => {
    // Saturday noon + 30 min: Monday 09:30.
    expect(iso(addCountedTime(paris, new Date('2026-11-28T11:00:00Z'), 30 * MIN))).toBe('2026-11-30T08:30:00.000Z');
  });

  it('skips the lunch break between two intervals of a day', () => {
    const split = businessCalendar('UTC', [...weekdays('09:00', '12:00'), ...weekdays('13:00', '17:00')], []);
    expect(iso(addCountedTime(split, new Date('2026-11-24T11:30:00Z'), 60 * MIN))).toBe('2026-11-24T13:30:00.000Z');
  });

  it('ends a target exactly at a close rather than at the next opening', () => {
    expect(iso(addCountedTime(paris, new Date('2026-11-27T16:00:00Z'), 30 * MIN))).toBe('2026-11-27T16:30:00.000Z');
  });

  it('keeps 09:00 local on both sides of a daylight-saving change', () => {
    const newYork = businessCalendar('America/New_York', [{ day: 'sat', open: '09:00', close: '17:00' }, { day: 'sun', open: '09:00', close: '17:00' }], []);
    // Saturday 2026-03-07 16:00 EST (21:00Z) + 2 h: 1 h on Saturday, then Sunday 10:00 EDT (14:00Z), clocks having sprung forward overnight.
    expect(iso(addCountedTime(newYork, new Date('2026-03-07T21:00:00Z'), 2 * HOUR))).toBe('2026-03-08T14:00:00.000Z');
  });

  it('counts a 23-hour and a 25-hour day as they are', () => {
    const allDay = businessCalendar('America/New_York', ALWAYS_OPEN_DAYS, []);
    // Spring forward on 2026-03-08, fall back on 2026-11-01, midnight to midnight local.
    expect(countedTimeBetween(allDay, new Date('2026-03-08T05:00:00Z'), new Date('2026-03-09T04:00:00Z'))).toBe(23 * HOUR);
    expect(countedTimeBetween(allDay, new Date('2026-11-01T04:00:00Z'), new Date('2026-11-02T05:00:00Z'))).toBe(25 * HOUR);
  });

  it('pauses the clock for a snooze, and stops at a pause that has no end', () => {
    const start = new Date('2026-11-24T10:00:00Z');
    const pause = { from: start.getTime() + 10 * MIN, to: start.getTime() + 40 * MIN };
    expect(iso(addCountedTime(ALWAYS_OPEN('UTC'), start, 60 * MIN, [pause]))).toBe('2026-11-24T11:30:00.000Z');
    expect(addCountedTime(ALWAYS_OPEN('UTC'), start, 60 * MIN, [{ from: pause.from, to: Infinity }])).toBeNull();
    // A pause outside the opening hours changes nothing: that time did not count anyway.
    const evening = { from: Date.parse('2026-11-27T17:00:00Z'), to: Date.parse('2026-11-28T10:00:00Z') };
    expect(iso(addCountedTime(paris, new Date('2026-11-27T16:00:00Z'), 60 * MIN, [evening]))).toBe('2026-11-30T08:30:00.000Z');
  });

  it('gives no due time when the hours are too sparse to reach it within the horizon', () => {
    const sparse = businessCalendar('UTC', [{ day: 'mon', open: '09:00', close: '09:01' }], []);
    expect(addCountedTime(sparse, new Date('2026-11-24T10:00:00Z'), 100_000 * MIN)).toBeNull();
  });
});

describe('business calendar: counted time and opening', () => {
  const paris = businessCalendar('Europe/Paris', weekdays('09:00', '17:30'), ['2026-12-25']);

  it('counts only the opening hours between two instants', () => {
    // Friday 17:00 to Monday 10:00 Paris: 30 min on Friday and 60 on Monday.
    expect(countedTimeBetween(paris, new Date('2026-11-27T16:00:00Z'), new Date('2026-11-30T09:00:00Z'))).toBe(90 * MIN);
    expect(countedTimeBetween(paris, new Date('2026-11-30T09:00:00Z'), new Date('2026-11-27T16:00:00Z'))).toBe(0);
    expect(countedTimeBetween(ALWAYS_OPEN('UTC'), new Date('2026-11-27T16:00:00Z'), new Date('2026-11-30T09:00:00Z'))).toBe(65 * HOUR);
  });

  it('knows when it is open', () => {
    expect(isOpenAt(paris, new Date('2026-11-27T08:00:00Z'))).toBe(true); // Friday 09:00
    expect(isOpenAt(paris, new Date('2026-11-27T16:30:00Z'))).toBe(false); // Friday 17:30, the close
    expect(isOpenAt(paris, new Date('2026-11-28T10:00:00Z'))).toBe(false); // Saturday
    expect(isOpenAt(paris, new Date('2026-12-25T10:00:00Z'))).toBe(false); // a holiday, a Friday
    expect(isOpenAt(ALWAYS_OPEN('UTC'), new Date('2026-12-25T10:00:00Z'))).toBe(true);
  });
});
