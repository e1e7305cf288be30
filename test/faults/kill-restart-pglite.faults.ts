import { afterAll, beforeAll, describe, it } from 'vitest';
import { startTestRelay, type TestRelay } from '../support/test-relay.ts';
import { killAll, makeDataDir, removeDataDir } from '../process/spawn-helpers.ts';
import { expectSurvived } from './expect-survived.ts';
import { faultSeed, runKillRestart } from './kill-restart.ts';

// Crash safety on the embedded database: the server SIGKILLed at least five times under a write load and
// restarted on the same data folder, taking over the lock the dead process left.

const KILLS = 5;

describe('kill and restart on PGlite', () => {
  let relay: TestRelay;
  let dataDir: string;

  beforeAll(async () => {
    dataDir = makeDataDir();
    relay = await startTestRelay();
  });
  afterAll(async () => {
    await killAll();
    await relay?.close();
    removeDataDir(dataDir);
  });

  it(`keeps every acknowledged write and sends each message once through ${KILLS} SIGKILLs`, async () => {
    // Jobs left running by a killed process are released at start (the folder lock says it is gone): a short drain.
    const report = await runKillRestart({ label: 'pglite', dataDir, relay, kills: KILLS, seed: faultSeed(), drainTimeoutMs: 120_000 });
    console.log(report.summary);
    expectSurvived(report, KILLS);
  });
});
