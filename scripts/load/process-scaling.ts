import type { LoadCase } from './cases.ts';
import { loadHttp } from './measure.ts';
import type { ServerProcess } from './server-process.ts';

// What more server processes on one PostgreSQL buy, at the budget's concurrency: two read cases driven over
// 1, 2, 3 ... processes in turn (autocannon spreads its connections over them).

export async function processScaling(
  cases: LoadCase[],
  opts: { processes: number[]; startServer: () => Promise<ServerProcess>; headers: Record<string, string>; seconds: number; warmSeconds: number; pool: number; log: (line: string) => void },
): Promise<string> {
  const scaled = cases.filter((c) => c.name === 'list: default page' || c.name === 'search: common word');
  const lines = ['| case | processes | req/s at 20 conn. | median ms | p99 ms |', '|---|--:|--:|--:|--:|'];
  for (const n of opts.processes) {
    const servers = await Promise.all(Array.from({ length: n }, () => opts.startServer()));
    try {
      for (const c of scaled) {
        await loadHttp(servers.map((s) => s.url), c.http, { connections: 20, seconds: opts.warmSeconds, headers: opts.headers });
        const f = await loadHttp(servers.map((s) => s.url), c.http, { connections: 20, seconds: opts.seconds, headers: opts.headers });
        lines.push(`| ${c.name} | ${n} | ${Math.round(f.perSecond)} | ${f.medianMs} | ${f.p99Ms} |`);
        opts.log(`${n} processes, ${c.name}: ${f.perSecond.toFixed(0)}/s`);
      }
    } finally {
      await Promise.all(servers.map((s) => s.stop()));
    }
  }
  return `Server processes on one PostgreSQL (each with a pool of ${opts.pool}):\n\n${lines.join('\n')}`;
}
