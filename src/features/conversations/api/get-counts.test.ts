import { describe, expect, it } from 'vitest';
import { formatCount } from './get-counts';

describe('formatCount', () => {
  it('writes small counts out, thousands with one decimal (rounded down), and the cap as "at least"', () => {
    expect(formatCount(0, 10_000)).toBe('0');
    expect(formatCount(999, 10_000)).toBe('999');
    expect(formatCount(1000, 10_000)).toBe('1k');
    expect(formatCount(1299, 10_000)).toBe('1.2k');
    expect(formatCount(9999, 10_000)).toBe('9.9k');
    expect(formatCount(10_000, 10_000)).toBe('10k+');
  });
});
