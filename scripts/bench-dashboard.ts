// The dashboard stage of `npm run bench`: a database of its own (20,000 conversations on PGlite), the real server
// started as `npm start` runs it, and headless Chromium signed in as an agent: cold downloads of /inbox and the
// settings pages, the time to the first rows, scrolling through 10,000 loaded rows, bulk changes (see
// scripts/load/dashboard.ts). Writes its section into BENCHMARKS.md. A missed budget is reported there and here,
// and the run still exits 0 so the rest of `npm run bench` goes on; it exits 1 only when it cannot measure.
//
//   npx tsx scripts/bench-dashboard.ts
//   BENCH_DASHBOARD_CONVERSATIONS (20000), BENCH_DASHBOARD_ROWS (10000 rows scrolled through),
//   BENCH_DASHBOARD_SCROLL_PX (252 a frame), BENCH_DATABASE_URL (PostgreSQL instead of PGlite),
//   BENCH_DASHBOARD_TRACE=DIR (Chromium traces of the scroll and the bulk changes, for DevTools' Performance panel)

import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { createAgent } from '../server/domain/agents.ts';
import { createOrganization } from '../server/domain/organizations.ts';
import { mulberry32 } from '../server/domain/seed/random.ts';
import { seedOrganization } from '../server/domain/seed/seed-organization.ts';
import { openBenchDatabase } from './bench-database.ts';
import { measureDashboard, type Credentials, type DashboardFigures } from './load/dashboard.ts';
import { dashboardLines, dashboardMisses } from './load/dashboard-report.ts';
import { writeBenchmarks } from './load/report.ts';
import { startServer } from './load/server-process.ts';
import { intEnv } from './load/env.ts';
import { currentCommit } from './load/commit.ts';

const databaseUrl = process.env.BENCH_DATABASE_URL || undefined;
const config = {
  // The Opened view (the inbox's default) holds about 55% of the seed: 20,000 give it over 10,000 rows.
  conversations: intEnv('BENCH_DASHBOARD_CONVERSATIONS', 20_000),
  rows: intEnv('BENCH_DASHBOARD_ROWS', 10_000),
  scrollPx: intEnv('BENCH_DASHBOARD_SCROLL_PX', 252),
  traceDir: process.env.BENCH_DASHBOARD_TRACE ? path.resolve(process.env.BENCH_DASHBOARD_TRACE) : undefined,
};


function log(line: string): void {
  console.log(`${new Date().toISOString().slice(11, 19)} dashboard: ${line}`);
}


/** The organization, seeded, with an agent and an admin whose passwords are known (created as the CLI does). */
async function seed(db: Parameters<typeof seedOrganization>[0]): Promise<{ agent: Credentials; admin: Credentials }> {
  const org = await createOrganization(db, { name: 'Dashboard Co' });
  const organizationId = org.organization.id;
  const started = Date.now();
  const seeded = await seedOrganization(db, organizationId, { conversations: config.conversations, random: mulberry32(42) });
  await db.execute(sql`analyze`);
  log(`seeded ${seeded.conversations.toLocaleString('en-US')} conversations in ${((Date.now() - started) / 1000).toFixed(0)} s`);
  // After the seed, which adds its demo agents only to an organization short of them.
  const agent = { email: 'agent@dashboard.bench.example', password: 'bench-agent-password' };
  const admin = { email: 'admin@dashboard.bench.example', password: 'bench-admin-password' };
  await createAgent(db, { organizationId, name: 'Bench Agent', role: 'agent', ...agent });
  await createAgent(db, { organizationId, name: 'Bench Admin', role: 'admin', ...admin });
  return { agent, admin };
}

async function main(): Promise<number> {
  const started = new Date();
  // The server serves dist/web: build it if it is missing or older than its sources.
  const build = spawnSync(process.execPath, ['scripts/ensure-web-build.mjs'], { stdio: 'inherit' });
  if (build.status !== 0) throw new Error('the dashboard build failed (scripts/ensure-web-build.mjs)');

  const kind = databaseUrl ? 'PostgreSQL' : 'PGlite';
  const bench = await openBenchDatabase('dashboard', databaseUrl);
  let figures: DashboardFigures;
  try {
    log(`${kind}: seeding ${config.conversations.toLocaleString('en-US')} conversations`);
    const { agent, admin } = await seed(bench.database.db);
    // The embedded database is handed over to the server: one process holds it.
    if ('dataDir' in bench.location) await bench.database.close();
    const outbox = fs.mkdtempSync(path.join(os.tmpdir(), 'inbox-dashboard-outbox-'));
    const server = await startServer({
      ...('dataDir' in bench.location ? { DATA_DIR: bench.location.dataDir } : { DATABASE_URL: bench.location.databaseUrl, DATA_DIR: outbox }),
      // Counted as in production, with a limit the refetches after bulk changes on 10,000 rows do not reach.
      RATE_LIMIT_PER_MINUTE: '1000000',
    });
    log(`server ${server.pid} at ${server.url}`);
    if (config.traceDir) fs.mkdirSync(config.traceDir, { recursive: true });
    try {
      figures = await measureDashboard({
        baseUrl: server.url,
        ...agent,
        settingsAs: admin,
        targetRow: config.rows,
        scrollStepPx: config.scrollPx,
        ...(config.traceDir ? { traceDir: config.traceDir } : {}),
        log,
      });
    } finally {
      await server.stop();
      fs.rmSync(outbox, { recursive: true, force: true });
    }
  } finally {
    await bench.dispose();
  }

  const misses = dashboardMisses(figures);
  const section = [
    `## ${started.toISOString().slice(0, 16).replace('T', ' ')} UTC, Dashboard, ${config.conversations.toLocaleString('en-US')} conversations, commit ${currentCommit()}`,
    '',
    `Machine: ${os.cpus().length} × ${os.cpus()[0]?.model ?? '?'}, ${(os.totalmem() / 2 ** 30).toFixed(0)} GiB, Node ${process.version}, load average at the end ` +
      `${os.loadavg().map((l) => l.toFixed(2)).join(' ')}. Headless Chromium (${kind}, the real server on loopback), signed in as an agent ` +
      '(the settings pages as an admin), 1280×720.',
    '',
    ...dashboardLines(figures),
    misses.length ? `Missed: ${misses.join('; ')}.` : 'Every dashboard budget is met.',
  ].join('\n');
  writeBenchmarks(path.resolve('BENCHMARKS.md'), section);
  for (const line of dashboardLines(figures)) if (line) console.log(line);
  log(misses.length ? `budgets missed: ${misses.join('; ')}` : 'every budget is met');
  log('BENCHMARKS.md written');
  // A missed budget is in the report; only a run that could not measure fails, so the rest of the bench goes on.
  return 0;
}

main().then(
  (code) => process.exit(code),
  (err: unknown) => {
    console.error(err);
    process.exit(1);
  },
);
