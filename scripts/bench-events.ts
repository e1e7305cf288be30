// Benchmark: how long from a change to its event in the open event streams (GET /api/events)? Starts the real
// server on a fresh embedded database, opens 1 and then 500 streams, makes changes one after the other (a tag on
// a conversation, through the API) and reports, per stream and change, the time from sending the change to the
// event's arrival (often before the change's own answer: the event is written at commit), median and 99th
// percentile, beside the change request's own time and the server's resident memory.
//
//   npx tsx scripts/bench-events.ts                 on its own: `npm run bench` measures the same in its load
//                                                   stage (scripts/bench-load.ts), on the load stage's database
//   BENCH_STREAMS=1000 BENCH_CHANGES=40 tsx scripts/bench-events.ts

import { killAll, makeDataDir, parseBanner, removeDataDir, startServer } from '../test/process/spawn-helpers.ts';
import { eventLatencyLine, measureEventLatency } from './load/event-latency.ts';

const MANY = Number(process.env.BENCH_STREAMS ?? 500);
const CHANGES = Number(process.env.BENCH_CHANGES ?? 30);

async function main() {
  const dataDir = makeDataDir();
  try {
    const server = await startServer({ DATA_DIR: dataDir, SMTP_PORT: '0', LOG_LEVEL: 'warn' });
    const demo = parseBanner(server.stdout()).demo!;
    const page = (await (await fetch(`${server.url}/api/conversations?limit=3`, { headers: { 'X-Api-Key': demo.apiKey } })).json()) as { data: { id: number }[] };
    console.log(`event stream latency (embedded database, ${CHANGES} changes each)`);
    const base = { base: server.url, key: demo.apiKey, pid: server.pid, conversationId: page.data[0]!.id, changes: CHANGES };
    console.log(eventLatencyLine(await measureEventLatency({ ...base, streams: 1, offset: 0 })));
    console.log(eventLatencyLine(await measureEventLatency({ ...base, streams: MANY, offset: 1000 })));
    await server.stop('SIGTERM');
  } finally {
    await killAll();
    removeDataDir(dataDir);
  }
}

await main();
