import type { Conversation } from '#contract/conversations';
import type { Db } from '../../db/client.ts';
import type { JobHandler } from '../../jobs/worker.ts';
import { actorOfOperation, changeFromJson, createOperation, emitProgress, lockOperation, nextItems, updateOperation, type BulkOperationRow } from './bulk-operations.ts';
import { applyToBatch, type BulkPlan } from './bulk-update.ts';
import { getConversations } from './conversation-view.ts';
import type { Actor } from './events.ts';

/**
 * A bulk request of listed ids (at most 500): one transaction, recorded as an operation so it can be undone.
 * Answers the conversations changed in their new state (deleted ones as they were just before) and the operation.
 */
export async function applyBulkUpdate(
  db: Db,
  organizationId: number,
  plan: BulkPlan,
  opts: { now: Date; actor: Actor },
): Promise<{ conversations: Conversation[]; operation: BulkOperationRow }> {
  const { ids, ...change } = plan;
  const { operation, batch } = await db.transaction(async (tx) => {
    const created = await createOperation(tx, organizationId, { actor: opts.actor, change, search: null, total: ids.length, at: opts.now });
    const batch = await applyToBatch(tx, organizationId, created.id, change, ids, opts);
    const operation = await updateOperation(tx, created.id, { status: 'done', processed: ids.length, changed: batch.changed.length, finishedAt: opts.now });
    return { operation, batch };
  });
  return { conversations: await listedAfter(db, organizationId, plan, batch), operation };
}

/**
 * A status, assignment or tag step of an action (a snippet applied, a sent message's actions), in the caller's
 * transaction: the bulk update's changes and events, but no operation: nothing offers to undo a step, so
 * none is kept for it. Answers the conversations as a bulk request does.
 */
export async function applyActionChange(tx: Db, organizationId: number, plan: BulkPlan, opts: { now: Date; actor: Actor }): Promise<Conversation[]> {
  const { ids, ...change } = plan;
  const batch = await applyToBatch(tx, organizationId, null, change, ids, opts);
  return listedAfter(tx, organizationId, plan, batch);
}

/** The listed conversations after a change: deleted ones as they were, changed ones as the change's feed has them, the rest read. */
async function listedAfter(db: Db, organizationId: number, plan: BulkPlan, batch: Awaited<ReturnType<typeof applyToBatch>>): Promise<Conversation[]> {
  if (plan.delete) return batch.deleted;
  const byId = new Map(batch.updated.map((c) => [c.id, c]));
  const unchanged = batch.found.filter((id) => !byId.has(id));
  for (const c of await getConversations(db, organizationId, unchanged)) byId.set(c.id, c);
  return plan.ids.flatMap((id) => byId.get(id) ?? []);
}

/**
 * The job of a change over a whole search: one batch per run, each in its own transaction (the operation row
 * locked, the batch's conversations changed and marked done, progress in the feed), then due again at once
 * until none is left. A restart resumes where the last committed batch ended.
 */
export function bulkOperationHandler(db: Db): JobHandler {
  return async (job) => {
    const operationId = Number(job.payload.operation_id);
    const more = await db.transaction(async (tx) => {
      const row = await lockOperation(tx, operationId);
      if (!row || row.status !== 'running') return false;
      const items = await nextItems(tx, operationId, 'to-apply');
      if (items.length === 0) {
        await emitProgress(tx, await updateOperation(tx, operationId, { status: 'done', finishedAt: job.now }), job.now);
        return false;
      }
      const ids = items.map((i) => i.conversationId);
      const batch = await applyToBatch(tx, row.organizationId, operationId, changeFromJson(row.change), ids, { now: job.now, actor: actorOfOperation(row) });
      const updated = await updateOperation(tx, operationId, { processed: row.processed + ids.length, changed: row.changed + batch.changed.length });
      await emitProgress(tx, updated, job.now);
      return true;
    });
    if (more) return { retryAt: job.now };
  };
}
