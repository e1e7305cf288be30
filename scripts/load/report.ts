import fs from 'node:fs';
import type { LoadFigures } from './measure.ts';

// BENCHMARKS.md: the newest run first, earlier runs kept below it for comparison (the last RUNS_KEPT).

const TITLE = '# Benchmarks';
const RUNS_KEPT = 12;

export interface LoadRow {
  name: string;
  connections: number;
  api: LoadFigures;
  floor: LoadFigures | undefined;
  ratioBudget: boolean;
  note: string;
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
