import { and, asc, eq, gt, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { changeEvents, organizations, webhookDeliveries, webhooks } from '../../db/schema.ts';
import { enqueueJobs } from '../../jobs/queue.ts';
import type { JobHandler } from '../../jobs/worker.ts';
import { toChangeEvent } from '../changes/read.ts';
import { DELIVERY_ATTEMPTS } from './deliver.ts';
import { typeMatches } from '../changes/type-matches.ts';

export const DISPATCH_JOB = 'webhooks.dispatch';
export const DELIVER_JOB = 'webhooks.deliver';
const BATCH = 200;

/**
 * Asks for the organization's new events to be handed to its webhooks, in the transaction of the change (so the
 * request exists exactly when the events do). A single pending job per organization: concurrent changes move it,
 * and the job reads everything new when it runs. Nothing when the organization has no active webhook.
 */
export async function requestDispatch(tx: Db, organizationId: number, at: Date): Promise<void> {
  await tx.execute(sql`
    insert into jobs (kind, organization_id, payload, run_at, dedupe_key)
    select ${DISPATCH_JOB}, ${organizationId}, jsonb_build_object('organization_id', ${organizationId}::bigint), ${at}, ${`webhooks:${organizationId}`}
    where exists (select 1 from ${webhooks} where ${webhooks.organizationId} = ${organizationId} and ${webhooks.active})
    on conflict (dedupe_key) where status in ('pending', 'running') do update set run_at = excluded.run_at`);
}

/** One delivery job per delivery, with as many attempts as a delivery gets. */
export async function enqueueDeliveries(tx: Db, organizationId: number, deliveryIds: number[], at: Date): Promise<void> {
  await enqueueJobs(
    tx,
    deliveryIds.map((id) => ({ kind: DELIVER_JOB, organizationId, payload: { delivery_id: id }, runAt: at, maxAttempts: DELIVERY_ATTEMPTS })),
  );
}

/**
 * The dispatch job: the organization's events after the last one dispatched become deliveries (one per active
 * webhook asking for the type), each with its own delivery job; the mark moves in the same transaction, so every
 * event is handed over once, whichever process runs the job.
 */
export function dispatchHandler(db: Db): JobHandler {
  return async (job) => {
    const organizationId = Number(job.payload.organization_id);
    const more = await db.transaction(async (tx) => {
      const [org] = await tx
        .select({ through: organizations.webhooksDispatchedThrough })
        .from(organizations)
        .where(eq(organizations.id, organizationId))
        .for('no key update');
      if (!org) return false;
      const events = await tx
        .select()
        .from(changeEvents)
        .where(and(eq(changeEvents.organizationId, organizationId), gt(changeEvents.id, org.through)))
        .orderBy(asc(changeEvents.id))
        .limit(BATCH);
      if (events.length === 0) return false;
      const hooks = await tx
        .select({ id: webhooks.id, eventTypes: webhooks.eventTypes })
        .from(webhooks)
        .where(and(eq(webhooks.organizationId, organizationId), eq(webhooks.active, true)));
      const deliveries = events.flatMap((row) =>
        hooks
          .filter((hook) => typeMatches(hook.eventTypes, row.type))
          .map((hook) => ({ organizationId, webhookId: hook.id, eventId: row.id, eventType: row.type, body: JSON.stringify(toChangeEvent(row)), createdAt: job.now })),
      );
      if (deliveries.length) {
        const ids = await tx.insert(webhookDeliveries).values(deliveries).returning({ id: webhookDeliveries.id });
        await enqueueDeliveries(tx, organizationId, ids.map(({ id }) => id), job.now);
      }
      await tx.update(organizations).set({ webhooksDispatchedThrough: events.at(-1)!.id }).where(eq(organizations.id, organizationId));
      return events.length === BATCH;
    });
    if (more) return { retryAt: job.now };
  };
}
