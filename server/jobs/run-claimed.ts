import { sql } from 'drizzle-orm';
import type { Logger } from 'pino';
import type { Db } from '../db/client.ts';
import { queryRows } from '../db/query-rows.ts';
import { loggableError } from '../logger.ts';
import { LEASE_MS, type ClaimedJob } from './claim.ts';
import type { JobHandler } from './worker.ts';

/** Exponential backoff with a ceiling: 30 s, 1 min, 2 min ... at most 1 hour. */
export function retryDelayMs(attempts: number): number {
  return Math.min(30_000 * 2 ** Math.max(0, attempts - 1), 3_600_000);
}

/**
 * Moves the job's lease a LEASE_MS past now; false when it is no longer this worker's (its lease ran out and
 * another worker took it over: running it here too would run it twice).
 */
export async function renewLease(db: Db, jobId: number, workerId: string, now: Date): Promise<boolean> {
  const until = new Date(Math.max(Date.now(), now.getTime()) + LEASE_MS);
  const rows = await queryRows<{ id: number }>(db, sql`
    update jobs set locked_until = greatest(locked_until, ${until})
    where id = ${jobId} and locked_by = ${workerId} and status = 'running' returning id`);
  return rows.length > 0;
}

/**
 * Runs one claimed job and records its outcome: done, moved to a later time (the handler said so, or the job
 * was enqueued again for later while it ran), or failed (retried with backoff until its last attempt). The lease
 * is renewed every third of it while the handler runs: a slow job (a relay taking minutes) is never taken over,
 * and so never run twice, while its worker lives. Every update names this worker, so a job another worker
 * took over is not touched. Rejects only when the outcome could not be recorded (the database gone): the job
 * then stays running under this worker's lease, and runs again once the lease is over.
 */
export async function runClaimedJob(
  db: Db,
  handler: JobHandler,
  job: ClaimedJob,
  opts: { now: Date; workerId: string; logger?: Logger | undefined },
): Promise<void> {
  const heartbeat = setInterval(() => void renewLease(db, job.id, opts.workerId, opts.now).catch(() => {}), LEASE_MS / 3);
  heartbeat.unref();
  try {
    const outcome = await handler({ id: job.id, kind: job.kind, payload: job.payload, organizationId: job.organizationId, attempts: job.attempts, now: opts.now });
    if (outcome && 'retryAt' in outcome) {
      await db.execute(sql`update jobs set status = 'pending', run_at = ${outcome.retryAt}, attempts = attempts - 1,
                           locked_by = null, locked_until = null where id = ${job.id} and locked_by = ${opts.workerId}`);
    } else {
      // Moved to a later time while it ran (say, snoozed again just after waking up): due again then.
      await db.execute(sql`update jobs set
          status = case when run_at = ${job.runAt}::timestamptz then 'done' else 'pending' end,
          finished_at = case when run_at = ${job.runAt}::timestamptz then ${opts.now}::timestamptz end,
          attempts = case when run_at = ${job.runAt}::timestamptz then attempts else attempts - 1 end,
          locked_by = null, locked_until = null
        where id = ${job.id} and locked_by = ${opts.workerId}`);
    }
  } catch (err) {
    const finalFailure = job.attempts >= job.maxAttempts;
    opts.logger?.warn({ err: loggableError(err), job: job.id, kind: job.kind, attempts: job.attempts }, finalFailure ? 'job failed for good' : 'job failed, will retry');
    await db.execute(sql`update jobs set
        status = ${finalFailure ? 'failed' : 'pending'},
        run_at = ${new Date(opts.now.getTime() + retryDelayMs(job.attempts))},
        last_error = ${loggableError(err).message.slice(0, 2000)},
        finished_at = ${finalFailure ? opts.now : null},
        locked_by = null, locked_until = null
      where id = ${job.id} and locked_by = ${opts.workerId}`);
  } finally {
    clearInterval(heartbeat);
  }
}
