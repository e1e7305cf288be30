import { eventLatencyLine, measureEventLatency } from './event-latency.ts';
import { loadFunction, loadHttp, type LoadFigures } from './measure.ts';
import type { LoadRow } from './report.ts';
import { figuresText, drained, type StageSettings } from './stage.ts';
import type { WriteCase } from './write-case.ts';

// The write cases, after the reads (they change what the reads read): first, on the fresh server, the time from a
// change to its event in open streams; then every write case through the API (or over SMTP), each followed by
// the background work it left (composed mail being sent); then, with the server stopped, the floors there are.

export interface EventSettings {
  conversationId: number;
  streams: number;
  changes: number;
}

export async function runWriteStage(
  cases: WriteCase[],
  s: StageSettings & { events: EventSettings },
): Promise<{ rows: LoadRow[]; peakKb: number; notes: string[] }> {
  const notes: string[] = [];
  const server = await s.startServer();
  s.log(`server ${server.pid} at ${server.url}, SMTP on ${server.smtpPort}`);
  const connectionsOf = (c: WriteCase) => [...new Set(s.connections.map((n) => c.connections?.(n) ?? n))];
  const run = async (c: WriteCase, connections: number, seconds: number): Promise<LoadFigures> => {
    const figures = c.drive ? await c.drive(server, connections, seconds) : await loadHttp([server.url], c.http!, { connections, seconds, headers: s.headers });
    await drained(server.url);
    return figures;
  };
  const apiFigures = new Map<string, LoadFigures>();
  let peakKb = 0;
  try {
    const lines = [];
    for (const [streams, offset] of [[1, 0], [s.events.streams, 1_000_000]] as const) {
      const latency = await measureEventLatency({ base: server.url, key: s.headers['x-api-key']!, pid: server.pid, conversationId: s.events.conversationId, streams, changes: s.events.changes, offset });
      lines.push(eventLatencyLine(latency).trim());
      s.log(`events: ${lines.at(-1)}`);
    }
    notes.push(`Change to its event in open streams (GET /api/events, ${s.events.changes} changes each, a tag through the bulk endpoint):\n\n${lines.map((l) => `- ${l}`).join('\n')}`);
    peakKb = Math.max(peakKb, server.memory()?.peakKb ?? 0);

    for (const c of cases) {
      let answered = 0;
      const warm = await run(c, Math.min(20, Math.max(...connectionsOf(c))), s.warmSeconds);
      answered += warm.requests;
      for (const connections of connectionsOf(c)) {
        const figures = await run(c, connections, s.seconds);
        answered += figures.requests;
        apiFigures.set(`${c.name}@${connections}`, figures);
        peakKb = Math.max(peakKb, server.memory()?.peakKb ?? 0);
        s.log(`API   ${c.name} x${connections}: ${figuresText(figures)}`);
      }
      if (c.settle) {
        const note = await c.settle(answered);
        s.log(note);
        notes.push(note);
      }
    }
    peakKb = Math.max(peakKb, server.memory()?.peakKb ?? 0);
  } finally {
    await server.stop();
  }

  const rows: LoadRow[] = [];
  const floorDb = await s.openFloor();
  try {
    for (const c of cases) {
      const floorRun = c.floor?.(floorDb.db);
      if (floorRun) await loadFunction(floorRun, { connections: 20, seconds: s.warmSeconds });
      for (const connections of connectionsOf(c)) {
        const floor = floorRun ? await loadFunction(floorRun, { connections, seconds: s.seconds }) : undefined;
        const api = apiFigures.get(`${c.name}@${connections}`)!;
        rows.push({ name: c.name, connections, api, floor, ratioBudget: false, note: c.note, ...(c.budget ? { budget: c.budget } : {}) });
        if (floor) s.log(`floor ${c.name} x${connections}: ${figuresText(floor)}`);
      }
    }
  } finally {
    await floorDb.close();
  }
  return { rows, peakKb, notes };
}
