import { LEASE_MS } from '../../server/jobs/worker.ts';
import { mulberry32 } from '../../server/domain/seed/random.ts';
import type { TestRelay } from '../support/test-relay.ts';
import { parseBanner, sleep, spawnServer, startServer, type Env, type ServerProc } from '../process/spawn-helpers.ts';
import { checkLedger, type LedgerCheck } from './check-ledger.ts';
import { prepareFixture } from './fault-fixture.ts';
import { auditRelay, type RelayAudit } from './relay-audit.ts';
import { readStoredState, waitForLeasedJobs } from './stored-state.ts';
import { acknowledged, startWriteLoad, type Ledger } from './write-load.ts';

// The kill/restart scenario: the real server under a write load, SIGKILLed again and again at varied moments
// and restarted on the same port and database (PGlite: taking over the lock the dead process left). Afterwards
// every acknowledged write must be there and every message sent, a Message-ID reaching the relay again only
// across a kill (relay-audit.ts).

export interface KillRestartOptions {
  /** Names the database in the summary. */
  label: string;
  /** A scratch PostgreSQL database; without it the embedded database of dataDir. */
  databaseUrl?: string;
  dataDir: string;
  relay: TestRelay;
  kills: number;
  seed: number;
  /** How long the queue may take to drain after the last restart (PostgreSQL waits out a dead worker's lease). */
  drainTimeoutMs: number;
}

export interface KillRestartReport {
  /** When each kill was signalled (epoch ms), and where in the server's life. */
  kills: { moment: string; at: number }[];
  ledger: Ledger;
  check: LedgerCheck;
  audit: RelayAudit;
  summary: string;
}

/** Where in the server's life a kill lands; they take turns. */
const MOMENTS = ['under load', 'just after the relay accepted a message', 'while restarting', 'just after the relay accepted a message', 'under load'] as const;

async function waitForRelayAcceptance(relay: TestRelay, timeoutMs: number): Promise<void> {
  const before = relay.messages.length;
  const deadline = Date.now() + timeoutMs;
  while (relay.messages.length === before && Date.now() < deadline) await sleep(2);
}

export async function runKillRestart(opts: KillRestartOptions): Promise<KillRestartReport> {
  const random = mulberry32(opts.seed);
  const between = (min: number, max: number) => Math.round(min + random() * (max - min));
  const env: Env = { DATA_DIR: opts.dataDir, DATABASE_URL: opts.databaseUrl ?? '', SMTP_RELAY_URL: opts.relay.url, RATE_LIMIT_PER_MINUTE: '0' };
  const started = Date.now();

  let server: ServerProc = await startServer(env);
  const demo = parseBanner(server.stdout()).demo;
  if (!demo) throw new Error('the first start printed no demo organization');
  const run = `r${opts.seed.toString(36)}`;
  const fixture = await prepareFixture(server.url, demo, run);
  // Paced: a few writes a second, so that the one process keeps up with its sends while the load runs, and
  // whatever it has not sent yet when the load stops is what the drain waits for.
  const load = startWriteLoad({ fixture, target: () => server.url, maxMs: 5 * 60_000, composers: 1, pauseMs: 100 });

  const kills: KillRestartReport['kills'] = [];
  const kill = async (target: ServerProc, moment: string) => {
    // Just spawned, the tsx launcher may not have started the server's node process yet.
    let at: number;
    for (let tries = 0; ; tries++) {
      try {
        at = Date.now();
        await target.stop('SIGKILL');
        break;
      } catch (err) {
        if (tries >= 40 || target.exit()) {
          // The server's own log lines (JSON on stdout) say why a process ended before it was killed.
          const exit = target.exit();
          throw new Error(
            `could not kill the server (${String(err)}; ${exit ? `it had exited: ${exit.code ?? exit.signal}` : 'still running'}):\n` +
              `${target.stderr()}\n${target.stdout().slice(-4000)}`,
          );
        }
        await sleep(50);
      }
    }
    kills.push({ moment, at });
  };
  const momentOf = (k: number) => MOMENTS[k % MOMENTS.length]!;
  while (kills.length < opts.kills) {
    const moment = momentOf(kills.length);
    if (moment === 'while restarting') {
      // The previous kill's restart, killed again before it is ready (PGlite: in its recovery, say).
      const restarting = await spawnServer(env, server.port);
      await sleep(between(300, 3_000));
      await kill(restarting, moment);
    } else {
      await sleep(between(1_500, 4_500));
      if (moment !== 'under load') await waitForRelayAcceptance(opts.relay, 3_000);
      await kill(server, moment);
    }
    // When the next kill is the one during a restart, that restart is its own.
    if (kills.length < opts.kills && momentOf(kills.length) === 'while restarting') continue;
    server = await startServer(env, server.port);
  }
  // The last restart serves a little load too, then the load stops and the queue drains.
  await sleep(2_000);
  const ledger = await load.stop();
  const loadStoppedAt = Date.now();
  const check = await checkLedger(server.url, fixture, ledger, { drainTimeoutMs: opts.drainTimeoutMs });
  // The last server's warnings and errors (JSON lines) explain most failures.
  if (check.problems.length) console.log(`last server's log:\n${server.stdout().split('\n').filter((l) => l.startsWith('{')).slice(-40).join('\n')}\n${server.stderr()}`);
  // A job the last kill left claimed (an AI source whose request got no answer, say) is finished by the last server
  // once its lease runs out; on PGlite the dead process's claims are released at start.
  if (opts.databaseUrl) await waitForLeasedJobs(opts.databaseUrl, LEASE_MS + 30_000);
  // A duplicate of the last sends would arrive within a few polls of the worker.
  await sleep(3_000);
  const stop = await server.stop('SIGTERM');
  if (stop.code !== 0) check.problems.push(`the last server stopped with ${stop.code ?? stop.signal}: ${server.stderr()}`);

  const stored = await readStoredState(opts.databaseUrl ? { databaseUrl: opts.databaseUrl } : { dataDir: opts.dataDir });
  const audit = auditRelay(opts.relay.messages, stored, { subjectPrefix: 'Fault ', acknowledged: [...ledger.composes, ...ledger.replies], killedAt: kills.map((k) => k.at) });
  // Left over: a job still running after a clean stop, or one that was due before the load ended and never ran
  // (jobs due later, such as the demo conversations' wake-ups and the hourly housekeeping, are waiting as they should).
  const leftOver = stored.unfinishedJobs.filter((j) => j.status === 'running' || j.runAt.getTime() < loadStoppedAt);
  for (const j of leftOver) check.problems.push(`job ${j.kind} left ${j.status} (due ${j.runAt.toISOString()})`);

  const summary =
    `kill-restart (${opts.label}): ${kills.length} kills survived, ${acknowledged(ledger)} writes acknowledged and ${check.found} found ` +
    `(${ledger.composes.length} composes, ${ledger.replies.length} replies, ${ledger.bulkTags.length} bulk, ${ledger.suppressions.length} suppressions, ` +
    `${ledger.applications.length} snippet applications, ${ledger.aiSources.length} AI sources; ${ledger.unanswered} unanswered), ` +
    `${audit.sent} messages sent, ${audit.exactlyOnce} exactly once, ${audit.duplicates} duplicates, ${audit.stuck} stuck ` +
    `(seed ${opts.seed}, drained in ${Math.round((check.drainMs ?? 0) / 1000)} s, ${Math.round((Date.now() - started) / 1000)} s in all)`;
  return { kills, ledger, check, audit, summary };
}

/** FAULTS_SEED repeats a run; otherwise a new seed each run (printed in the summary). */
export function faultSeed(): number {
  const given = Number(process.env.FAULTS_SEED);
  return Number.isInteger(given) && given > 0 ? given : Math.floor(Math.random() * 2 ** 31) + 1;
}
