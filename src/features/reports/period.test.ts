import { describe, expect, it } from 'vitest';
import { addDays, daysIn, formatPeriod, periodProblem, presetPeriod, previousLabel, previousPeriod, todayIn } from './period';

describe('todayIn', () => {
  const instant = new Date('2026-03-01T23:30:00Z');

  it('is the date in the organization’s time zone, not the browser’s', () => {
    expect(todayIn('UTC', instant)).toBe('2026-03-01');
    expect(todayIn('Europe/Paris', instant)).toBe('2026-03-02');
    expect(todayIn('America/Los_Angeles', instant)).toBe('2026-03-01');
    expect(todayIn('Pacific/Kiritimati', new Date('2026-12-31T10:30:00Z'))).toBe('2027-01-01');
  });
});

describe('presets', () => {
  it('count back from today, today included', () => {
    expect(presetPeriod('7d', '2026-03-10')).toEqual({ from: '2026-03-04', to: '2026-03-10' });
    expect(presetPeriod('30d', '2026-03-10')).toEqual({ from: '2026-02-09', to: '2026-03-10' });
  });

  it('take this month up to today, and the whole of last month', () => {
    expect(presetPeriod('this-month', '2026-03-10')).toEqual({ from: '2026-03-01', to: '2026-03-10' });
    expect(presetPeriod('this-month', '2026-03-01')).toEqual({ from: '2026-03-01', to: '2026-03-01' });
    expect(presetPeriod('last-month', '2026-03-10')).toEqual({ from: '2026-02-01', to: '2026-02-28' });
    expect(presetPeriod('last-month', '2024-03-31')).toEqual({ from: '2024-02-01', to: '2024-02-29' });
    expect(presetPeriod('last-month', '2026-01-15')).toEqual({ from: '2025-12-01', to: '2025-12-31' });
  });

  it('cross a daylight-saving change as whole days', () => {
    // Europe/Paris moves its clocks on 2026-03-29: dates are calendar days, not 24-hour spans of the browser.
    expect(presetPeriod('7d', '2026-04-02')).toEqual({ from: '2026-03-27', to: '2026-04-02' });
    expect(daysIn({ from: '2026-03-27', to: '2026-04-02' })).toBe(7);
  });
});

describe('previousPeriod', () => {
  it('is the period of equal length just before', () => {
    expect(previousPeriod({ from: '2026-03-04', to: '2026-03-10' })).toEqual({ from: '2026-02-25', to: '2026-03-03' });
    expect(previousPeriod({ from: '2026-03-10', to: '2026-03-10' })).toEqual({ from: '2026-03-09', to: '2026-03-09' });
    // Last month (28 days of February) against the 28 days before it, not against January.
    expect(previousPeriod({ from: '2026-02-01', to: '2026-02-28' })).toEqual({ from: '2026-01-04', to: '2026-01-31' });
    expect(previousPeriod({ from: '2023-01-01', to: '2023-12-31' })).toEqual({ from: '2022-01-01', to: '2022-12-31' });
    // A leap year's 366 days against the 366 before them.
    expect(previousPeriod({ from: '2024-01-01', to: '2024-12-31' })).toEqual({ from: '2022-12-31', to: '2023-12-31' });
  });

  it('is named by its length', () => {
    expect(previousLabel({ from: '2026-03-04', to: '2026-03-10' })).toBe('previous 7 days');
    expect(previousLabel({ from: '2026-03-10', to: '2026-03-10' })).toBe('previous day');
  });
});

describe('custom periods', () => {
  it('are refused when the API would refuse them', () => {
    expect(periodProblem({ from: '2026-03-01', to: '2026-03-31' })).toBeNull();
    expect(periodProblem({ from: '2026-03-31', to: '2026-03-01' })).toMatch(/start must not be after the end/);
    expect(periodProblem({ from: '', to: '2026-03-01' })).toMatch(/both dates/);
    expect(periodProblem({ from: '2026-02-30', to: '2026-03-01' })).toMatch(/both dates/);
    expect(periodProblem({ from: '2025-01-01', to: '2026-01-01' })).toBeNull();
    expect(periodProblem({ from: '2025-01-01', to: '2026-01-02' })).toMatch(/at most 366 days/);
  });
});

describe('dates', () => {
  it('add days across months and years', () => {
    expect(addDays('2026-12-31', 1)).toBe('2027-01-01');
    expect(addDays('2026-03-01', -1)).toBe('2026-02-28');
  });

  it('write a period as its dates, whatever the browser’s zone', () => {
    // (Intl puts thin spaces around the dash.)
    expect(formatPeriod({ from: '2026-03-04', to: '2026-03-10' }, 'en-US').replace(/\s/g, ' ')).toBe('Mar 4 – 10, 2026');
    expect(formatPeriod({ from: '2026-03-04', to: '2026-03-04' }, 'en-US')).toBe('Mar 4, 2026');
  });
});
