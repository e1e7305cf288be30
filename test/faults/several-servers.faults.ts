import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestRelay, type TestRelay } from '../support/test-relay.ts';
import { killAll, makeDataDir, parseBanner, removeDataDir, sleep, spawnServer, waitReady, type ServerProc } from '../process/spawn-helpers.ts';
import { createScratchDatabase, type ScratchDatabase } from '../support/scratch-database.ts';
import { checkLedger } from './check-ledger.ts';
import { call } from './fault-client.ts';
import { prepareFixture, type LoadFixture } from './fault-fixture.ts';
import { auditRelay } from './relay-audit.ts';
import { sessionEmail, signIn, signOut } from './session-probes.ts';
import { stopUnderRequests } from './stop-under-requests.ts';
import { readStoredState } from './stored-state.ts';
import { acknowledged, startWriteLoad, type Ledger, type SentWrite } from './write-load.ts';

// Three server processes on one PostgreSQL database under load: a dashboard session made on one is valid on
// all, every job is done once whichever process takes it, and a graceful stop of one loses no request in flight.

const serverUrl = process.env.TEST_DATABASE_URL;
const NAMES = ['a', 'b', 'c'] as const;

describe.skipIf(!serverUrl)('several servers on one PostgreSQL database', () => {
  let scratch: ScratchDatabase;
  let relay: TestRelay;
  const dataDirs: string[] = [];
  let servers: ServerProc[] = [];
  let demo: { apiKey: string; email: string; password: string };
  let fixture: LoadFixture;
  /** Every acknowledged compose and reply of the file, for the final audit. */
  const messages: SentWrite[] = [];
  let writesFound = 0;

  beforeAll(async () => {
    scratch = await createScratchDatabase(serverUrl!, 'inbox_faults_several');
    relay = await startTestRelay();
    servers = await Promise.all(
      NAMES.map((name) => {
        const dir = makeDataDir();
        dataDirs.push(dir);
        // The relay tells the processes apart by the name each gives in EHLO.
        const env = { DATA_DIR: dir, DATABASE_URL: scratch.url, SMTP_RELAY_URL: `${relay.url}/?name=server-${name}.test`, RATE_LIMIT_PER_MINUTE: '0', SHUTDOWN_TIMEOUT_MS: '60000' };
        return spawnServer(env);
      }),
    );
    await Promise.all(servers.map((s) => waitReady(s)));
    demo = servers.map((s) => parseBanner(s.stdout()).demo).find((d) => d !== undefined)!;
    fixture = await prepareFixture(servers[0]!.url, demo, `s${Date.now().toString(36)}`);
  });
  afterAll(async () => {
    await killAll();
    await relay?.close();
    await scratch?.drop();
    for (const dir of dataDirs) removeDataDir(dir);
  });

  it('accepts a dashboard session made on one server on every other, and a sign-out on one ends it on all', async () => {
    const cookies = await Promise.all(servers.map((s) => signIn(s.url, demo.email, demo.password)));
    let accepted = 0;
    for (const cookie of cookies) {
      for (const s of servers) if ((await sessionEmail(s.url, cookie)) === demo.email) accepted++;
    }
    expect(accepted).toBe(servers.length * cookies.length);
    await signOut(servers[1]!.url, cookies[0]!);
    const refused = (await Promise.all(servers.map((s) => sessionEmail(s.url, cookies[0]!)))).filter((e) => e === undefined).length;
    expect(refused).toBe(servers.length);
    // The other sessions are untouched.
    expect(await sessionEmail(servers[0]!.url, cookies[2]!)).toBe(demo.email);
    console.log(`several servers (postgres): sessions: ${accepted} of ${servers.length * cookies.length} probes accepted across servers, sign-out refused by ${refused} of ${servers.length}`);
  });

  it('does every job once under a write load spread over the three servers', async () => {
    const load = startWriteLoad({ fixture, target: (i) => servers[i % servers.length]!.url, maxMs: 60_000, series: 'spread' });
    await sleep(12_000);
    const ledger = await load.stop();
    expect(ledger.refused).toEqual([]);
    expect(ledger.unanswered).toBe(0);
    const check = await checkLedger(servers[2]!.url, fixture, ledger, { drainTimeoutMs: 60_000 });
    expect(check.problems).toEqual([]);
    expect(check.found).toBe(acknowledged(ledger));
    writesFound += check.found;
    messages.push(...ledger.composes, ...ledger.replies);
    console.log(`several servers (postgres): ${acknowledged(ledger)} writes over 3 servers acknowledged and ${check.found} found`);
  });

  it('finishes every request in flight when one server is stopped with SIGTERM, while the others keep serving', async () => {
    const [a, b, c] = servers as [ServerProc, ServerProc, ServerProc];
    const others = startWriteLoad({ fixture, target: (i) => [a, b][i % 2]!.url, maxMs: 60_000, maxPerLoop: 200, series: 'others' });
    const stop = await stopUnderRequests(c, fixture, 'in-flight');
    const ledger: Ledger = await others.stop();
    expect(stop.failures).toEqual([]);
    expect(stop.complete).toBe(stop.inFlight);
    expect(stop.exit.code).toBe(0);
    expect(c.stderr()).toBe('');
    // Gone: no longer listening.
    expect((await call(`${c.url}/healthz`)).status).toBe(0);
    expect(ledger.refused).toEqual([]);
    expect(ledger.unanswered).toBe(0);
    expect(acknowledged(ledger)).toBeGreaterThan(0);

    // What the stopped server accepted is sent by the others, once.
    ledger.composes.push(...stop.sent);
    const check = await checkLedger(a.url, fixture, ledger, { drainTimeoutMs: 60_000 });
    expect(check.problems).toEqual([]);
    writesFound += check.found;
    messages.push(...ledger.composes, ...ledger.replies);
    await sleep(3_000); // a duplicate would come within a few polls
    for (const s of [a, b]) expect((await s.stop('SIGTERM')).code).toBe(0);

    const stored = await readStoredState({ databaseUrl: scratch.url });
    const audit = auditRelay(relay.messages, stored, { subjectPrefix: 'Fault ', acknowledged: messages, killedAt: [] });
    expect(audit.problems).toEqual([]);
    expect(audit.duplicates).toBe(0);
    expect(stored.unfinishedJobs.filter((j) => j.status === 'running')).toEqual([]);
    const byServer = new Map<string, number>();
    for (const m of relay.messages) byServer.set(m.clientName, (byServer.get(m.clientName) ?? 0) + 1);
    const shares = NAMES.map((n) => `${n}: ${byServer.get(`server-${n}.test`) ?? 0}`).join(', ');
    console.log(
      `several servers (postgres): SIGTERM with ${stop.inFlight} requests in flight: ${stop.complete} complete answers (${stop.afterSignal} after the signal), ` +
        `${stop.failures.length} reset or cut, exit ${stop.exit.code}; the others served ${acknowledged(ledger) - stop.sent.length} writes meanwhile; ` +
        `${writesFound} writes found in all; ${audit.sent} messages sent, ${audit.exactlyOnce} exactly once (${shares}), ${audit.duplicates} duplicates`,
    );
  });
});
