import fs from 'node:fs';
import type { CpuPerRequest } from './cpu-usage.ts';
import type { LoadFigures } from './measure.ts';

// BENCHMARKS.md: the newest run first, earlier runs kept below it for comparison (the last RUNS_KEPT).

const TITLE = '# Benchmarks';
const RUNS_KEPT = 12;

/** An absolute budget of a case's API latency (issue 12), beside or instead of the 1.5x of its floor. */
export interface LatencyBudget {
  percentile: 'median' | 'p99';
  ms: number;
  /** The connections it is judged at. */
  at: number;
  /** Where it applies, e.g. "on PostgreSQL at 1,000,000 conversations". */
  applies: string;
  /** Whether this run is that setting: elsewhere the figure is shown beside it without a verdict. */
  judged: boolean;
}

export interface LoadRow {
  name: string;
  connections: number;
  api: LoadFigures;
  floor: LoadFigures | undefined;
  ratioBudget: boolean;
  note: string;
  budget?: LatencyBudget;
  /** CPU time per request of the API run and of the floor run, where /proc tells it. */
  cpu?: { api: CpuPerRequest; floor: CpuPerRequest };
}

const ms = (v: number) => (Number.isFinite(v) ? v.toFixed(1) : '-');
const rps = (v: number) => (Number.isFinite(v) ? Math.round(v).toLocaleString('en-US') : '-');

/** API / floor: how much longer a request takes through the API than its SQL alone, from the throughputs. */
export function ratioOf(row: LoadRow): number {
  return row.floor ? row.floor.perSecond / row.api.perSecond : NaN;
}

export function loadTable(rows: LoadRow[], budgetAt: number): string {
  const lines = [
    '| case | conn. | API req/s | API median ms | API p99 ms | floor req/s | floor median ms | floor p99 ms | API / floor | |',
    '|---|--:|--:|--:|--:|--:|--:|--:|--:|---|',
  ];
  for (const r of rows) {
    const ratio = ratioOf(r);
    const judged = r.ratioBudget && r.connections === budgetAt;
    const verdict = judged ? (ratio <= 1.5 ? 'within 1.5x' : '**over 1.5x**') : '';
    const errors = r.api.errors ? ` (${r.api.errors} errors)` : '';
    lines.push(
      `| ${r.name}${r.note ? ` (${r.note})` : ''} | ${r.connections} | ${rps(r.api.perSecond)}${errors} | ${ms(r.api.medianMs)} | ${ms(r.api.p99Ms)} | ` +
        `${r.floor ? rps(r.floor.perSecond) : '-'} | ${r.floor ? ms(r.floor.medianMs) : '-'} | ${r.floor ? ms(r.floor.p99Ms) : '-'} | ` +
        `${Number.isFinite(ratio) ? `${ratio.toFixed(2)}x` : '-'} | ${verdict} |`,
    );
  }
  return lines.join('\n');
}

const cpuMs = (v: number) => (Number.isFinite(v) ? v.toFixed(2) : '-');
const share = (v: number) => (Number.isFinite(v) ? `${Math.round(v * 100)}%` : '-');

/**
 * Where each request's CPU time went, for the rows at `at` connections that have it. With the cores busy, the
 * throughputs are in the inverse ratio of these totals: the columns show which process the difference is in.
 */
export function cpuTable(rows: LoadRow[], at: number, onPostgres: boolean): string {
  const measured = rows.filter((r) => r.cpu && r.connections === at);
  if (measured.length === 0) return '';
  const db = onPostgres ? 'PostgreSQL' : 'PGlite';
  const lines = [
    `CPU time per request at ${connectionsText(at)}, in ms, from /proc: the server process${onPostgres ? '' : ' (PGlite inside it)'}, ` +
      `PostgreSQL's backends${onPostgres ? '' : ' (none here)'}, and the bench process: autocannon in an API run, the floor's ` +
      `driver${onPostgres ? '' : ' and PGlite'} in a floor run. The last columns: PostgreSQL's background processes (autovacuum, ` +
      'checkpoints, WAL), how busy the machine\'s cores were (any process, other tenants included) and the share the host ' +
      'took away (steal), API run / floor run.',
    '',
    `| case | API: server | API: ${db} | API: autocannon | API: total | floor: ${db} | floor: driver | floor: total | background | cores busy | stolen |`,
    '|---|--:|--:|--:|--:|--:|--:|--:|--:|--:|--:|',
  ];
  // PGlite has no processes of its own (its time is in the server's or the driver's column): '-', not 0.
  const dbMs = (ms: number) => (onPostgres ? cpuMs(ms) : '-');
  for (const r of measured) {
    const { api, floor } = r.cpu!;
    lines.push(
      `| ${r.name} | ${cpuMs(api.serverMs)} | ${dbMs(api.databaseMs)} | ${cpuMs(api.selfMs)} | ${cpuMs(api.serverMs + api.databaseMs + api.selfMs)} | ` +
        `${dbMs(floor.databaseMs)} | ${cpuMs(floor.selfMs)} | ${cpuMs(floor.databaseMs + floor.selfMs)} | ` +
        `${dbMs(api.backgroundMs)} / ${dbMs(floor.backgroundMs)} | ${share(api.busyShare)} / ${share(floor.busyShare)} | ${share(api.stealShare)} / ${share(floor.stealShare)} |`,
    );
  }
  return lines.join('\n');
}

const connectionsText = (n: number) => `${n} connection${n === 1 ? '' : 's'}`;
const budgetText = (b: LatencyBudget) => `${b.percentile} < ${b.ms} ms at ${connectionsText(b.at)} ${b.applies}`;
const budgetFigure = (r: LoadRow, b: LatencyBudget) => (b.percentile === 'p99' ? r.api.p99Ms : r.api.medianMs);

/** The rows where a budget is judged or shown: its own connections. */
const budgetRows = (rows: LoadRow[]) => rows.filter((r) => r.budget && r.connections === r.budget.at);

export function overBudget(rows: LoadRow[]): LoadRow[] {
  return budgetRows(rows).filter((r) => r.budget!.judged && !(budgetFigure(r, r.budget!) < r.budget!.ms));
}

/**
 * The cases without the 1.5x budget (writes, and the reads issue 12 gives an absolute budget): the same columns,
 * the floor '-' where there is none, the absolute budget in the last column, and each case's note once below.
 */
export function otherTable(rows: LoadRow[]): string {
  const lines = [
    '| case | conn. | API req/s | API median ms | API p99 ms | floor req/s | floor median ms | floor p99 ms | API / floor | budget |',
    '|---|--:|--:|--:|--:|--:|--:|--:|--:|---|',
  ];
  for (const r of rows) {
    const ratio = ratioOf(r);
    const b = r.budget && r.connections === r.budget.at ? r.budget : undefined;
    const verdict = !b ? '' : !b.judged ? `${budgetText(b)}: not this run` : budgetFigure(r, b) < b.ms ? `${budgetText(b)}: met` : `${budgetText(b)}: **missed**`;
    const errors = r.api.errors ? ` (${r.api.errors} errors)` : '';
    const floorErrors = r.floor?.errors ? ` (${r.floor.errors} errors)` : '';
    lines.push(
      `| ${r.name} | ${r.connections} | ${rps(r.api.perSecond)}${errors} | ${ms(r.api.medianMs)} | ${ms(r.api.p99Ms)} | ` +
        `${r.floor ? `${rps(r.floor.perSecond)}${floorErrors}` : '-'} | ${r.floor ? ms(r.floor.medianMs) : '-'} | ${r.floor ? ms(r.floor.p99Ms) : '-'} | ` +
        `${Number.isFinite(ratio) ? `${ratio.toFixed(2)}x` : '-'} | ${verdict} |`,
    );
  }
  const notes = [...new Map(rows.filter((r) => r.note).map((r) => [r.name, r.note])).entries()];
  return [lines.join('\n'), '', ...notes.map(([name, note]) => `- ${name}: ${note}.`)].join('\n');
}

/** One line per absolute budget: its figure, and met / missed where this run is its setting. */
export function budgetVerdicts(rows: LoadRow[]): string {
  const lines = budgetRows(rows).map((r) => {
    const b = r.budget!;
    const figure = `${r.name}: ${b.percentile} ${ms(budgetFigure(r, b))} ms at ${connectionsText(b.at)}, budget ${b.ms} ms ${b.applies}`;
    if (!b.judged) return `- ${figure}: not judged, this run is not that setting.`;
    return `- ${figure}: ${budgetFigure(r, b) < b.ms ? 'met' : '**missed**'}.`;
  });
  return lines.length ? `Absolute budgets:\n\n${lines.join('\n')}` : '';
}

/** Puts `section` (starting with a `## ` heading) first in BENCHMARKS.md, keeping earlier runs below it. */
export function writeBenchmarks(file: string, section: string): void {
  const before = fs.existsSync(file) ? fs.readFileSync(file, 'utf8') : '';
  const runs = before
    .split(/\n(?=## )/)
    .filter((part) => part.startsWith('## '))
    .slice(0, RUNS_KEPT - 1);
  const intro =
    `${TITLE}\n\nWritten by \`npm run bench\` (scripts/bench-load.ts): the API driven over loopback by autocannon, beside ` +
    'its floor, the same SQL statements run straight on the same database with the same number of concurrent callers. ' +
    'API / floor is the floor\'s requests per second over the API\'s: the cost of everything a request does besides its ' +
    'queries. Absolute figures move with the machine; the ratio does not. Newest run first.\n';
  fs.writeFileSync(file, [intro, section.trim(), ...runs.map((r) => r.trim())].join('\n\n') + '\n');
}
