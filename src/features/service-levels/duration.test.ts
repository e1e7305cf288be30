import { describe, expect, it } from 'vitest';
import { durationOfMinutes, formatMinutes, minutesOfDuration } from './duration';

describe('formatMinutes', () => {
  it.each([
    [30, '30 min'],
    [60, '1 h'],
    [90, '1 h 30 min'],
    [1440, '1 d'],
    [1560, '1 d 2 h'],
    [1441, '1 d 1 min'],
    [129_600, '90 d'],
  ])('writes %i minutes as "%s"', (minutes, text) => {
    expect(formatMinutes(minutes)).toBe(text);
  });
});

describe('durationOfMinutes and minutesOfDuration', () => {
  it('shows whole hours without minutes, and no target as two empty fields', () => {
    expect(durationOfMinutes(60)).toEqual({ hours: '1', minutes: '' });
    expect(durationOfMinutes(95)).toEqual({ hours: '1', minutes: '35' });
    expect(durationOfMinutes(20)).toEqual({ hours: '', minutes: '20' });
    expect(durationOfMinutes(null)).toEqual({ hours: '', minutes: '' });
  });

  it('reads hours and minutes, either alone, minutes past 59 included', () => {
    expect(minutesOfDuration({ hours: '26', minutes: '' })).toBe(1560);
    expect(minutesOfDuration({ hours: '', minutes: '90' })).toBe(90);
    expect(minutesOfDuration({ hours: ' 1 ', minutes: '5' })).toBe(65);
    expect(minutesOfDuration({ hours: '0', minutes: '0' })).toBe(0);
  });

  it('reads two empty fields as no target, and anything but whole numbers as invalid', () => {
    expect(minutesOfDuration({ hours: ' ', minutes: '' })).toBeNull();
    expect(minutesOfDuration({ hours: '1.5', minutes: '' })).toBeUndefined();
    expect(minutesOfDuration({ hours: '', minutes: '-5' })).toBeUndefined();
    expect(minutesOfDuration({ hours: 'two', minutes: '' })).toBeUndefined();
  });

  it('gives back the minutes it was given', () => {
    for (const minutes of [1, 59, 60, 61, 1440, 1561, 129_600]) expect(minutesOfDuration(durationOfMinutes(minutes))).toBe(minutes);
  });
});
