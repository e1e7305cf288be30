// The busiest-hours grid shades each cell by its count against the busiest hour. The count is also written in the
// cell, so the shade only helps the eye find the peaks.

export const SHADE_LEVELS = 5;

/** 0 for an hour without any, else 1 (the quietest) .. levels - 1 (the busiest hour). */
export function shadeLevel(count: number, max: number, levels = SHADE_LEVELS): number {
  if (count <= 0 || max <= 0) return 0;
  return Math.min(levels - 1, Math.max(1, Math.ceil((count / max) * (levels - 1))));
}

/** The counts each level stands for, for the legend: level 0 is [0, 0]. */
export function levelRanges(max: number, levels = SHADE_LEVELS): { level: number; min: number; max: number }[] {
  const ranges = [{ level: 0, min: 0, max: 0 }];
  for (let level = 1; level < levels; level += 1) {
    const low = Math.max(1, Math.floor(((level - 1) * max) / (levels - 1)) + 1);
    const high = Math.floor((level * max) / (levels - 1));
    if (high >= low) ranges.push({ level, min: low, max: high });
  }
  return ranges;
}

export function maxCount(rows: readonly (readonly number[])[]): number {
  return rows.reduce((max, row) => row.reduce((m, n) => Math.max(m, n), max), 0);
}
