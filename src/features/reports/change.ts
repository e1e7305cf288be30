import { formatNumber } from './format';

// A headline figure against the same figure of the previous period of equal length. The direction is said by an
// arrow and in words (never by color alone); whether it is good news depends on the figure (fewer reopened
// conversations and shorter waits are good), which only picks the color.

export type ChangeDirection = 'up' | 'down' | 'same' | 'unknown';

export interface Change {
  direction: ChangeDirection;
  /** "+12% vs previous 7 days", "No change vs previous 7 days". */
  text: string;
}

/** A count or a duration: the relative change, in whole percents. */
export function relativeChange(current: number | null, previous: number | null, against: string, locale?: string): Change {
  if (current === null || previous === null) return { direction: 'unknown', text: `Nothing to compare in the ${against}` };
  if (previous === 0) {
    if (current === 0) return { direction: 'same', text: `No change vs ${against}` };
    return { direction: 'up', text: `Up from 0 in the ${against}` };
  }
  if (current === previous) return { direction: 'same', text: `No change vs ${against}` };
  const percent = Math.round(((current - previous) / previous) * 100);
  if (percent === 0) return { direction: 'same', text: `About the same as the ${against}` };
  const sign = percent > 0 ? '+' : '−';
  return { direction: percent > 0 ? 'up' : 'down', text: `${sign}${formatNumber(Math.abs(percent), locale)}% vs ${against}` };
}

/** A share (0..1, such as the SLA met): the change in percentage points. */
export function pointsChange(current: number | null, previous: number | null, against: string, locale?: string): Change {
  if (current === null || previous === null) return { direction: 'unknown', text: `Nothing to compare in the ${against}` };
  const points = Math.round((current - previous) * 100);
  if (points === 0) return { direction: 'same', text: `No change vs ${against}` };
  const sign = points > 0 ? '+' : '−';
  const unit = Math.abs(points) === 1 ? 'pt' : 'pts';
  return { direction: points > 0 ? 'up' : 'down', text: `${sign}${formatNumber(Math.abs(points), locale)} ${unit} vs ${against}` };
}

/** Whether a change is good news, for its color: `higherIsBetter` false for waits and reopenings. */
export function changeTone(direction: ChangeDirection, higherIsBetter: boolean | null): 'good' | 'bad' | 'neutral' {
  if (higherIsBetter === null || direction === 'same' || direction === 'unknown') return 'neutral';
  return (direction === 'up') === higherIsBetter ? 'good' : 'bad';
}
