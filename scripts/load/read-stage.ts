import type { LoadCase } from './cases.ts';
import { withCpu, type CpuPerRequest } from './cpu-usage.ts';
import { loadFunction, loadHttp, type LoadFigures } from './measure.ts';
import { ratioOf, type LoadRow } from './report.ts';
import { statementRunner } from './replay.ts';
import { cpuText, figuresText, drained, type StageSettings } from './stage.ts';

// The read cases: each through the API on one server process, and its floor. On PostgreSQL a case's floor runs
// right after its API figures, so that both meet the same machine (other tenants' load drifts over minutes, and
// the ratio is the headline). The embedded database is held by one process at a time: there every case runs
// through the API first, and the floors on the folder the server has let go of.

export async function runReadStage(cases: LoadCase[], s: StageSettings): Promise<{ rows: LoadRow[]; peakKb: number }> {
  const server = await s.startServer();
  s.log(`server ${server.pid} at ${server.url}`);
  const apiFigures = new Map<string, { figures: LoadFigures; cpu: CpuPerRequest | undefined }>();
  const rows: LoadRow[] = [];
  let peakKb = 0;
  let floorDb: Awaited<ReturnType<StageSettings['openFloor']>> | undefined;

  const runApi = async (c: LoadCase, connections: number, seconds: number) => {
    const measured = await withCpu({ serverPid: server.pid, postgres: s.onPostgres }, () => loadHttp([server.url], c.http, { connections, seconds, headers: s.headers }));
    await drained(server.url);
    return measured;
  };
  const measureApi = async (c: LoadCase) => {
    await runApi(c, 20, s.warmSeconds);
    for (const connections of s.connections) {
      const measured = await runApi(c, connections, s.seconds);
      apiFigures.set(`${c.name}@${connections}`, measured);
      const memory = server.memory();
      peakKb = Math.max(peakKb, memory?.peakKb ?? 0);
      const rss = memory ? `; server RSS ${(memory.rssKb / 1024).toFixed(0)} MB, peak ${(memory.peakKb / 1024).toFixed(0)} MB` : '';
      s.log(`API   ${c.name} x${connections}: ${figuresText(measured.figures)}${cpuText(measured.cpu)}${rss}`);
    }
  };
  // The floor: the same statements on the same database, with the same number of callers.
  const measureFloor = async (c: LoadCase) => {
    const run = statementRunner(floorDb!.db, c.statements);
    await loadFunction(run, { connections: 20, seconds: s.warmSeconds });
    for (const connections of s.connections) {
      const { figures: floor, cpu: floorCpu } = await withCpu({ postgres: s.onPostgres }, () => loadFunction(run, { connections, seconds: s.seconds }));
      const { figures: api, cpu: apiCpu } = apiFigures.get(`${c.name}@${connections}`)!;
      const row: LoadRow = {
        name: c.name,
        connections,
        api,
        floor,
        ratioBudget: c.ratioBudget,
        note: c.note,
        ...(c.budget ? { budget: c.budget } : {}),
        ...(apiCpu && floorCpu ? { cpu: { api: apiCpu, floor: floorCpu } } : {}),
      };
      rows.push(row);
      s.log(`floor ${c.name} x${connections}: ${figuresText(floor)}${cpuText(floorCpu)}: API / floor ${ratioOf(row).toFixed(2)}x`);
    }
  };

  try {
    try {
      // Every case once before any is measured: the first case measured must not pay the new process's warm-up.
      for (const c of cases) await runApi(c, 20, s.warmSeconds);
      if (s.onPostgres) floorDb = await s.openFloor();
      for (const c of cases) {
        await measureApi(c);
        if (floorDb) await measureFloor(c);
      }
      peakKb = Math.max(peakKb, server.memory()?.peakKb ?? 0);
    } finally {
      await server.stop();
    }
    if (!floorDb) {
      floorDb = await s.openFloor();
      for (const c of cases) await measureFloor(c);
    }
  } finally {
    await floorDb?.close();
  }
  return { rows, peakKb };
}
