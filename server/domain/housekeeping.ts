import { and, inArray, lt, or, sql } from 'drizzle-orm';
import type { Logger } from 'pino';
import type { Db } from '../db/client.ts';
import { upkeepEmbeddedDatabase } from '../db/embedded-upkeep.ts';
import { jobs, sessions, signInFailures } from '../db/schema.ts';
import { enqueueJob } from '../jobs/queue.ts';
import type { JobHandler } from '../jobs/worker.ts';
import { pruneChangeFeed, CHANGE_FEED_KEPT_MS } from './changes/prune.ts';
import { pruneBulkOperations } from './conversations/bulk-operations.ts';
import { deleteUnattachedBlobs } from './files/blob-store.ts';
import { pruneRateLimitCounters } from './rate-limits/window-counter.ts';
import { redactEarlierProposals } from './rag/proposals/redact-earlier-proposals.ts';
import { FAILURE_WINDOW_MS } from './sessions.ts';

export const HOUSEKEEPING_JOB = 'maintenance.housekeeping';
const EVERY_MS = 60 * 60_000;
const DAY_MS = 86_400_000;

/** Queues the recurring housekeeping job (idempotent: one pending job, moved to now at each start). */
export function scheduleHousekeeping(db: Db, now: Date): Promise<void> {
  return enqueueJob(db, { kind: HOUSEKEEPING_JOB, runAt: now, dedupeKey: 'housekeeping' });
}

/**
 * Removes what is no longer of use, hourly, on the one job queue (so several server processes do it once):
 * bytes of uploads that were never attached, sign-in failures past their window, sessions long expired, and
 * finished jobs after a week (failed ones after a month, for inspection), and the change feed's events after a
 * week (streams resuming from before are told to start over). AI proposals made before questions were proposed
 * without the customer's personal data are redacted (once: see redact-earlier-proposals.ts). On the embedded
 * database, last, the vacuuming and statistics PostgreSQL's autovacuum would do (see embedded-upkeep.ts).
 */
export function housekeepingHandler(db: Db, logger: Logger, opts: { embeddedDatabase?: boolean } = {}): JobHandler {
  return async (job) => {
    const ago = (ms: number) => new Date(job.now.getTime() - ms);
    const blobs = await deleteUnattachedBlobs(db, job.now);
    const failures = await db.delete(signInFailures).where(lt(signInFailures.createdAt, ago(FAILURE_WINDOW_MS))).returning({ id: signInFailures.id });
    const expired = await db
      .delete(sessions)
      .where(or(lt(sessions.expiresAt, ago(30 * DAY_MS)), lt(sessions.revokedAt, ago(30 * DAY_MS))))
      .returning({ id: sessions.id });
    const finished = await db
      .delete(jobs)
      .where(
        or(
          and(inArray(jobs.status, ['done', 'cancelled']), lt(jobs.finishedAt, ago(7 * DAY_MS))),
          and(sql`${jobs.status} = 'failed'`, lt(jobs.finishedAt, ago(30 * DAY_MS))),
        ),
      )
      .returning({ id: jobs.id });
    const changes = await pruneChangeFeed(db, ago(CHANGE_FEED_KEPT_MS));
    // Past their undo window (an hour) and a day's margin to read how they went.
    const operations = await pruneBulkOperations(db, ago(DAY_MS));
    // Windows are a minute long: an hour old is long over.
    const rateCounters = await pruneRateLimitCounters(db, ago(60 * 60_000));
    const proposals = await redactEarlierProposals(db, job.now);
    const upkeepStart = Date.now();
    const upkeep = opts.embeddedDatabase ? await upkeepEmbeddedDatabase(db) : undefined;
    logger.info(
      {
        blobs,
        sign_in_failures: failures.length,
        sessions: expired.length,
        jobs: finished.length,
        change_events: changes,
        bulk_operations: operations,
        rate_limit_counters: rateCounters,
        ...(proposals ? { proposals_redacted: proposals } : {}),
        ...(upkeep ? { vacuumed: upkeep.vacuumed, analyzed: upkeep.analyzed, upkeep_ms: Date.now() - upkeepStart } : {}),
      },
      'housekeeping done',
    );
    return { retryAt: new Date(job.now.getTime() + EVERY_MS) };
  };
}
