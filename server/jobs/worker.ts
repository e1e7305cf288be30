import { randomBytes } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { Logger } from 'pino';
import type { Db } from '../db/client.ts';
import { queryRows } from '../db/query-rows.ts';
import { loggableError } from '../logger.ts';
import { claimDueJobs, type ClaimedJob } from './claim.ts';
// Types only: concurrency.ts names the handlers' kinds, whose modules import this one.
import type { JobConcurrency } from './concurrency.ts';
import { renewLease, runClaimedJob } from './run-claimed.ts';

export { LEASE_MS } from './claim.ts';
export { retryDelayMs } from './run-claimed.ts';

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

/**
 * Claims up to `limit` due jobs of the handlers' kinds and runs them one after the other, in (run_at, id)
 * order. Returns how many were claimed. For tests and scripts that drain the queue at a fixed `now`; the
 * server runs jobs side by side with startJobWorker.
 */
export async function runDueJobs(
  db: Db,
  handlers: JobHandlers,
  opts: { now: Date; workerId: string; limit?: number; logger?: Logger },
): Promise<number> {
  const limit = opts.limit ?? 20;
  const slots = Object.fromEntries(Object.keys(handlers).map((kind) => [kind, limit]));
  const claimed = await claimDueJobs(db, { slots, limit, now: opts.now, workerId: opts.workerId });
  for (const job of claimed) {
    // The lease runs from when this job starts, not from the claim of the batch: it may have run out while the
    // jobs before this one ran, and another worker taken the job over. It is that worker's now.
    if (!(await renewLease(db, job.id, opts.workerId, opts.now))) continue;
    await runClaimedJob(db, handlers[job.kind]!, job, opts);
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
  /** Claim due jobs now rather than at the next poll (e.g. right after enqueuing one due at once). */
  poke(): void;
  /**
   * Claims nothing more and waits for the running jobs to finish, at most `timeoutMs` (none: as long as they
   * take). Answers how many were still running then: they stay claimed until their lease runs out (or, on the
   * embedded database, until the next start), and run again then.
   */
  stop(opts?: { timeoutMs?: number }): Promise<number>;
}

/**
 * Runs the queue's jobs side by side: at most `concurrency.total` at once, and `concurrency.perKind[kind]` of a
 * kind. A claim asks for as many due jobs as there are free slots and starts them at once, in (run_at, id)
 * order. While due work is found, every finished job (and every claim that found some) claims again, so the
 * slots stay busy without waiting for the poll; once a claim finds nothing, the worker polls every `pollMs`.
 */
export function startJobWorker(
  db: Db,
  handlers: JobHandlers,
  opts: {
    logger: Logger;
    pollMs?: number;
    now?: () => Date;
    /** This process is the only one using the database: jobs left running by a dead one run again at once. */
    exclusive?: boolean;
    /** The server's: config.jobConcurrency (DEFAULT_JOB_CONCURRENCY unless the environment says otherwise). */
    concurrency: JobConcurrency;
  },
): JobWorker {
  const workerId = `${process.pid}-${randomBytes(4).toString('hex')}`;
  const pollMs = opts.pollMs ?? 1000;
  const now = opts.now ?? (() => new Date());
  const limits = opts.concurrency;
  const kinds = Object.keys(handlers);
  const runningByKind = new Map<string, number>();
  /** The jobs running here, by id: a claim that hands one back (its lease lapsed while it ran) must not start it again. */
  const running = new Map<number, Promise<void>>();
  let stopped = false;
  let timer: NodeJS.Timeout | undefined;
  let claiming: Promise<void> | undefined;
  let claimAgain = false;
  let releasePending = opts.exclusive ?? false;

  const freeSlots = (): { slots: Record<string, number>; limit: number } => {
    const limit = limits.total - running.size;
    const slots: Record<string, number> = {};
    if (limit <= 0) return { slots, limit: 0 };
    for (const kind of kinds) {
      const free = Math.min(limit, (limits.perKind[kind] ?? limits.total) - (runningByKind.get(kind) ?? 0));
      if (free > 0) slots[kind] = free;
    }
    return { slots, limit };
  };

  const start = (job: ClaimedJob, claimedAt: Date) => {
    if (running.has(job.id)) return;
    runningByKind.set(job.kind, (runningByKind.get(job.kind) ?? 0) + 1);
    const run = runClaimedJob(db, handlers[job.kind]!, job, { now: claimedAt, workerId, logger: opts.logger })
      .catch((err: unknown) => opts.logger.error({ err: loggableError(err), job: job.id, kind: job.kind }, 'job worker: could not record a job\'s outcome'))
      .finally(() => {
        running.delete(job.id);
        runningByKind.set(job.kind, runningByKind.get(job.kind)! - 1);
        // Its slot is free: the next due job takes it now, not at the next poll.
        fill();
      });
    running.set(job.id, run);
  };

  const claim = async () => {
    if (releasePending) {
      const released = await releaseOrphanedJobs(db);
      releasePending = false;
      if (released > 0) opts.logger.warn({ jobs: released }, 'job worker: jobs left running by a process that died run again');
    }
    const { slots, limit } = freeSlots();
    if (limit === 0 || Object.keys(slots).length === 0) return;
    const claimedAt = now();
    const claimed = await claimDueJobs(db, { slots, limit, now: claimedAt, workerId });
    // Started in the claim's order: each handler's first statement is sent before the next one's.
    for (const job of claimed) start(job, claimedAt);
    // Some were due: more may be, for the slots still free.
    if (claimed.length > 0) claimAgain = true;
  };

  function fill(): void {
    if (stopped) return;
    if (claiming) {
      claimAgain = true;
      return;
    }
    claimAgain = false;
    claiming = claim()
      .catch((err: unknown) => {
        if (!stopped) opts.logger.error({ err: loggableError(err) }, 'job worker: could not poll the queue');
      })
      .finally(() => {
        claiming = undefined;
        if (claimAgain) fill();
      });
  }

  const poll = () => {
    fill();
    if (!stopped) timer = setTimeout(poll, pollMs);
  };
  timer = setTimeout(poll, 0);

  return {
    poke: () => fill(),
    stop: async (stopOpts = {}) => {
      stopped = true;
      clearTimeout(timer);
      await claiming;
      const finished = Promise.allSettled([...running.values()]);
      if (stopOpts.timeoutMs === undefined) await finished;
      else {
        let bound: NodeJS.Timeout | undefined;
        await Promise.race([finished, new Promise((resolve) => (bound = setTimeout(resolve, stopOpts.timeoutMs)))]);
        clearTimeout(bound);
      }
      return running.size;
    },
  };
}
