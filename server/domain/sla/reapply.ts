import { and, asc, eq, gt, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { conversations, organizations } from '../../db/schema.ts';
import { enqueueJob } from '../../jobs/queue.ts';
import type { JobHandler } from '../../jobs/worker.ts';
import { emitChanges } from '../changes/emit.ts';
import { SYSTEM_ACTOR } from '../conversations/events.ts';
import { refreshSla } from './refresh-sla.ts';

// A policy, the business hours or the time zone changed: every open conversation's SLA is derived again, in
// batches, by a job. The progress lives on the organization's row and each change resets it in its own
// transaction; a batch locks that row first, so a change made while batches run starts them over, never lost.

export const SLA_REAPPLY_JOB = 'sla.reapply';
const BATCH = 500;

/** In the transaction of the change: (re)starts the derivation from the first conversation. */
export async function requestSlaReapply(tx: Db, organizationId: number, now: Date): Promise<void> {
  await tx.update(organizations).set({ slaReapplyAfter: 0 }).where(eq(organizations.id, organizationId));
  await enqueueJob(tx, { kind: SLA_REAPPLY_JOB, organizationId, payload: {}, runAt: now, dedupeKey: `sla-reapply:${organizationId}` });
}

export function slaReapplyHandler(db: Db): JobHandler {
  return async (job) => {
    const organizationId = job.organizationId;
    if (organizationId === null) return;
    const more = await db.transaction(async (tx) => {
      const [org] = await tx
        .select({ after: organizations.slaReapplyAfter })
        .from(organizations)
        .where(eq(organizations.id, organizationId))
        .for('no key update');
      if (!org || org.after === null) return false;
      const batch = await tx
        .select({ id: conversations.id })
        .from(conversations)
        .where(
          and(
            eq(conversations.organizationId, organizationId),
            gt(conversations.id, org.after),
            inArray(conversations.status, ['opened', 'snoozed']),
          ),
        )
        .orderBy(asc(conversations.id))
        .limit(BATCH)
        .for('update');
      const ids = batch.map((r) => r.id);
      await refreshSla(tx, organizationId, ids, job.now);
      const done = ids.length < BATCH;
      await tx
        .update(organizations)
        .set({ slaReapplyAfter: done ? null : ids[ids.length - 1]! })
        .where(eq(organizations.id, organizationId));
      // One event when every open conversation has its new due times (not one per conversation: a policy change
      // would flood webhooks): open dashboards read their lists again.
      if (done) await emitChanges(tx, organizationId, SYSTEM_ACTOR, [{ type: 'sla_policy.applied', payload: {} }], job.now);
      return !done;
    });
    if (more) return { retryAt: job.now };
  };
}
