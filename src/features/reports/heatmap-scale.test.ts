import { describe, expect, it } from 'vitest';
import { levelRanges, maxCount, shadeLevel } from './heatmap-scale';

describe('shadeLevel', () => {
  it('keeps the lightest shade for hours without any', () => {
    expect(shadeLevel(0, 10)).toBe(0);
    expect(shadeLevel(0, 0)).toBe(0);
  });

  it('gives the busiest hour the darkest shade, and any count at least the first', () => {
    expect(shadeLevel(10, 10)).toBe(4);
    expect(shadeLevel(1, 1000)).toBe(1);
    expect(shadeLevel(5, 10)).toBe(2);
    expect(shadeLevel(8, 10)).toBe(4);
    expect(shadeLevel(7, 10)).toBe(3);
  });

  it('scales to the number of levels', () => {
    expect(shadeLevel(3, 3, 3)).toBe(2);
    expect(shadeLevel(1, 3, 3)).toBe(1);
  });
});

describe('levelRanges', () => {
  it('says which counts each shade stands for, as shadeLevel draws them', () => {
    for (const max of [1, 2, 3, 4, 7, 10, 33, 250]) {
      const ranges = levelRanges(max);
      for (let count = 0; count <= max; count += 1) {
        const level = shadeLevel(count, max);
        const range = ranges.find((r) => r.level === level);
        expect(range, `count ${count} of ${max}`).toBeDefined();
        expect(count).toBeGreaterThanOrEqual(range!.min);
        expect(count).toBeLessThanOrEqual(range!.max);
      }
    }
  });

  it('leaves out the shades no count can have', () => {
    expect(levelRanges(2)).toEqual([
      { level: 0, min: 0, max: 0 },
      { level: 2, min: 1, max: 1 },
      { level: 4, min: 2, max: 2 },
    ]);
  });
});

describe('maxCount', () => {
  it('is the busiest cell of the grid', () => {
    expect(maxCount([[1, 2], [7, 0]])).toBe(7);
    expect(maxCount([])).toBe(0);
  });
});
