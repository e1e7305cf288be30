// Benchmark: does one large upload stall everyone else? Starts the real server (`npm start`'s command) on a fresh
// embedded database, then, while another thread composes messages with five 5 MB attachments one after the other,
// probes GET /healthz and a list page and reports their latencies (idle, then under the uploads) and the server's
// resident memory. Budgets: both probes under 100 ms at the 99th percentile during uploads, and resident memory
// that does not keep growing with each upload.
//
//   npm run bench                          (runs this after scripts/bench.ts)
//   BENCH_UPLOADS=10 tsx scripts/bench-uploads.ts

import fs from 'node:fs';
import { performance } from 'node:perf_hooks';
import { Worker } from 'node:worker_threads';
import { killAll, makeDataDir, parseBanner, removeDataDir, startServer } from '../test/process/spawn-helpers.ts';

const UPLOADS = Number(process.env.BENCH_UPLOADS ?? 8);
const FILES = 5;
const FILE_BYTES = 5 * 1024 * 1024 - 16;
const PROBE_EVERY_MS = 20;
const BUDGET_P99_MS = 100;

function percentile(values: number[], p: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * p))] ?? Number.NaN;
}

function rssMb(pid: number): number {
  const status = fs.readFileSync(`/proc/${pid}/status`, 'utf8');
  return Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0) / 1024;
}

/** Probes both URLs in turn until stop() is called; returns their latencies. */
function probe(base: string, key: string) {
  const healthz: number[] = [];
  const list: number[] = [];
  let stopped = false;
  const done = (async () => {
    for (let i = 0; !stopped; i++) {
      const isList = i % 2 === 1;
      const started = performance.now();
      const res = await fetch(isList ? `${base}/api/conversations?limit=25` : `${base}/healthz`, { headers: { 'X-Api-Key': key } });
      await res.arrayBuffer();
      if (res.status !== 200) throw new Error(`probe answered ${res.status}`);
      (isList ? list : healthz).push(performance.now() - started);
      await new Promise((resolve) => setTimeout(resolve, PROBE_EVERY_MS));
    }
  })();
  return {
    stop: async () => {
      stopped = true;
      await done;
      return { healthz, list };
    },
  };
}

// The uploads run in their own thread: building and sending 35 MB bodies must not delay the probes' own clock.
const uploaderSource = `
const { parentPort, workerData } = require('node:worker_threads');
const { base, key, channelId, agentEmail, files, fileBytes } = workerData;
parentPort.on('message', (uploads) => run(uploads).catch((err) => parentPort.postMessage({ error: String(err) })));
async function run(uploads) {
  const content = Buffer.alloc(fileBytes, 7).toString('base64');
  const body = JSON.stringify({
    channel_id: channelId, to: 'bench@customer.test', subject: 'Big files', agent_email: agentEmail,
    content: { content: '<p>Files attached</p>', attachments: Array.from({ length: files }, (_, i) => ({ name: 'file-' + i + '.bin', type: 'application/octet-stream', content })) },
  });
  for (let i = 0; i < uploads; i++) {
    const started = performance.now();
    const res = await fetch(base + '/api/conversations/compose', { method: 'POST', headers: { 'Content-Type': 'application/json', 'X-Api-Key': key }, body });
    await res.text();
    parentPort.postMessage({ status: res.status, ms: performance.now() - started });
  }
}
`;

async function main() {
  const dataDir = makeDataDir();
  try {
    const server = await startServer({ DATA_DIR: dataDir, DEMO_ORG: 'true' });
    const banner = parseBanner(server.stdout());
    const key = banner.demo!.apiKey;
    const channels = (await (await fetch(`${server.url}/api/channels`, { headers: { 'X-Api-Key': key } })).json()) as { id: number }[];
    const pid = server.serverPid();

    const idle = probe(server.url, key);
    await new Promise((resolve) => setTimeout(resolve, 3000));
    const before = await idle.stop();
    const rssBefore = rssMb(pid);

    let rssPeak = rssBefore;
    const sampler = setInterval(() => (rssPeak = Math.max(rssPeak, rssMb(pid))), 100);
    const busy = probe(server.url, key);
    const uploadMs: number[] = [];
    const worker = new Worker(uploaderSource, {
      eval: true,
      workerData: { base: server.url, key, channelId: channels[0]!.id, agentEmail: banner.demo!.email, files: FILES, fileBytes: FILE_BYTES },
    });
    /** Runs `count` uploads one after the other in the worker thread. */
    const uploadBatch = (count: number) =>
      new Promise<void>((resolve, reject) => {
        let left = count;
        const onMessage = (m: { status?: number; ms?: number; error?: string }) => {
          if (m.error || m.status !== 200) return reject(new Error(`upload failed: ${m.error ?? m.status}`));
          uploadMs.push(m.ms!);
          if (--left === 0) {
            worker.off('message', onMessage);
            resolve();
          }
        };
        worker.on('message', onMessage);
        worker.postMessage(count);
      });
    // Resident memory after each half, once the server has had a few quiet seconds to collect garbage: with
    // the bytes streamed to the database, the second half must not leave it higher than the first did.
    const settledRss = async () => {
      await new Promise((resolve) => setTimeout(resolve, 5000));
      return rssMb(pid);
    };
    const half = Math.max(1, Math.floor(UPLOADS / 2));
    await uploadBatch(half);
    const rssAfterFirstHalf = await settledRss();
    await uploadBatch(UPLOADS - half);
    const rssAfterSecondHalf = await settledRss();
    await worker.terminate();
    const during = await busy.stop();
    clearInterval(sampler);

    const row = (label: string, values: number[]) =>
      `  ${label.padEnd(34)} n=${String(values.length).padStart(4)}  p50 ${percentile(values, 0.5).toFixed(1).padStart(7)} ms  p99 ${percentile(values, 0.99).toFixed(1).padStart(7)} ms  max ${Math.max(...values).toFixed(1).padStart(7)} ms`;
    console.log(`\nUploads: ${UPLOADS} composes of ${FILES} x 5 MB on the embedded database (server pid ${pid})`);
    console.log(row('GET /healthz, idle', before.healthz));
    console.log(row('GET /api/conversations, idle', before.list));
    console.log(row('GET /healthz, during uploads', during.healthz));
    console.log(row('GET /api/conversations, during uploads', during.list));
    console.log(row('compose with 25 MB of files', uploadMs));
    console.log(
      `  server resident memory: ${rssBefore.toFixed(0)} MB before, ${rssPeak.toFixed(0)} MB peak, ` +
        `${rssAfterFirstHalf.toFixed(0)} MB after ${half} uploads, ${rssAfterSecondHalf.toFixed(0)} MB after ${UPLOADS}`,
    );

    const misses: string[] = [];
    for (const [label, values] of [['healthz', during.healthz], ['list page', during.list]] as const) {
      const p99 = percentile(values, 0.99);
      if (p99 > BUDGET_P99_MS) misses.push(`${label} p99 ${p99.toFixed(0)} ms during uploads (budget ${BUDGET_P99_MS} ms)`);
    }
    // Memory must level off: what the second half of the uploads adds, per upload, stays small.
    const growthPerUpload = (rssAfterSecondHalf - rssAfterFirstHalf) / Math.max(1, UPLOADS - half);
    if (growthPerUpload > 10) misses.push(`resident memory grows ${growthPerUpload.toFixed(0)} MB per upload`);
    for (const miss of misses) console.log(`  MISS: ${miss}`);
    if (misses.length === 0) console.log('  all upload budgets met');
    process.exitCode = misses.length ? 1 : 0;
  } finally {
    await killAll();
    removeDataDir(dataDir);
  }
}

await main();
