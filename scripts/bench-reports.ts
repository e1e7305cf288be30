// The reports stage of `npm run bench`: issue 23's budgets, "the overview over 30 days at 1,000,000 conversations on
// PostgreSQL in under 500 ms, and under 1 s at 100,000 on PGlite".
//
// A fresh database (PGlite in a temp folder, or a new database on the PostgreSQL server of BENCH_DATABASE_URL,
// dropped afterwards) with one organization seeded as `npm run inbox -- seed` seeds one (messages, replies by the
// agents with their first-response waits, closings with how long they were open, tags, snoozes, spam), its
// conversations spread over BENCH_REPORTS_WINDOW_DAYS (365: a help desk that has been answering mail for a year,
// busier lately), then VACUUM ANALYZE as autovacuum would have. The app runs in-process (`app.request()` with the
// organization's API key, the whole handler chain without a socket), one request at a time.
//
// Measured: GET /api/reports/overview for the last 30 days (BENCH_RUNS times after BENCH_WARMUP), the same with a tag
// filter, the previous 30 days (what the dashboard asks beside it), GET /api/reports/volume per day over 30 days and
// per week by agent over 90 days, and the overview's CSV; median and p95 of each. The overview's budget is judged at
// 100,000 conversations and more on PGlite (< 1 s) and at 1,000,000 and more on PostgreSQL (< 500 ms). Writes its
// section into BENCHMARKS.md; a missed budget is reported there and the run exits 0, so the rest of the bench goes on.
//
//   npx tsx scripts/bench-reports.ts                                 100,000 conversations on PGlite
//   BENCH_DATABASE_URL=postgres://postgres:postgres@127.0.0.1:5432/postgres npx tsx scripts/bench-reports.ts
//                                                                    1,000,000 conversations on PostgreSQL
//   BENCH_REPORTS_CONVERSATIONS, BENCH_REPORTS_WINDOW_DAYS (365), BENCH_RUNS (15), BENCH_WARMUP (3), BENCH_SEED (42)

import os from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { sql } from 'drizzle-orm';
import pino from 'pino';
import { createApp } from '../server/app.ts';
import { createOrganization } from '../server/domain/organizations.ts';
import { mulberry32 } from '../server/domain/seed/random.ts';
import { seedOrganization } from '../server/domain/seed/seed-organization.ts';
import { openBenchDatabase } from './bench-database.ts';
import { currentCommit } from './load/commit.ts';
import { intEnv } from './load/env.ts';
import { writeBenchmarks } from './load/report.ts';

const databaseUrl = process.env.BENCH_DATABASE_URL || undefined;
const kind = databaseUrl ? 'PostgreSQL' : 'PGlite';
const config = {
  conversations: intEnv('BENCH_REPORTS_CONVERSATIONS', databaseUrl ? 1_000_000 : 100_000),
  windowDays: intEnv('BENCH_REPORTS_WINDOW_DAYS', 365),
  runs: intEnv('BENCH_RUNS', 15),
  warmup: intEnv('BENCH_WARMUP', 3),
  seed: intEnv('BENCH_SEED', 42),
};
const BUDGET = databaseUrl ? { ms: 500, atLeast: 1_000_000 } : { ms: 1000, atLeast: 100_000 };
const DAY = 86_400_000;

const log = (line: string) => console.log(`[bench-reports ${new Date().toISOString().slice(11, 19)}] ${line}`);
const count = (n: number) => n.toLocaleString('en-US');
const ms = (n: number) => (n >= 100 ? n.toFixed(0) : n.toFixed(1));
const percentile = (samples: number[], p: number) => {
  const sorted = [...samples].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;
};
const date = (ms: number) => new Date(ms).toISOString().slice(0, 10);

interface Timing {
  name: string;
  median: number;
  p95: number;
  bytes: number;
}

async function main(): Promise<number> {
  const startedAt = new Date();
  const bench = await openBenchDatabase('bench-reports', databaseUrl);
  log(`${kind}: ${bench.label}`);
  const timings: Timing[] = [];
  let facts: Record<string, number> = {};
  try {
    const db = bench.database.db;
    const org = await createOrganization(db, { name: 'Bench Reports' });
    const seedStart = performance.now();
    const now = new Date();
    const summary = await seedOrganization(db, org.organization.id, {
      conversations: config.conversations,
      random: mulberry32(config.seed),
      now,
      windowDays: config.windowDays,
      batchSize: 1000,
    });
    log(`seeded ${count(summary.conversations)} conversations, ${count(summary.messages)} messages in ${((performance.now() - seedStart) / 1000).toFixed(0)} s`);
    await db.execute(sql`vacuum analyze`);
    const app = createApp({ db, logger: pino({ level: 'silent' }), ping: bench.database.ping });

    const today = now.getTime();
    const last30 = `from=${date(today - 29 * DAY)}&to=${date(today)}`;
    const previous30 = `from=${date(today - 59 * DAY)}&to=${date(today - 30 * DAY)}`;
    const cases: [string, string][] = [
      ['overview, last 30 days', `/api/reports/overview?${last30}`],
      ['overview, last 30 days, tag filter', `/api/reports/overview?${last30}&tag=billing`],
      ['overview, the 30 days before', `/api/reports/overview?${previous30}`],
      ['volume per day, 30 days', `/api/reports/volume?${last30}`],
      ['volume per week by agent, 90 days', `/api/reports/volume?from=${date(today - 89 * DAY)}&to=${date(today)}&interval=week&group_by=agent`],
      ['overview as CSV (agents), 30 days', `/api/reports/overview?${last30}&format=csv&table=agents`],
    ];
    for (const [name, url] of cases) {
      const samples: number[] = [];
      let bytes = 0;
      for (let i = 0; i < config.warmup + config.runs; i++) {
        const start = performance.now();
        const res = await app.request(url, { headers: { 'X-Api-Key': org.api_key } });
        const body = await res.text();
        const took = performance.now() - start;
        if (res.status !== 200) throw new Error(`${url} answered ${res.status}: ${body.slice(0, 300)}`);
        bytes = body.length;
        if (i >= config.warmup) samples.push(took);
        if (i === 0 && name === 'overview, last 30 days') {
          const o = JSON.parse(body) as { conversations: { new: number; closed: number }; replies: { sent: number }; first_response: { count: number } };
          facts = { new: o.conversations.new, closed: o.conversations.closed, replies: o.replies.sent, firstResponses: o.first_response.count };
        }
      }
      timings.push({ name, median: percentile(samples, 50), p95: percentile(samples, 95), bytes });
      log(`${name}: median ${ms(percentile(samples, 50))} ms, p95 ${ms(percentile(samples, 95))} ms`);
    }
  } finally {
    await bench.dispose();
  }

  const overview = timings[0]!;
  const judged = config.conversations >= BUDGET.atLeast;
  const met = overview.median < BUDGET.ms;
  const verdict = judged ? (met ? 'met' : '**missed**') : `judged at ${count(BUDGET.atLeast)} conversations and more`;
  const section = [
    `## ${startedAt.toISOString().slice(0, 16).replace('T', ' ')} UTC, Reports, ${kind}, ${count(config.conversations)} conversations, commit ${currentCommit()}`,
    '',
    `Machine: ${os.cpus().length} × ${os.cpus()[0]?.model ?? '?'}, ${(os.totalmem() / 2 ** 30).toFixed(0)} GiB, Node ${process.version}, load average at the end ` +
      `${os.loadavg().map((l) => l.toFixed(2)).join(' ')}. One organization, ${count(config.conversations)} conversations seeded over ${config.windowDays} days ` +
      `(busier lately: the last 30 days hold ${count(facts.new ?? 0)} new conversations, ${count(facts.closed ?? 0)} closings, ${count(facts.replies ?? 0)} replies sent, ` +
      `${count(facts.firstResponses ?? 0)} first responses), VACUUM ANALYZE after seeding, the app in-process (\`app.request()\` with an API key), one request at a ` +
      `time, ${config.runs} runs after ${config.warmup} of warm-up. Issue 23's budget: the overview over 30 days under ${BUDGET.ms} ms on ${kind}.`,
    '',
    '| request | median | p95 | answer | budget |',
    '|---|--:|--:|--:|---|',
    ...timings.map(
      (t, i) => `| ${t.name} | ${ms(t.median)} ms | ${ms(t.p95)} ms | ${(t.bytes / 1000).toFixed(1)} KB | ${i === 0 ? `< ${BUDGET.ms} ms: ${verdict}` : ''} |`,
    ),
    '',
    judged ? (met ? 'The reports budget is met.' : `Missed: the overview's median ${ms(overview.median)} ms, budget under ${BUDGET.ms} ms.`) : `Not judged: fewer than ${count(BUDGET.atLeast)} conversations.`,
  ].join('\n');
  writeBenchmarks(path.resolve('BENCHMARKS.md'), section);
  console.log(`\n${section}\n`);
  return 0;
}

main().then(
  (code) => process.exit(code),
  (err: unknown) => {
    console.error(err);
    process.exit(1);
  },
);
