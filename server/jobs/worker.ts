import { randomBytes } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { Logger } from 'pino';
import type { Db } from '../db/client.ts';
import { queryRows } from '../db/query-rows.ts';
import { loggableError } from '../logger.ts';

/** What a handler may answer: nothing (done), or a later time to run again (the job is not due yet after all). */
export type JobOutcome = void | { retryAt: Date };

export interface JobContext {
  id: number;
  kind: string;
  payload: Record<string, unknown>;
  organizationId: number | null;
  attempts: number;
  now: Date;
}

export type JobHandler = (job: JobContext) => Promise<JobOutcome>;
export type JobHandlers = Record<string, JobHandler>;

interface ClaimedJob {
  id: number | string;
  run_at: Date | string;
  kind: string;
  payload: Record<string, unknown>;
  organization_id: number | string | null;
  attempts: number;
  max_attempts: number;
}

/**
 * A job whose worker died is claimable again once its lease has run out. A live worker renews the lease of the
 * job it runs every third of it, so a slow job is never taken over however long it takes; the lease itself is
 * only how long a killed process holds up its job (and message) on a shared database: a minute, not five.
 * The embedded database does not wait at all (see `exclusive`).
 */
export const LEASE_MS = 60_000;

/** Exponential backoff with a ceiling: 30 s, 1 min, 2 min ... at most 1 hour. */
export function retryDelayMs(attempts: number): number {
  return Math.min(30_000 * 2 ** Math.max(0, attempts - 1), 3_600_000);
}

/**
 * Claims due jobs of the given kinds (FOR UPDATE SKIP LOCKED, so several processes never take the same job)
 * and runs them. Returns how many ran. Usable directly in tests with a fixed `now`.
 *
 * Due means run_at has come, for a job left running by a dead worker too (its lease over): a job moved later
 * while it ran is due then, not when the lease ends. That makes `run_at <= now` a range of the due index for
 * every poll: with the lease as an alternative to it, each poll read every pending job, due or not (100,000
 * wake-ups of snoozed conversations: 45 ms a second of the database's time, per server process).
 */
export async function runDueJobs(
  db: Db,
  handlers: JobHandlers,
  opts: { now: Date; workerId: string; limit?: number; logger?: Logger },
): Promise<number> {
  const kinds = Object.keys(handlers);
  if (kinds.length === 0) return 0;
  const leaseUntil = new Date(opts.now.getTime() + LEASE_MS);
  const claimed = await queryRows<ClaimedJob>(db, sql`
    update jobs set status = 'running', locked_by = ${opts.workerId}, locked_until = ${leaseUntil},
                    attempts = attempts + 1
    where id in (
      select id from jobs
      where kind in (${sql.join(kinds.map((k) => sql`${k}`), sql`, `)})
        and run_at <= ${opts.now} and (status = 'pending' or (status = 'running' and locked_until < ${opts.now}))
      order by run_at, id
      limit ${opts.limit ?? 20}
      for update skip locked)
    returning id, kind, payload, organization_id, attempts, max_attempts, run_at::text as run_at`);

  for (const job of claimed) {
    const handler = handlers[job.kind]!;
    // The lease runs from when this job starts (not from the claim of the batch) and is renewed while it runs:
    // a slow job (a relay taking minutes) is never taken over, and so never run twice, while its worker lives.
    const renew = () =>
      queryRows<{ id: number }>(db, sql`update jobs set locked_until = greatest(locked_until, ${new Date(Math.max(Date.now(), opts.now.getTime()) + LEASE_MS)})
                     where id = ${job.id} and locked_by = ${opts.workerId} and status = 'running' returning id`);
    // The batch's lease may have run out while the jobs before this one ran, and another worker taken it over:
    // it is that worker's now, and running it here too would run it twice.
    if ((await renew()).length === 0) continue;
    const heartbeat = setInterval(() => void renew().catch(() => {}), LEASE_MS / 3);
    heartbeat.unref();
    try {
      const outcome = await handler({
        id: Number(job.id),
        kind: job.kind,
        payload: job.payload,
        organizationId: job.organization_id === null ? null : Number(job.organization_id),
        attempts: Number(job.attempts),
        now: opts.now,
      });
      if (outcome && 'retryAt' in outcome) {
        await db.execute(sql`update jobs set status = 'pending', run_at = ${outcome.retryAt}, attempts = attempts - 1,
                             locked_by = null, locked_until = null where id = ${job.id} and locked_by = ${opts.workerId}`);
      } else {
        // Moved to a later time while it ran (say, snoozed again just after waking up): due again then.
        await db.execute(sql`update jobs set
            status = case when run_at = ${String(job.run_at)}::timestamptz then 'done' else 'pending' end,
            finished_at = case when run_at = ${String(job.run_at)}::timestamptz then ${opts.now}::timestamptz end,
            attempts = case when run_at = ${String(job.run_at)}::timestamptz then attempts else attempts - 1 end,
            locked_by = null, locked_until = null
          where id = ${job.id} and locked_by = ${opts.workerId}`);
      }
    } catch (err) {
      const message = loggableError(err).message;
      const finalFailure = Number(job.attempts) >= Number(job.max_attempts);
      opts.logger?.warn({ err: loggableError(err), job: job.id, kind: job.kind, attempts: job.attempts }, finalFailure ? 'job failed for good' : 'job failed, will retry');
      await db.execute(sql`update jobs set
          status = ${finalFailure ? 'failed' : 'pending'},
          run_at = ${new Date(opts.now.getTime() + retryDelayMs(Number(job.attempts)))},
          last_error = ${message.slice(0, 2000)},
          finished_at = ${finalFailure ? opts.now : null},
          locked_by = null, locked_until = null
        where id = ${job.id} and locked_by = ${opts.workerId}`);
    } finally {
      clearInterval(heartbeat);
    }
  }
  return claimed.length;
}

/**
 * Puts the jobs left running back in the queue, to run again at once. Only for a database that no other
 * process can use (the embedded one, under its data folder lock): there, a running job at start belongs to a
 * process that died. On a shared PostgreSQL another live process may be running it: its lease decides.
 */
export async function releaseOrphanedJobs(db: Db): Promise<number> {
  const released = await queryRows<{ id: number }>(db, sql`
    update jobs set status = 'pending', locked_by = null, locked_until = null where status = 'running' returning id`);
  return released.length;
}

export interface JobWorker {
  /** Run due jobs now rather than at the next poll (e.g. right after enqueuing one due at once). */
  poke(): void;
  stop(): Promise<void>;
}

/** Polls the queue until stopped; stop() waits for the jobs being run to finish. */
export function startJobWorker(
  db: Db,
  handlers: JobHandlers,
  opts: {
    logger: Logger;
    pollMs?: number;
    now?: () => Date;
    /** This process is the only one using the database: jobs left running by a dead one run again at once. */
    exclusive?: boolean;
  },
): JobWorker {
  const workerId = `${process.pid}-${randomBytes(4).toString('hex')}`;
  const pollMs = opts.pollMs ?? 1000;
  const now = opts.now ?? (() => new Date());
  let stopped = false;
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<void> | undefined;
  let again = false;
  let releasePending = opts.exclusive ?? false;

  const tick = async () => {
    try {
      if (releasePending) {
        const released = await releaseOrphanedJobs(db);
        releasePending = false;
        if (released > 0) opts.logger.warn({ jobs: released }, 'job worker: jobs left running by a process that died run again');
      }
      // Keep going while full batches come back: a backlog is drained without waiting for the next poll.
      while (!stopped && (await runDueJobs(db, handlers, { now: now(), workerId, logger: opts.logger })) >= 20);
    } catch (err) {
      if (!stopped) opts.logger.error({ err: loggableError(err) }, 'job worker: could not poll the queue');
    }
  };
  const schedule = (delay: number) => {
    if (stopped) return;
    clearTimeout(timer);
    timer = setTimeout(loop, delay);
  };
  const loop = () => {
    if (running) {
      again = true;
      return;
    }
    running = tick().finally(() => {
      running = undefined;
      if (again) {
        again = false;
        schedule(0);
      } else schedule(pollMs);
    });
  };
  schedule(0);

  return {
    poke: () => schedule(0),
    stop: async () => {
      stopped = true;
      clearTimeout(timer);
      await running;
    },
  };
}
