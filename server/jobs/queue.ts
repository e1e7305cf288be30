import { sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { queryRows } from '../db/query-rows.ts';
import { jobs } from '../db/schema.ts';

// The one durable job queue: rows in the jobs table. Enqueue inside the transaction that makes the change
// the job belongs to, so a job exists exactly when its change was committed.

export interface EnqueueInput {
  kind: string;
  payload?: Record<string, unknown>;
  runAt: Date;
  organizationId?: number | null;
  /**
   * At most one unfinished job per key. Enqueuing again with the same key moves the pending job to the new
   * time (e.g. a conversation snoozed again) instead of adding a second one.
   */
  dedupeKey?: string;
  maxAttempts?: number;
}

const rowOf = (input: EnqueueInput) => ({
  kind: input.kind,
  payload: input.payload ?? {},
  runAt: input.runAt,
  organizationId: input.organizationId ?? null,
  dedupeKey: input.dedupeKey ?? null,
  maxAttempts: input.maxAttempts ?? 8,
});

export async function enqueueJob(db: Db, input: EnqueueInput): Promise<void> {
  await enqueueJobs(db, [input]);
}

/** Several jobs in one statement (e.g. the wake-ups of a bulk snooze); dedupe keys must differ. */
export async function enqueueJobs(db: Db, inputs: EnqueueInput[]): Promise<void> {
  if (inputs.length === 0) return;
  const plain = inputs.filter((i) => !i.dedupeKey).map(rowOf);
  const keyed = inputs.filter((i) => i.dedupeKey).map(rowOf);
  if (plain.length) await db.insert(jobs).values(plain);
  if (keyed.length) {
    await db
      .insert(jobs)
      .values(keyed)
      .onConflictDoUpdate({
        target: jobs.dedupeKey,
        targetWhere: sql`${jobs.status} in ('pending', 'running')`,
        set: { runAt: sql`excluded.run_at`, payload: sql`excluded.payload` },
      });
  }
}

/** Cancels the unfinished job of this key, if any (e.g. a send that was undone). */
export async function cancelJob(db: Db, dedupeKey: string): Promise<boolean> {
  const rows = await queryRows<{ id: number }>(db, sql`
    update jobs set status = 'cancelled', finished_at = now()
    where dedupe_key = ${dedupeKey} and status = 'pending'
    returning id`);
  return rows.length > 0;
}
