import { describe, expect, it } from 'vitest';
import { bandLabel, bandShares } from './distribution';

const bands = [900, 3600, 14_400, 86_400, 259_200, null].map((under, i) => ({ under_seconds: under, count: [2, 6, 2, 0, 0, 0][i]! }));

describe('distribution bands', () => {
  it('are named from their bounds', () => {
    expect(bands.map((_, i) => bandLabel(bands, i))).toEqual(['Under 15 min', '15 min – 1 h', '1 h – 4 h', '4 h – 1 d', '1 d – 3 d', '3 d and more']);
  });

  it('give each band its share of the whole, and none without any', () => {
    expect(bandShares(bands)).toEqual([20, 60, 20, 0, 0, 0]);
    expect(bandShares(bands.map((b) => ({ ...b, count: 0 })))).toEqual([0, 0, 0, 0, 0, 0]);
  });
});
