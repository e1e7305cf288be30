import { describe, expect, it } from 'vitest';
import { timesUsed } from './times-used';

describe('timesUsed', () => {
  it('says never, once, or how many times', () => {
    expect([0, 1, 2, 1234].map(timesUsed)).toEqual(['Not used yet', 'Used once', 'Used 2 times', 'Used 1,234 times']);
  });
});
