import fs from 'node:fs';
import path from 'node:path';
import { createScratchDatabase, pgQuery, type ScratchDatabase } from '../support/scratch-database.ts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { getJson, killAll, makeDataDir, parseBanner, removeDataDir, repoRoot, spawnServer, waitReady } from './spawn-helpers.ts';

// Several servers may start together on one PostgreSQL database: migrations are serialised by an advisory
// lock and the demo organization is created once (server/db/client.ts, server/domain/demo-organization.ts).

const serverUrl = process.env.TEST_DATABASE_URL;

describe.skipIf(!serverUrl)('two servers started together on one fresh PostgreSQL database', { timeout: 120_000 }, () => {
  let scratch: ScratchDatabase;
  let databaseUrl: string;
  const dataDirs: string[] = [];

  beforeAll(async () => {
    scratch = await createScratchDatabase(serverUrl!, 'inbox_process');
    databaseUrl = scratch.url;
  });

  afterAll(async () => {
    await killAll();
    await scratch?.drop();
    for (const dir of dataDirs) removeDataDir(dir);
  });

  it('both come up, the migrations run once, exactly one demo organization exists, and both accept its key', async () => {
    const env = () => {
      const dir = makeDataDir();
      dataDirs.push(dir);
      return { DATA_DIR: dir, DATABASE_URL: databaseUrl };
    };
    const servers = await Promise.all([spawnServer(env()), spawnServer(env())]);
    await Promise.all(servers.map((s) => waitReady(s)));

    const demos = servers.map((s) => parseBanner(s.stdout()).demo).filter((d) => d !== undefined);
    expect(demos, 'one of the two printed the demo organization').toHaveLength(1);
    const apiKey = demos[0]!.apiKey;

    const [orgs] = await pgQuery<{ n: number }>(databaseUrl, 'select count(*)::int as n from organizations');
    expect(orgs!.n).toBe(1);
    const journal = JSON.parse(fs.readFileSync(path.join(repoRoot, 'server/db/migrations/meta/_journal.json'), 'utf8')) as {
      entries: unknown[];
    };
    const [migrations] = await pgQuery<{ n: number }>(databaseUrl, 'select count(*)::int as n from drizzle.__drizzle_migrations');
    expect(migrations!.n).toBe(journal.entries.length);

    const answers = await Promise.all(servers.map((s) => getJson(`${s.url}/api/agents`, apiKey)));
    expect(answers[0]!.status).toBe(200);
    expect((answers[0]!.body as unknown[]).length).toBeGreaterThanOrEqual(3);
    expect(answers[1]).toEqual(answers[0]);

    for (const s of servers) {
      expect(s.stderr()).toBe('');
      expect((await s.stop('SIGTERM')).code).toBe(0);
    }
  });
});
