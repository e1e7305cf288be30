import type { LoadCase } from './cases.ts';
import { loadFunction, loadHttp, type LoadFigures } from './measure.ts';
import { ratioOf, type LoadRow } from './report.ts';
import { statementRunner } from './replay.ts';
import { figuresText, drained, type StageSettings } from './stage.ts';

// The read cases: every one through the API on one server process, then every one's floor on the database the
// server has let go of (the embedded one is held by one process at a time).

export async function runReadStage(cases: LoadCase[], s: StageSettings): Promise<{ rows: LoadRow[]; peakKb: number }> {
  const server = await s.startServer();
  s.log(`server ${server.pid} at ${server.url}`);
  const apiFigures = new Map<string, LoadFigures>();
  let peakKb = 0;
  try {
    // Every case once before any is measured: the first case measured must not pay the new process's warm-up.
    const run = async (c: LoadCase, connections: number, seconds: number) => {
      const figures = await loadHttp([server.url], c.http, { connections, seconds, headers: s.headers });
      await drained(server.url);
      return figures;
    };
    for (const c of cases) await run(c, 20, s.warmSeconds);
    for (const c of cases) {
      await run(c, 20, s.warmSeconds);
      for (const connections of s.connections) {
        const figures = await run(c, connections, s.seconds);
        apiFigures.set(`${c.name}@${connections}`, figures);
        peakKb = Math.max(peakKb, server.memory()?.peakKb ?? 0);
        s.log(`API   ${c.name} x${connections}: ${figuresText(figures)}`);
      }
    }
    peakKb = Math.max(peakKb, server.memory()?.peakKb ?? 0);
  } finally {
    await server.stop();
  }

  // The floor: the same statements on the same database, with the same number of callers.
  const rows: LoadRow[] = [];
  const floorDb = await s.openFloor();
  try {
    for (const c of cases) {
      const run = statementRunner(floorDb.db, c.statements);
      await loadFunction(run, { connections: 20, seconds: s.warmSeconds });
      for (const connections of s.connections) {
        const floor = await loadFunction(run, { connections, seconds: s.seconds });
        const api = apiFigures.get(`${c.name}@${connections}`)!;
        const row: LoadRow = { name: c.name, connections, api, floor, ratioBudget: c.ratioBudget, note: c.note, ...(c.budget ? { budget: c.budget } : {}) };
        rows.push(row);
        s.log(`floor ${c.name} x${connections}: ${figuresText(floor)}: API / floor ${ratioOf(row).toFixed(2)}x`);
      }
    }
  } finally {
    await floorDb.close();
  }
  return { rows, peakKb };
}
