import { afterAll, beforeAll, describe, it } from 'vitest';
import { startTestRelay, type TestRelay } from '../support/test-relay.ts';
import { killAll, makeDataDir, removeDataDir } from '../process/spawn-helpers.ts';
import { createScratchDatabase, type ScratchDatabase } from '../support/scratch-database.ts';
import { faultSeed, runKillRestart } from './kill-restart.ts';
import { expectSurvived } from './expect-survived.ts';

// Crash safety on PostgreSQL: the server SIGKILLed at least five times under a write load and restarted.

const serverUrl = process.env.TEST_DATABASE_URL;
const KILLS = 5;

describe.skipIf(!serverUrl)('kill and restart on PostgreSQL', () => {
  let scratch: ScratchDatabase;
  let relay: TestRelay;
  let dataDir: string;

  beforeAll(async () => {
    dataDir = makeDataDir();
    scratch = await createScratchDatabase(serverUrl!, 'inbox_faults_kill');
    relay = await startTestRelay();
  });
  afterAll(async () => {
    await killAll();
    await relay?.close();
    await scratch?.drop();
    removeDataDir(dataDir);
  });

  it(`keeps every acknowledged write and sends each message once through ${KILLS} SIGKILLs`, async () => {
    const report = await runKillRestart({ label: 'postgres', databaseUrl: scratch.url, dataDir, relay, kills: KILLS, seed: faultSeed(), drainTimeoutMs: 150_000 });
    console.log(report.summary);
    expectSurvived(report, KILLS);
  });
});
