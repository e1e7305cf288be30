import fs from 'node:fs';
import http from 'node:http';
import { performance } from 'node:perf_hooks';

// How long from a change to its event in the open event streams (GET /api/events): `streams` streams are opened,
// then `changes` changes made one after the other (a tag on a conversation, through the API); per stream and
// change, the time from sending the change to the event's arrival (often before the change's own answer: the
// event is written at commit). Used by scripts/bench-events.ts and by the load stage.

export interface EventLatency {
  streams: number;
  medianMs: number;
  p99Ms: number;
  deliveries: number;
  missing: number;
  /** The change request's own median time. */
  requestMedianMs: number;
  /** The server's resident memory with the streams open (MB), NaN off Linux. */
  rssMb: number;
}

// One socket per stream, as separate browser tabs would have.
const agent = new http.Agent({ keepAlive: false, maxSockets: Infinity });

function percentile(values: number[], p: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * p))] ?? Number.NaN;
}

function rssMb(pid: number): number {
  try {
    return Number(/VmRSS:\s+(\d+)/.exec(fs.readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1] ?? NaN) / 1024;
  } catch {
    return NaN;
  }
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

/** `offset` numbers this run's markers, so that runs on one server never share one. */
export async function measureEventLatency(opts: {
  base: string;
  key: string;
  pid: number;
  conversationId: number;
  streams: number;
  changes: number;
  offset: number;
}): Promise<EventLatency> {
  const { base, key } = opts;
  const arrivals: Map<string, number>[] = [];
  const closers = [];
  for (let i = 0; i < opts.streams; i += 50) {
    closers.push(...(await Promise.all(Array.from({ length: Math.min(50, opts.streams - i) }, () => openStream(base, key, arrivals)))));
  }
  await new Promise((resolve) => setTimeout(resolve, 1000));
  const latencies: number[] = [];
  const requestMs: number[] = [];
  let missing = 0;
  for (let n = opts.offset; n < opts.offset + opts.changes; n++) {
    const marker = `bench-${n}`;
    const started = performance.now();
    const res = await fetch(`${base}/api/conversations/bulk`, {
      method: 'POST',
      headers: { 'X-Api-Key': key, 'Content-Type': 'application/json' },
      body: JSON.stringify({ ids: [opts.conversationId], tag: marker }),
    });
    await res.arrayBuffer();
    if (res.status !== 200) throw new Error(`the change answered ${res.status}`);
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
  const rss = rssMb(opts.pid);
  for (const close of closers) close();
  return {
    streams: opts.streams,
    medianMs: percentile(latencies, 0.5),
    p99Ms: percentile(latencies, 0.99),
    deliveries: latencies.length,
    missing,
    requestMedianMs: percentile(requestMs, 0.5),
    rssMb: rss,
  };
}

export function eventLatencyLine(r: EventLatency): string {
  return (
    `${String(r.streams).padStart(4)} stream(s): change sent -> event received: median ${r.medianMs.toFixed(1)} ms, p99 ${r.p99Ms.toFixed(1)} ms` +
    ` (${r.deliveries} deliveries, ${r.missing} missing); the change request itself ${r.requestMedianMs.toFixed(1)} ms median; server RSS ${r.rssMb.toFixed(0)} MB`
  );
}
