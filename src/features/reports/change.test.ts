import { describe, expect, it } from 'vitest';
import { changeTone, pointsChange, relativeChange } from './change';

const against = 'previous 7 days';

describe('relativeChange', () => {
  it('says the change in whole percents, with its sign', () => {
    expect(relativeChange(112, 100, against, 'en-US')).toEqual({ direction: 'up', text: '+12% vs previous 7 days' });
    expect(relativeChange(75, 100, against, 'en-US')).toEqual({ direction: 'down', text: '−25% vs previous 7 days' });
    expect(relativeChange(3000, 100, against, 'en-US')).toEqual({ direction: 'up', text: '+2,900% vs previous 7 days' });
  });

  it('says when nothing changed, or too little to round to a percent', () => {
    expect(relativeChange(100, 100, against)).toEqual({ direction: 'same', text: 'No change vs previous 7 days' });
    expect(relativeChange(1001, 1000, against)).toEqual({ direction: 'same', text: 'About the same as the previous 7 days' });
    expect(relativeChange(0, 0, against)).toEqual({ direction: 'same', text: 'No change vs previous 7 days' });
  });

  it('never divides by zero', () => {
    expect(relativeChange(5, 0, against)).toEqual({ direction: 'up', text: 'Up from 0 in the previous 7 days' });
  });

  it('says when there is nothing to compare (no durations measured)', () => {
    expect(relativeChange(null, 300, against).direction).toBe('unknown');
    expect(relativeChange(300, null, against)).toEqual({ direction: 'unknown', text: 'Nothing to compare in the previous 7 days' });
  });
});

describe('pointsChange', () => {
  it('compares shares in percentage points', () => {
    expect(pointsChange(0.85, 0.8, against)).toEqual({ direction: 'up', text: '+5 pts vs previous 7 days' });
    expect(pointsChange(0.79, 0.8, against)).toEqual({ direction: 'down', text: '−1 pt vs previous 7 days' });
    expect(pointsChange(0.8, 0.8, against).direction).toBe('same');
    expect(pointsChange(null, 0.8, against).direction).toBe('unknown');
  });
});

describe('changeTone', () => {
  it('is good news when the figure moves the right way', () => {
    expect(changeTone('up', true)).toBe('good');
    expect(changeTone('down', true)).toBe('bad');
    // Shorter waits, fewer reopenings.
    expect(changeTone('down', false)).toBe('good');
    expect(changeTone('up', false)).toBe('bad');
  });

  it('is neutral when the figure is neither good nor bad, or did not move', () => {
    expect(changeTone('up', null)).toBe('neutral');
    expect(changeTone('same', true)).toBe('neutral');
    expect(changeTone('unknown', false)).toBe('neutral');
  });
});
