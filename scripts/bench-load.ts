// The load stage of `npm run bench`: the real server (a separate process, as `npm start` runs it) driven over
// loopback with 1, 20 and 100 connections, beside the floor of each case: the same SQL statements run straight
// on the same database with the same concurrency (PGlite directly, or a plain `pg` pool of the server's size).
// Writes the figures to BENCHMARKS.md (newest first) and exits 1 when a read case is over 1.5x its floor at 20
// connections.
//
//   npm run bench                        100,000 conversations on PGlite
//   BENCH_DATABASE_URL=postgres://postgres:postgres@127.0.0.1:5432/postgres npm run bench
//                                        1,000,000 conversations on PostgreSQL, and 1, 2, 3 server processes
//   BENCH_CONVERSATIONS, BENCH_LOAD_SECONDS (10 per figure), BENCH_CONNECTIONS (1,20,100), BENCH_DEEP_PAGES (1000),
//   BENCH_PROCESSES (1,2,3; PostgreSQL only), BENCH_PROFILE (a folder for the server's CPU profile)

import { execSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import type { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import { openDatabase, type Database } from '../server/db/client.ts';
import { createOrganization } from '../server/domain/organizations.ts';
import { mulberry32 } from '../server/domain/seed/random.ts';
import { seedOrganization } from '../server/domain/seed/seed-organization.ts';
import { openBenchDatabase } from './bench-database.ts';
import { prepareReadCases, type LoadCase } from './load/cases.ts';
import { loadFunction, loadHttp, type LoadFigures } from './load/measure.ts';
import { loadTable, ratioOf, writeBenchmarks, type LoadRow } from './load/report.ts';
import { startServer } from './load/server-process.ts';

const databaseUrl = process.env.BENCH_DATABASE_URL || undefined;
const config = {
  conversations: intEnv('BENCH_CONVERSATIONS', databaseUrl ? 1_000_000 : 100_000),
  seconds: intEnv('BENCH_LOAD_SECONDS', 10),
  connections: listEnv('BENCH_CONNECTIONS', [1, 20, 100]),
  deepPages: intEnv('BENCH_DEEP_PAGES', 1000),
  processes: listEnv('BENCH_PROCESSES', [1, 2, 3]),
};
/** The connections at which the 1.5x budget is judged. */
const BUDGET_AT = 20;
/** The server's own pool size (server/db/client.ts): the floor's pool is the same. */
const SERVER_POOL = 10;
const WARM_SECONDS = 3;

function intEnv(name: string, fallback: number): number {
  const raw = process.env[name];
  if (!raw) return fallback;
  const n = Number(raw.replace(/_/g, ''));
  if (!Number.isSafeInteger(n) || n < 1) throw new Error(`${name} must be a positive integer, not ${raw}`);
  return n;
}

function listEnv(name: string, fallback: number[]): number[] {
  const raw = process.env[name];
  if (!raw) return fallback;
  return raw.split(',').map((part) => {
    const n = Number(part.trim());
    if (!Number.isSafeInteger(n) || n < 1) throw new Error(`${name} must be a comma-separated list of positive integers, not ${raw}`);
    return n;
  });
}

function log(line: string): void {
  console.log(`${new Date().toISOString().slice(11, 19)} ${line}`);
}

/** Runs a case's statements one after another, as its request does. */
function statementRunner(database: Database | pg.Pool, c: LoadCase): () => Promise<void> {
  if (database instanceof pg.Pool) {
    return async () => {
      for (const s of c.statements) await database.query(s.query, s.params);
    };
  }
  const lite = (database.db as unknown as { $client: PGlite }).$client;
  return async () => {
    for (const s of c.statements) await lite.query(s.query, s.params);
  };
}

async function main(): Promise<number> {
  const started = new Date();
  const bench = await openBenchDatabase('load', databaseUrl);
  const kind = databaseUrl ? 'PostgreSQL' : 'PGlite';
  const rows: LoadRow[] = [];
  const extra: string[] = [];
  try {
    const { db } = bench.database;
    const org = await createOrganization(db, { name: 'Load Co' });
    log(`${kind}: seeding ${config.conversations.toLocaleString('en-US')} conversations`);
    const seedStart = Date.now();
    const seeded = await seedOrganization(db, org.organization.id, { conversations: config.conversations, random: mulberry32(42) });
    await db.execute(sql`analyze`);
    log(`seeded ${seeded.messages.toLocaleString('en-US')} messages, ${seeded.contacts.toLocaleString('en-US')} contacts in ${((Date.now() - seedStart) / 1000).toFixed(0)} s`);
    const cases = await prepareReadCases(bench.database, org.organization.id, config.deepPages);
    await db.execute(sql`analyze`);
    const headers = { 'x-api-key': org.api_key };

    // The API: one server process on the database (the embedded one is handed over: one process holds it).
    if ('dataDir' in bench.location) await bench.database.close();
    const outbox = fs.mkdtempSync(path.join(os.tmpdir(), 'inbox-load-outbox-'));
    const serverEnv = {
      ...('dataDir' in bench.location ? { DATA_DIR: bench.location.dataDir } : { DATABASE_URL: bench.location.databaseUrl, DATA_DIR: outbox }),
      // Counted as in production, with a limit no load here reaches.
      RATE_LIMIT_PER_MINUTE: '1000000',
    };
    // BENCH_PROFILE=DIR: the server writes a V8 CPU profile of the API runs there (open it in Chrome's DevTools).
    const profileDir = process.env.BENCH_PROFILE ? path.resolve(process.env.BENCH_PROFILE) : undefined;
    const server = await startServer(serverEnv, profileDir ? ['--cpu-prof', `--cpu-prof-dir=${profileDir}`] : []);
    log(`server ${server.pid} at ${server.url}`);
    const apiFigures = new Map<string, LoadFigures>();
    let peakKb = 0;
    // Every case once before any is measured: the first case measured must not pay the new process's warm-up.
    for (const c of cases) await loadHttp([server.url], c.http, { connections: 20, seconds: WARM_SECONDS, headers });
    for (const c of cases) {
      await loadHttp([server.url], c.http, { connections: 20, seconds: WARM_SECONDS, headers });
      for (const connections of config.connections) {
        const figures = await loadHttp([server.url], c.http, { connections, seconds: config.seconds, headers });
        apiFigures.set(`${c.name}@${connections}`, figures);
        peakKb = Math.max(peakKb, server.memory()?.peakKb ?? 0);
        log(`API   ${c.name} x${connections}: ${figures.perSecond.toFixed(0)}/s, median ${figures.medianMs} ms, p99 ${figures.p99Ms} ms${figures.errors ? `, ${figures.errors} errors` : ''}`);
      }
    }
    peakKb = Math.max(peakKb, server.memory()?.peakKb ?? 0);
    await server.stop();
    extra.push(`Server peak resident memory through the API runs: ${(peakKb / 1024).toFixed(0)} MB (budget on PGlite: 300 MB).`);

    // The floor: the same statements on the same database, with the same number of callers.
    const floorDb: Database | pg.Pool =
      'dataDir' in bench.location ? await openDatabase({ dataDir: bench.location.dataDir, command: 'bench-load floor' }) : new pg.Pool({ connectionString: bench.location.databaseUrl, max: SERVER_POOL });
    try {
      for (const c of cases) {
        const run = statementRunner(floorDb, c);
        await loadFunction(run, { connections: 20, seconds: WARM_SECONDS });
        for (const connections of config.connections) {
          const floor = await loadFunction(run, { connections, seconds: config.seconds });
          const api = apiFigures.get(`${c.name}@${connections}`)!;
          const row: LoadRow = { name: c.name, connections, api, floor, ratioBudget: c.ratioBudget, note: c.note };
          rows.push(row);
          log(`floor ${c.name} x${connections}: ${floor.perSecond.toFixed(0)}/s, median ${floor.medianMs.toFixed(1)} ms, p99 ${floor.p99Ms.toFixed(1)} ms: API / floor ${ratioOf(row).toFixed(2)}x`);
        }
      }
    } finally {
      if (floorDb instanceof pg.Pool) await floorDb.end();
      else await floorDb.close();
    }

    // What more server processes on one PostgreSQL buy, at the budget's concurrency.
    if ('databaseUrl' in bench.location && config.processes.some((n) => n > 1)) {
      const scaled = cases.filter((c) => c.name === 'list: default page' || c.name === 'search: common word');
      const lines = ['| case | processes | req/s at 20 conn. | median ms | p99 ms |', '|---|--:|--:|--:|--:|'];
      for (const n of config.processes) {
        const servers = await Promise.all(Array.from({ length: n }, () => startServer(serverEnv)));
        try {
          for (const c of scaled) {
            await loadHttp(servers.map((s) => s.url), c.http, { connections: 20, seconds: WARM_SECONDS, headers });
            const f = await loadHttp(servers.map((s) => s.url), c.http, { connections: 20, seconds: config.seconds, headers });
            lines.push(`| ${c.name} | ${n} | ${Math.round(f.perSecond)} | ${f.medianMs} | ${f.p99Ms} |`);
            log(`${n} processes, ${c.name}: ${f.perSecond.toFixed(0)}/s`);
          }
        } finally {
          await Promise.all(servers.map((s) => s.stop()));
        }
      }
      extra.push(`Server processes on one PostgreSQL (each with a pool of ${SERVER_POOL}):\n\n${lines.join('\n')}`);
    }
    fs.rmSync(outbox, { recursive: true, force: true });
  } finally {
    await bench.dispose();
  }

  const commit = (() => {
    try {
      return execSync('git rev-parse --short HEAD', { encoding: 'utf8' }).trim();
    } catch {
      return 'unknown';
    }
  })();
  const over = rows.filter((r) => r.ratioBudget && r.connections === BUDGET_AT && !(ratioOf(r) <= 1.5));
  const section = [
    `## ${started.toISOString().slice(0, 16).replace('T', ' ')} UTC, ${kind}, ${config.conversations.toLocaleString('en-US')} conversations, commit ${commit}`,
    '',
    `Machine: ${os.cpus().length} × ${os.cpus()[0]?.model ?? '?'}, ${(os.totalmem() / 2 ** 30).toFixed(0)} GiB, Node ${process.version}, load average at the end ${os.loadavg().map((l) => l.toFixed(2)).join(' ')}. ` +
      `${config.seconds} s per figure after a ${WARM_SECONDS} s warm-up; the 1.5x budget is judged at ${BUDGET_AT} connections.`,
    '',
    loadTable(rows, BUDGET_AT),
    '',
    ...extra.flatMap((e) => [e, '']),
    over.length ? `Over budget: ${over.map((r) => `${r.name} (${ratioOf(r).toFixed(2)}x)`).join(', ')}.` : 'Every read case is within 1.5x of its floor at 20 connections.',
  ].join('\n');
  writeBenchmarks(path.resolve('BENCHMARKS.md'), section);
  log('BENCHMARKS.md written');
  return over.length ? 1 : 0;
}

main().then(
  (code) => process.exit(code),
  (err: unknown) => {
    console.error(err);
    process.exit(1);
  },
);
