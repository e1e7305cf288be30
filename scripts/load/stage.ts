import type { CpuPerRequest } from './cpu-usage.ts';
import type { LoadFigures } from './measure.ts';
import type { FloorDatabase } from './replay.ts';
import type { ServerProcess } from './server-process.ts';

// What the load stage's two runs (reads, then writes) are given: how to start the server on the seeded database,
// how to open the floor's connection to it, and how long and at what concurrency to measure.

export interface StageSettings {
  startServer: () => Promise<ServerProcess>;
  openFloor: () => Promise<{ db: FloorDatabase; close: () => Promise<void> }>;
  /**
   * PostgreSQL: its processes' CPU time is counted, and the floor's pool can be open while the server runs. The
   * embedded database instead runs inside the one process that holds it.
   */
  onPostgres: boolean;
  headers: Record<string, string>;
  connections: number[];
  seconds: number;
  warmSeconds: number;
  log: (line: string) => void;
}

export const figuresText = (f: LoadFigures) =>
  `${f.perSecond.toFixed(0)}/s, median ${f.medianMs.toFixed(1)} ms, p99 ${f.p99Ms.toFixed(1)} ms` +
  `${f.slowestFirstMs !== undefined ? ` (a connection's first answer: at most ${f.slowestFirstMs.toFixed(0)} ms)` : ''}` +
  `${f.errors ? `, ${f.errors} errors${f.firstError ? ` (${f.firstError})` : ''}` : ''}`;

/** CPU ms per request by process, for the log. */
export const cpuText = (c: CpuPerRequest | undefined) =>
  c
    ? `; CPU a request: server ${c.serverMs.toFixed(2)} ms, database ${c.databaseMs.toFixed(2)} (+${c.backgroundMs.toFixed(2)} background), bench ${c.selfMs.toFixed(2)}; cores ${(c.busyShare * 100).toFixed(0)}% busy, ${(c.stealShare * 100).toFixed(0)}% stolen`
    : '';

/**
 * Waits for the requests a run left in flight (autocannon stops reading at its deadline; the server goes on
 * with what it was sent) to be done: a readiness check waits behind them for the database.
 */
export async function drained(url: string): Promise<void> {
  const res = await fetch(`${url}/readyz`, { signal: AbortSignal.timeout(300_000) });
  await res.arrayBuffer();
}
