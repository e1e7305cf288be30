// Benchmark: how long from a change to its event in the open event streams (GET /api/events)? Starts the real
// server on a fresh embedded database, opens 1 and then 500 streams, makes changes one after the other (a tag on
// a conversation, through the API) and reports, per stream and change, the time from sending the change to the
// event's arrival (often before the change's own answer: the event is written at commit), median and 99th
// percentile, beside the change request's own time and the server's resident memory.
//
//   npm run bench                                   (runs this after the other benchmarks)
//   BENCH_STREAMS=1000 BENCH_CHANGES=40 tsx scripts/bench-events.ts

import fs from 'node:fs';
import { performance } from 'node:perf_hooks';
import http from 'node:http';
import { killAll, makeDataDir, parseBanner, removeDataDir, startServer } from '../server/process/spawn-helpers.ts';

const MANY = Number(process.env.BENCH_STREAMS ?? 500);
const CHANGES = Number(process.env.BENCH_CHANGES ?? 30);
// One socket per stream, as separate browser tabs would have.
const agent = new http.Agent({ keepAlive: false, maxSockets: Infinity });

function percentile(values: number[], p: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * p))] ?? Number.NaN;
}

function rssMb(pid: number): number {
  return Number(/VmRSS:\s+(\d+)/.exec(fs.readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1] ?? 0) / 1024;
}

/** One stream that records when each marker ("bench-<n>") first shows up in it. */
function openStream(base: string, key: string, arrivals: Map<string, number>[]): Promise<() => void> {
  const seen = new Map<string, number>();
  arrivals.push(seen);
  return new Promise((resolve, reject) => {
    const request = http.get(`${base}/api/events?types=conversation.updated`, { headers: { 'X-Api-Key': key }, agent }, (res) => {
      if (res.statusCode !== 200) return reject(new Error(`stream answered ${res.statusCode}`));
      res.setEncoding('utf8');
      let tail = '';
      res.on('data', (chunk: string) => {
        const now = performance.now();
        const text = tail + chunk;
        for (const match of text.matchAll(/bench-(\d+)/g)) if (!seen.has(match[0])) seen.set(match[0], now);
        tail = text.slice(-40);
      });
      res.on('error', () => {});
      resolve(() => request.destroy());
    });
    request.on('error', reject);
  });
}

async function run(base: string, key: string, pid: number, conversationId: number, streams: number, offset: number) {
  const arrivals: Map<string, number>[] = [];
  const closers = [];
  for (let i = 0; i < streams; i += 50) {
    closers.push(...(await Promise.all(Array.from({ length: Math.min(50, streams - i) }, () => openStream(base, key, arrivals)))));
  }
  await new Promise((resolve) => setTimeout(resolve, 1000));
  const latencies: number[] = [];
  const requestMs: number[] = [];
  let missing = 0;
  for (let n = offset; n < offset + CHANGES; n++) {
    const marker = `bench-${n}`;
    const started = performance.now();
    const res = await fetch(`${base}/api/conversations/bulk`, {
      method: 'POST',
      headers: { 'X-Api-Key': key, 'Content-Type': 'application/json' },
      body: JSON.stringify({ ids: [conversationId], tag: marker }),
    });
    await res.arrayBuffer();
    const committed = performance.now();
    requestMs.push(committed - started);
    const deadline = committed + 10_000;
    while (arrivals.some((a) => !a.has(marker)) && performance.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 2));
    for (const a of arrivals) {
      const at = a.get(marker);
      if (at === undefined) missing++;
      else latencies.push(at - started);
    }
  }
  const rss = rssMb(pid);
  for (const close of closers) close();
  console.log(
    `${String(streams).padStart(4)} stream(s): change sent -> event received: median ${percentile(latencies, 0.5).toFixed(1)} ms, p99 ${percentile(latencies, 0.99).toFixed(1)} ms` +
      ` (${latencies.length} deliveries, ${missing} missing); the change request itself ${percentile(requestMs, 0.5).toFixed(1)} ms median; server RSS ${rss.toFixed(0)} MB`,
  );
}

async function main() {
  const dataDir = makeDataDir();
  try {
    const server = await startServer({ DATA_DIR: dataDir, SMTP_PORT: '0', LOG_LEVEL: 'warn' });
    const demo = parseBanner(server.stdout()).demo!;
    const page = (await (await fetch(`${server.url}/api/conversations?limit=3`, { headers: { 'X-Api-Key': demo.apiKey } })).json()) as { data: { id: number }[] };
    console.log(`event stream latency (embedded database, ${CHANGES} changes each)`);
    await run(server.url, demo.apiKey, server.pid, page.data[0]!.id, 1, 0);
    await run(server.url, demo.apiKey, server.pid, page.data[0]!.id, MANY, 1000);
    await server.stop('SIGTERM');
  } finally {
    await killAll();
    removeDataDir(dataDir);
  }
}

await main();
