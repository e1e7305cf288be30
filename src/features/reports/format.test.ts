import { describe, expect, it } from 'vitest';
import { formatDuration, formatMaybeDuration, formatNumber, formatShare } from './format';

describe('formatDuration', () => {
  it.each([
    [0, '0 s'],
    [45, '45 s'],
    [59, '59 s'],
    [60, '1 min'],
    [89, '1 min'],
    [90, '2 min'],
    [12 * 60, '12 min'],
    [59 * 60 + 29, '59 min'],
    // 59 min 50 s rounds to a whole hour, written as one.
    [59 * 60 + 50, '1 h'],
    [3600, '1 h'],
    [3600 + 5 * 60, '1 h 5 min'],
    [3600 + 5 * 60 + 20, '1 h 5 min'],
    [23 * 3600 + 59 * 60 + 40, '1 d'],
    [2 * 86_400 + 3 * 3600, '2 d 3 h'],
    [2 * 86_400 + 3 * 3600 + 29 * 60, '2 d 3 h'],
    [2 * 86_400 + 23 * 3600 + 45 * 60, '3 d'],
    [40 * 86_400, '40 d'],
  ])('writes %i seconds as %s', (seconds, text) => {
    expect(formatDuration(seconds)).toBe(text);
  });

  it('never writes a negative duration', () => {
    expect(formatDuration(-5)).toBe('0 s');
  });

  it('says when there is nothing to measure', () => {
    expect(formatMaybeDuration(null)).toBe('No data');
    expect(formatMaybeDuration(120)).toBe('2 min');
  });
});

describe('numbers', () => {
  it('groups digits as the locale does', () => {
    expect(formatNumber(1234567, 'en-US')).toBe('1,234,567');
    expect(formatNumber(1234567, 'de-DE')).toBe('1.234.567');
  });

  it('writes shares as whole percents', () => {
    expect(formatShare(0.834, 'en-US')).toBe('83%');
    expect(formatShare(1, 'en-US')).toBe('100%');
  });
});
