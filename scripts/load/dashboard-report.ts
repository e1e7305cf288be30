import type { BulkRun } from './dashboard-bulk.ts';
import { describeLongFrame, type LongFrame } from './dashboard-frames.ts';
import { DASHBOARD_BUDGETS, type DashboardFigures } from './dashboard.ts';

// The dashboard's figures as markdown for BENCHMARKS.md: a table (figure, value, budget, verdict), then what
// explains them (where the first rows' time went, the longest frames and the scripts in them).

const n = (v: number) => Math.round(v).toLocaleString('en-US');
const kb = (bytes: number) => `${(bytes / 1000).toFixed(1)} KB`;
const seconds = (ms: number) => `${(ms / 1000).toFixed(1)} s`;

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  if (sorted.length === 0) return NaN;
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
}

const verdict = (value: number, budget: number) => (value < budget ? 'met' : '**missed**');

/** The budgets missed, in words (empty when every budget is met). */
export function dashboardMisses(f: DashboardFigures): string[] {
  const misses: string[] = [];
  const first = median(f.firstRows.map((r) => r.shownMs));
  if (!(first < DASHBOARD_BUDGETS.firstRowsMs)) misses.push(`first rows on /inbox ${n(first)} ms (budget ${DASHBOARD_BUDGETS.firstRowsMs} ms)`);
  for (const b of f.bulk) {
    for (const kind of ['close', 'tag'] as const) {
      const runs = b.runs.filter((r) => r.kind === kind);
      const value = median(runs.map((r) => r.shownMs));
      if (runs.length && !(value < DASHBOARD_BUDGETS.bulkMs)) {
        misses.push(`bulk ${kind} with ${n(b.loadedRows)} rows loaded ${n(value)} ms (budget ${DASHBOARD_BUDGETS.bulkMs} ms)`);
      }
    }
  }
  if (f.scroll.reachedRow < f.targetRow) misses.push(`the scroll reached row ${n(f.scroll.reachedRow)} only, not ${n(f.targetRow)}`);
  return misses;
}

function bulkRow(kind: 'close' | 'tag', loadedRows: number, runs: BulkRun[]): string {
  const times = runs.map((r) => r.shownMs);
  const value = median(times);
  const what = kind === 'close' ? 'Close (rows leave the Opened view)' : 'Add tag (rows show it)';
  return (
    `| bulk ${what}, ${runs[0]?.rows ?? 0} rows, ${n(loadedRows)} loaded: click to the list showing it (median of ${runs.length}) | ` +
    `${n(value)} ms (runs: ${times.map(n).join(', ')}) | < ${DASHBOARD_BUDGETS.bulkMs} ms | ${verdict(value, DASHBOARD_BUDGETS.bulkMs)} |`
  );
}

function longest(frames: LongFrame[], count: number): LongFrame[] {
  return [...frames].sort((a, b) => b.durationMs - a.durationMs).slice(0, count);
}

export function dashboardLines(f: DashboardFigures): string[] {
  const first = median(f.firstRows.map((r) => r.shownMs));
  const s = f.scroll;
  const target = n(f.targetRow);
  const lines = ['| figure | value | budget | verdict |', '|---|--:|--:|---|'];
  for (const c of f.coldLoads) {
    lines.push(`| cold ${c.path} (${c.label}): gzipped JS / CSS | ${kb(c.jsGzipBytes)} / ${kb(c.cssGzipBytes)} (${c.files} files) | | |`);
  }
  lines.push(
    `| first conversation rows on /inbox, from navigation (median of ${f.firstRows.length} cold visits) | ` +
      `${n(first)} ms (runs: ${f.firstRows.map((r) => n(r.shownMs)).join(', ')}) | < ${DASHBOARD_BUDGETS.firstRowsMs} ms | ${verdict(first, DASHBOARD_BUDGETS.firstRowsMs)} |`,
    `| frames over 50 ms while scrolling to row ${target} | ${s.slowFramesMs.length} of ${n(s.frames)}` +
      `${s.slowFramesMs.length ? ` (longest ${n(s.slowFramesMs[0]!)} ms)` : ''} | none | reported |`,
    `| row elements in the list's DOM at row ${n(s.reachedRow)} (${n(s.loadedRows)} loaded) | ${s.rowElements} (${n(s.documentElements)} elements in the page) | | |`,
    `| time to scroll to row ${target} at ${f.scrollStepPx} px a frame | ${seconds(s.durationMs)}, of which ${seconds(s.waitingMs)} held at the end of the loaded rows | | |`,
  );
  for (const b of f.bulk) {
    for (const kind of ['close', 'tag'] as const) {
      const runs = b.runs.filter((r) => r.kind === kind);
      if (runs.length) lines.push(bulkRow(kind, b.loadedRows, runs));
    }
  }

  const details: string[] = [];
  const med = (pick: (r: DashboardFigures['firstRows'][number]) => number) => n(median(f.firstRows.map(pick)));
  const withList = f.firstRows.filter((r) => r.listRequest);
  details.push(
    `First rows, medians: HTML in ${med((r) => r.documentMs)} ms, entry scripts run by ${med((r) => r.scriptsMs)} ms` +
      (withList.length
        ? `, the first list page requested at ${n(median(withList.map((r) => r.listRequest!.startMs)))} ms and answered at ${n(median(withList.map((r) => r.listRequest!.endMs)))} ms`
        : '') +
      `, rows painted at ${n(first)} ms.`,
  );
  if (s.longFrames.length) {
    details.push(
      `Long animation frames while scrolling (Chromium's LoAF, ${s.longFrames.length}), longest first: ` +
        longest(s.longFrames, 5).map(describeLongFrame).join(' | ') + '.',
    );
  }
  for (const b of f.bulk) {
    const frames = b.runs.flatMap((r) => r.longFrames);
    const refetch = b.runs.map((r) => `${r.refetches} in ${seconds(r.settledMs)}`).join(', ');
    details.push(
      `After each bulk change with ${n(b.loadedRows)} rows loaded, the list refetched its pages (requests and time to settle: ${refetch}); ` +
        (frames.length ? `long frames meanwhile, longest first: ${longest(frames, 3).map(describeLongFrame).join(' | ')}.` : 'no long frame meanwhile.'),
    );
  }
  return [...lines, '', ...details.flatMap((d) => [d, ''])];
}
