import { sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { queryRows } from '../db/query-rows.ts';

/**
 * A job whose worker died is claimable again once its lease has run out. A live worker renews the lease of the
 * job it runs every third of it, so a slow job is never taken over however long it takes; the lease itself is
 * only how long a killed process holds up its job (and message) on a shared database: a minute, not five.
 * The embedded database does not wait at all (see `releaseOrphanedJobs`).
 */
export const LEASE_MS = 60_000;

export interface ClaimedJob {
  id: number;
  kind: string;
  payload: Record<string, unknown>;
  organizationId: number | null;
  attempts: number;
  maxAttempts: number;
  /** As the database wrote it (microseconds): compared in SQL to tell whether the job was moved while it ran. */
  runAt: string;
}

interface ClaimedRow {
  id: number | string;
  kind: string;
  payload: Record<string, unknown>;
  organization_id: number | string | null;
  attempts: number;
  max_attempts: number;
  run_at: string;
  position: number;
}

/**
 * Claims due jobs (FOR UPDATE SKIP LOCKED, so several workers never take the same job): at most `limit` in all
 * and `slots[kind]` of each kind, the first in (run_at, id) order, and answers them in that order. Only the
 * kinds named in `slots` are claimed.
 *
 * Due means run_at has come, for a job left running by a dead worker too (its lease over): a job moved later
 * while it ran is due then, not when the lease ends. That makes `run_at <= now` a range of the due index for
 * every poll: with the lease as an alternative to it, each poll read every pending job, due or not (100,000
 * wake-ups of snoozed conversations: 45 ms a second of the database's time, per server process).
 *
 * The first `limit` due rows are locked, then cut to each kind's slots: rows past a kind's slots are only
 * locked for the statement (a worker with one free slot for AI sources and eight for sends, facing a queue
 * that starts with AI sources, takes one of them now and the sends on its next claim).
 */
export async function claimDueJobs(
  db: Db,
  opts: { slots: Record<string, number>; limit: number; now: Date; workerId: string },
): Promise<ClaimedJob[]> {
  const kinds = Object.keys(opts.slots).filter((k) => opts.slots[k]! > 0);
  if (kinds.length === 0 || opts.limit < 1) return [];
  const leaseUntil = new Date(opts.now.getTime() + LEASE_MS);
  const rows = await queryRows<ClaimedRow>(db, sql`
    update jobs set status = 'running', locked_by = ${opts.workerId}, locked_until = ${leaseUntil},
                    attempts = jobs.attempts + 1
    from (
      select id, row_number() over (order by run_at, id)::int as position
      from (
        select id, run_at, kind, row_number() over (partition by kind order by run_at, id) as nth
        from (
          select id, run_at, kind from jobs
          where kind in (${sql.join(kinds.map((k) => sql`${k}`), sql`, `)})
            and run_at <= ${opts.now} and (status = 'pending' or (status = 'running' and locked_until < ${opts.now}))
          order by run_at, id
          limit ${opts.limit}
          for update skip locked
        ) due
      ) ranked
      where nth <= (${JSON.stringify(opts.slots)}::jsonb ->> kind)::int
    ) claimed
    where jobs.id = claimed.id
    returning jobs.id, jobs.kind, jobs.payload, jobs.organization_id, jobs.attempts, jobs.max_attempts,
              jobs.run_at::text as run_at, claimed.position`);
  return rows
    .sort((a, b) => a.position - b.position)
    .map((r) => ({
      id: Number(r.id),
      kind: r.kind,
      payload: r.payload,
      organizationId: r.organization_id === null ? null : Number(r.organization_id),
      attempts: Number(r.attempts),
      maxAttempts: Number(r.max_attempts),
      runAt: String(r.run_at),
    }));
}
