import { describe, expect, it } from 'vitest';
import type { ReportVolume } from '#contract/reports';
import { toChartData } from './volume-data';

const buckets = ['2026-03-02', '2026-03-03'];
const series = (name: string | null, counts: number[]): ReportVolume['series'][number] => ({
  group: name === null ? null : { type: 'tag', id: null, name },
  new: counts,
  closed: counts.map((n) => n * 2),
  replies: [0, 0],
});

describe('toChartData', () => {
  it('makes one row per bucket and one column per series, of the chosen count', () => {
    const data = toChartData({ buckets, series: [series(null, [3, 4])] }, 'closed');
    expect(data.series).toEqual([{ key: 's0', name: 'Closed', total: 14 }]);
    expect(data.rows).toEqual([
      { bucket: '2026-03-02', s0: 6 },
      { bucket: '2026-03-03', s0: 8 },
    ]);
    expect(data.folded).toBe(0);
  });

  it('keeps the whole inbox’s series even when it counts nothing', () => {
    const data = toChartData({ buckets, series: [series(null, [0, 0])] }, 'replies');
    expect(data.series).toHaveLength(1);
  });

  it('leaves out groups with none of the count, and orders the rest largest first', () => {
    const data = toChartData({ buckets, series: [series('a', [1, 0]), series('b', [5, 5]), series('c', [0, 0])] }, 'new');
    expect(data.series.map((s) => s.name)).toEqual(['b', 'a']);
  });

  it('adds up the smaller groups as Other past the most a chart can show', () => {
    const many = ['a', 'b', 'c', 'd', 'e', 'f', 'g'].map((name, i) => series(name, [10 - i, 1]));
    const data = toChartData({ buckets, series: many }, 'new', 5);
    expect(data.series.map((s) => s.name)).toEqual(['a', 'b', 'c', 'd', 'Other']);
    expect(data.folded).toBe(3);
    // e, f, g: 6 + 5 + 4 on the first day, 1 each on the second.
    expect(data.rows[0]).toMatchObject({ s4: 15 });
    expect(data.rows[1]).toMatchObject({ s4: 3 });
  });

  it('shows exactly as many groups as fit without an Other', () => {
    const five = ['a', 'b', 'c', 'd', 'e'].map((name) => series(name, [1, 1]));
    expect(toChartData({ buckets, series: five }, 'new', 5).series.map((s) => s.name)).toEqual(['a', 'b', 'c', 'd', 'e']);
  });
});
