// Benchmark of GET /conversations and the bulk update on a large seeded inbox, through the real HTTP app
// in-process. Creates a fresh database (PGlite in a temp folder, or a new database on the PostgreSQL server
// of BENCH_DATABASE_URL, dropped afterwards), seeds one organization, then times (a) a default page, (b) a
// filtered page, (c) a full-text search, (d) a page 200 pages deep, (e) a 250-id bulk update and (f) a page
// of every status, and prints the EXPLAIN (ANALYZE, BUFFERS) plans of the list queries. Exits 1 when a plan
// scans conversations or messages sequentially.
//
//   npm run bench                                   100,000 conversations on PGlite
//   BENCH_CONVERSATIONS=5000 npm run bench          quick run
//   BENCH_DATABASE_URL=postgres://postgres:postgres@127.0.0.1:5432/postgres npm run bench
//   BENCH_RUNS (30), BENCH_WARMUP (5), BENCH_DEPTH (200 pages), BENCH_SEED (42)

import os from 'node:os';
import { performance } from 'node:perf_hooks';
import { and, asc, eq, sql } from 'drizzle-orm';
import pino from 'pino';
import type { ConversationOrder, ConversationPage } from '#contract/conversations';
import { createApp } from '../server/app.ts';
import type { Database } from '../server/db/client.ts';
import { queryRows } from '../server/db/query-rows.ts';
import * as schema from '../server/db/schema.ts';
import { loggedDb, openBenchDatabase, type LoggedQuery } from './bench-database.ts';
import { listConversations } from '../server/domain/conversations/list-conversations.ts';
import { parseConversationSearch } from '../server/domain/conversations/search-query.ts';
import { createOrganization } from '../server/domain/organizations.ts';
import { mulberry32 } from '../server/domain/seed/random.ts';
import { seedOrganization } from '../server/domain/seed/seed-organization.ts';

const config = {
  conversations: intEnv('BENCH_CONVERSATIONS', 100_000),
  runs: intEnv('BENCH_RUNS', 30),
  warmup: intEnv('BENCH_WARMUP', 5),
  depth: intEnv('BENCH_DEPTH', 200),
  seed: intEnv('BENCH_SEED', 42),
  databaseUrl: process.env.BENCH_DATABASE_URL || undefined,
};
const PAGE = 25;
const BULK_IDS = 250;
const SLOW_MS = 100;

function intEnv(name: string, fallback: number): number {
  const raw = process.env[name];
  if (raw === undefined || raw === '') return fallback;
  const n = Number(raw.replace(/_/g, ''));
  if (!Number.isSafeInteger(n) || n < 1) throw new Error(`${name} must be a positive integer, not ${raw}`);
  return n;
}

/* ---------- database ---------- */


/* ---------- measuring ---------- */

interface Stats {
  name: string;
  runs: number;
  median: number;
  p99: number;
  min: number;
  max: number;
  note: string;
}

function stats(name: string, samples: number[], note = ''): Stats {
  const sorted = [...samples].sort((a, b) => a - b);
  const rank = (p: number) => sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil(p * sorted.length) - 1))]!;
  return { name, runs: samples.length, median: rank(0.5), p99: rank(0.99), min: sorted[0]!, max: sorted[sorted.length - 1]!, note };
}

async function timeRuns(run: (i: number) => Promise<void>): Promise<number[]> {
  for (let i = 0; i < config.warmup; i++) await run(i);
  const samples: number[] = [];
  for (let i = 0; i < config.runs; i++) {
    const start = performance.now();
    await run(config.warmup + i);
    samples.push(performance.now() - start);
  }
  return samples;
}

function printTable(rows: Stats[]): void {
  const header = ['case', 'runs', 'median ms', 'p99 ms', 'min ms', 'max ms', ''];
  const cells = rows.map((r) => [r.name, String(r.runs), r.median.toFixed(2), r.p99.toFixed(2), r.min.toFixed(2), r.max.toFixed(2), r.note]);
  const widths = header.map((h, i) => Math.max(h.length, ...cells.map((c) => c[i]!.length)));
  const line = (c: string[]) => c.map((v, i) => (i === 0 || i === c.length - 1 ? v.padEnd(widths[i]!) : v.padStart(widths[i]!))).join('  ');
  console.log(line(header));
  console.log(widths.map((w) => '-'.repeat(w)).join('  '));
  for (const c of cells) console.log(line(c));
}

/* ---------- the run ---------- */

interface ListCase {
  name: string;
  search: string;
  order: ConversationOrder;
  cursor?: string;
}

async function main(): Promise<number> {
  console.log(`bench: ${config.conversations} conversations, ${config.runs} runs after ${config.warmup} warm-up runs, depth ${config.depth} pages of ${PAGE}`);
  const bench = await openBenchDatabase('bench', config.databaseUrl);
  try {
    return await runBench(bench.database, bench.label);
  } finally {
    await bench.dispose();
  }
}

async function runBench(database: Database, label: string): Promise<number> {
  const { db } = database;
  const [version] = await queryRows<{ version: string }>(db, sql`select version()`);
  console.log(`database: ${label}\n          ${version?.version ?? '?'}`);
  // Other processes on the machine skew the numbers: say how busy it was.
  const load = () => os.loadavg().map((l) => l.toFixed(2)).join(' ');
  console.log(`machine: ${os.cpus().length} CPUs, load average ${load()}`);

  const org = await createOrganization(db, { name: 'Bench Co' });
  const orgId = org.organization.id;
  let start = performance.now();
  const summary = await seedOrganization(db, orgId, { conversations: config.conversations, random: mulberry32(config.seed) });
  const seedMs = performance.now() - start;
  console.log(
    `seeded: ${summary.conversations} conversations, ${summary.messages} messages, ${summary.contacts} contacts in ` +
      `${(seedMs / 1000).toFixed(1)} s (${Math.round(summary.conversations / (seedMs / 1000))} conversations/s)`,
  );
  start = performance.now();
  await db.execute(sql`analyze`);
  console.log(`analyze: ${(performance.now() - start).toFixed(0)} ms`);
  const counts = await queryRows<{ status: string; n: number | string }>(
    db,
    sql`select status, count(*) as n from conversations where organization_id = ${orgId} group by status order by status`,
  );
  console.log(`statuses: ${counts.map((c) => `${c.status} ${Number(c.n)}`).join(', ')}`);

  const app = createApp({ db, logger: pino({ level: 'silent' }), ping: database.ping });
  const headers = { 'X-Api-Key': org.api_key };
  const getPage = async (c: ListCase, limit = PAGE): Promise<ConversationPage> => {
    const qs = new URLSearchParams({ order: c.order, limit: String(limit), ...(c.search ? { search: c.search } : {}) });
    if (c.cursor) qs.set('cursor', c.cursor);
    const res = await app.request(`/api/conversations?${qs.toString()}`, { headers });
    const body = (await res.json()) as ConversationPage & { error?: string };
    if (res.status !== 200) throw new Error(`${c.name}: ${res.status} ${body.error ?? ''}`);
    return body;
  };

  const results: Stats[] = [];
  const cases: ListCase[] = [
    { name: '(a) default page', search: '', order: 'priority' },
    { name: '(b) status:opened tag:billing', search: 'status:opened tag:billing', order: 'priority' },
    { name: '(c) full text "refund"', search: 'refund', order: 'priority' },
    // Not one of the four asked for: several statuses cannot be read in order from one index range.
    { name: '(f) every status', search: 'status:opened status:closed status:spam status:snoozed', order: 'priority' },
  ];
  for (const c of cases) {
    let rows = 0;
    const samples = await timeRuns(async () => {
      rows = (await getPage(c)).data.length;
    });
    results.push(stats(c.name, samples, `${rows} rows`));
  }

  // (d) Walk the cursors down, timing each page, then time the page at that depth again and again. With too
  // few opened conversations for that depth (small runs), the last page reached stands in for it.
  const deep: ListCase = { name: '(d) deep page', search: '', order: 'priority' };
  const walkSamples: number[] = [];
  let cursor: string | null = null; // the cursor of the page after the last one fetched
  let deepest: string | null = null; // the cursor of the deepest page there is, up to depth + 1
  let ended = false;
  for (let i = 0; i < config.depth; i++) {
    const t0 = performance.now();
    const page: ConversationPage = await getPage(cursor ? { ...deep, cursor } : deep);
    walkSamples.push(performance.now() - t0);
    deepest = cursor;
    cursor = page.cursor;
    if (cursor === null) {
      ended = true;
      break;
    }
  }
  if (!ended) deepest = cursor;
  const walked = walkSamples.length;
  const walkTotal = walkSamples.reduce((s, v) => s + v, 0);
  results.push(stats(`(d) walking pages 1..${walked}, per page`, walkSamples, `total ${walkTotal.toFixed(0)} ms`));
  if (deepest) {
    const pageNumber = ended ? walked : walked + 1;
    if (pageNumber <= config.depth) console.log(`note: only ${walked} pages of opened conversations, so page ${pageNumber} stands in for page ${config.depth + 1}`);
    deep.name = `(d) page ${pageNumber} (deep cursor)`;
    deep.cursor = deepest;
    let rows = 0;
    const samples = await timeRuns(async () => {
      rows = (await getPage(deep)).data.length;
    });
    results.push(stats(deep.name, samples, `${rows} rows, after ${(pageNumber - 1) * PAGE} conversations`));
  }

  // Plans of the SQL behind (a)-(d), captured from the domain function the handler calls; taken before (e),
  // which changes the rows the deep cursor points into.
  const plans: Array<{ text: string; pass: boolean }> = [];
  for (const c of [...cases, ...(deep.cursor ? [deep] : [])]) plans.push(await explainCase(database, orgId, c));

  // (e) The same 250 ids closed and reopened in turn (an even number of calls leaves them opened).
  const ids = (
    await db
      .select({ id: schema.conversations.id })
      .from(schema.conversations)
      .where(and(eq(schema.conversations.organizationId, orgId), eq(schema.conversations.status, 'opened')))
      .orderBy(asc(schema.conversations.id))
      .limit(BULK_IDS)
  ).map((r) => r.id);
  const bulk = await timeRuns(async (i) => {
    const res = await app.request('/api/conversations/bulk', {
      method: 'POST',
      headers: { ...headers, 'Content-Type': 'application/json' },
      body: JSON.stringify({ ids, status: i % 2 === 0 ? 'CLOSED' : 'OPENED' }),
    });
    const body = (await res.json()) as { conversations?: unknown[]; error?: string };
    if (res.status !== 200 || body.conversations?.length !== ids.length) throw new Error(`bulk: ${res.status} ${body.error ?? ''}`);
  });
  results.push(stats(`(e) bulk update of ${ids.length} ids`, bulk, 'CLOSED / OPENED in turn'));
  if ((config.warmup + config.runs) % 2 === 1) await bulkReopen(app, headers, ids);

  console.log(`\nload average after the runs: ${load()}`);
  printTable([...results].sort((a, b) => a.name.slice(0, 3).localeCompare(b.name.slice(0, 3))));
  const slow = results.filter((r) => r.name.startsWith('(') && !r.name.includes('walking') && r.median > SLOW_MS);
  for (const r of slow) console.log(`SLOW: ${r.name} has a median of ${r.median.toFixed(1)} ms (> ${SLOW_MS} ms)`);

  console.log('');
  for (const p of plans) console.log(p.text);
  const failures = plans.filter((p) => !p.pass).length;
  console.log(failures ? `${failures} plan(s) FAIL: sequential scan on conversations or messages` : 'all plans PASS: no sequential scan on conversations or messages');
  return failures ? 1 : 0;
}

async function bulkReopen(app: ReturnType<typeof createApp>, headers: Record<string, string>, ids: number[]): Promise<void> {
  await app.request('/api/conversations/bulk', {
    method: 'POST',
    headers: { ...headers, 'Content-Type': 'application/json' },
    body: JSON.stringify({ ids, status: 'OPENED' }),
  });
}

async function explainCase(database: Database, orgId: number, c: ListCase): Promise<{ text: string; pass: boolean }> {
  const log: LoggedQuery[] = [];
  const { db, raw } = loggedDb(database, log);
  const parsed = parseConversationSearch(c.search);
  if (!parsed.ok) throw new Error(parsed.error);
  await listConversations(db, orgId, { search: parsed.query, callerAgentId: null, now: new Date(), searchText: c.search, order: c.order, limit: PAGE, cursor: c.cursor });
  const main = log.filter((q) => /from "conversations"/i.test(q.query) && /order by/i.test(q.query)).pop();
  if (!main) throw new Error(`${c.name}: the list query was not captured`);
  const rows = (await raw(`explain (analyze, buffers) ${main.query}`, main.params)) as Array<Record<string, string>>;
  const plan = rows.map((r) => r['QUERY PLAN'] ?? Object.values(r)[0]).join('\n');
  const seqScans = plan.split('\n').filter((l) => /Seq Scan on (conversations|messages)\b/.test(l));
  const verdict = seqScans.length
    ? `FAIL ${c.name}: ${seqScans.map((l) => l.trim()).join('; ')}`
    : `PASS ${c.name}: no Seq Scan on conversations or messages`;
  const text = [
    `=== ${c.name}: search=${JSON.stringify(c.search)} order=${c.order}${c.cursor ? ' with a cursor' : ''}`,
    `SQL: ${main.query}`,
    `params: ${JSON.stringify(main.params)}`,
    plan,
    verdict,
    '',
  ].join('\n');
  return { text, pass: seqScans.length === 0 };
}

main().then(
  (code) => process.exit(code),
  (err: unknown) => {
    console.error(err);
    process.exit(1);
  },
);
