import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Conversation } from '#contract/conversations';
import type { Db } from '../../db/client.ts';
import { agents, bulkOperationItems, conversations } from '../../db/schema.ts';
import { enqueueJobs } from '../../jobs/queue.ts';
import type { JobHandler } from '../../jobs/worker.ts';
import { emitConversationChanges } from '../changes/emit.ts';
import { InputError } from '../errors.ts';
import {
  BULK_BATCH,
  changeFromJson,
  emitProgress,
  getBulkOperation,
  lockOperation,
  nextItems,
  toBulkOperation,
  updateOperation,
  type BulkOperationRow,
} from './bulk-operations.ts';
import type { BeforeState, BulkChange } from './bulk-update.ts';
import { getConversations } from './conversation-view.ts';
import { recordEvents, type Actor, type NewEvent } from './events.ts';
import { refreshSla } from '../sla/refresh-sla.ts';
import { scheduleWakeUps } from './wake-up.ts';

export const BULK_UNDO_JOB = 'conversations.bulk-undo';

type Current = { id: number; status: Conversation['status'] & string; snoozeUntil: Date | null; waitingSince: Date | null; assigneeId: number | null; tags: string[] };
type Restore = Partial<
  Pick<typeof conversations.$inferInsert, 'status' | 'snoozeUntil' | 'waitingSince' | 'assigneeId' | 'tags' | 'slaCycleStartedAt' | 'slaPauses'>
>;

const sameTime = (a: Date | null | undefined, b: string | Date | null | undefined) =>
  (a ? a.getTime() : null) === (b ? new Date(b).getTime() : null);

/**
 * What undo puts back on one conversation: each field this change changed, and only where it still holds what
 * the change set (a teammate's later change wins). With the history events saying so.
 */
export function restoreOf(change: BulkChange, before: BeforeState, current: Current, activeAgents: Map<number, string>): { set: Restore; events: { type: string; data: Record<string, unknown> }[] } {
  const set: Restore = {};
  const events: { type: string; data: Record<string, unknown> }[] = [];
  if (change.status) {
    const changedIt = before.status !== change.status || (change.status === 'snoozed' && !sameTime(change.snoozeUntil, before.snooze_until));
    const stillAsSet = current.status === change.status && (change.status !== 'snoozed' || sameTime(current.snoozeUntil, change.snoozeUntil));
    if (changedIt && stillAsSet) {
      set.status = before.status;
      set.snoozeUntil = before.snooze_until ? new Date(before.snooze_until) : null;
      // Closing cleared the wait; putting the status back puts back the wait it cleared.
      if (current.waitingSince === null && before.waiting_since) set.waitingSince = new Date(before.waiting_since);
      // And the SLA's clocks as they were: a close undone resumes the resolution clock, it does not restart it.
      if (before.sla_cycle_started_at !== undefined) {
        set.slaCycleStartedAt = before.sla_cycle_started_at ? new Date(before.sla_cycle_started_at) : null;
        set.slaPauses = before.sla_pauses ?? [];
      }
      if (before.status !== current.status) events.push({ type: 'status_changed', data: { from: current.status, to: before.status, reason: 'undo' } });
      if (before.status === 'snoozed') events.push({ type: 'snoozed', data: { until: before.snooze_until, reason: 'undo' } });
    }
  }
  if (change.assignee !== undefined) {
    const setTo = change.assignee?.id ?? null;
    const back = before.assignee_id;
    // An agent deactivated since cannot be given conversations again: that assignment stays.
    if (back !== setTo && current.assigneeId === setTo && (back === null || activeAgents.has(back))) {
      set.assigneeId = back;
      events.push(
        back === null
          ? { type: 'unassigned', data: { from_agent_id: current.assigneeId, reason: 'undo' } }
          : { type: 'assigned', data: { agent_id: back, agent_name: activeAgents.get(back), from_agent_id: current.assigneeId, reason: 'undo' } },
      );
    }
  }
  let tags = current.tags;
  if (change.tag && !before.tags.includes(change.tag) && tags.includes(change.tag)) {
    tags = tags.filter((t) => t !== change.tag);
    events.push({ type: 'untagged', data: { tag: change.tag, reason: 'undo' } });
  }
  if (change.untag && before.tags.includes(change.untag) && !tags.includes(change.untag)) {
    tags = [...tags, change.untag];
    events.push({ type: 'tagged', data: { tag: change.untag, reason: 'undo' } });
  }
  if (tags !== current.tags) set.tags = tags;
  return { set, events };
}

/** Undoes one batch of an operation, in the caller's transaction (the operation locked). Answers the ids put back. */
async function undoBatch(tx: Db, row: BulkOperationRow, opts: { now: Date; actor: Actor }): Promise<{ restored: number[]; left: boolean }> {
  const items = await nextItems(tx, row.id, 'to-undo');
  if (items.length === 0) return { restored: [], left: false };
  const organizationId = row.organizationId;
  const change = changeFromJson(row.change);
  const ids = items.map((i) => i.conversationId);
  const current = await tx
    .select({
      id: conversations.id,
      status: conversations.status,
      snoozeUntil: conversations.snoozeUntil,
      waitingSince: conversations.waitingSince,
      assigneeId: conversations.assigneeId,
      tags: conversations.tags,
    })
    .from(conversations)
    .where(and(eq(conversations.organizationId, organizationId), inArray(conversations.id, ids)))
    .orderBy(conversations.id)
    .for('update');
  const beforeAssignees = [...new Set(items.map((i) => (i.before as BeforeState | null)?.assignee_id).filter((id): id is number => typeof id === 'number'))];
  const activeAgents = new Map(
    beforeAssignees.length
      ? (
          await tx
            .select({ id: agents.id, name: agents.name })
            .from(agents)
            .where(and(eq(agents.organizationId, organizationId), eq(agents.active, true), inArray(agents.id, beforeAssignees)))
        ).map((a) => [a.id, a.name] as const)
      : [],
  );
  const beforeOf = new Map(items.map((i) => [i.conversationId, i.before as BeforeState | null]));
  const history: NewEvent[] = [];
  const restored: number[] = [];
  for (const conversation of current) {
    const before = beforeOf.get(conversation.id);
    if (!before) continue;
    const { set, events } = restoreOf(change, before, conversation, activeAgents);
    if (events.length === 0) continue;
    await tx.update(conversations).set({ ...set, updatedAt: opts.now }).where(eq(conversations.id, conversation.id));
    if (set.status === 'snoozed' && set.snoozeUntil) await scheduleWakeUps(tx, organizationId, [conversation.id], set.snoozeUntil);
    history.push(...events.map((e) => ({ organizationId, conversationId: conversation.id, ...e })));
    restored.push(conversation.id);
  }
  await refreshSla(tx, organizationId, restored, opts.now);
  // The status change an undo reverts is the conversation's latest: marked undone, so the reports do not count a
  // closing that was taken back (the undo's own status change says reason: undo).
  const statusRestored = [...new Set(history.filter((e) => e.type === 'status_changed').map((e) => e.conversationId))];
  if (statusRestored.length) {
    await tx.execute(sql`
      update events e set data = e.data || '{"undone": true}'::jsonb
      from (select distinct on (conversation_id) id from events
            where conversation_id = any(${`{${statusRestored.join(',')}}`}::bigint[]) and type = 'status_changed'
            order by conversation_id, created_at desc, id desc) latest
      where e.id = latest.id`);
  }
  await recordEvents(tx, opts.actor, history, opts.now);
  await tx
    .update(bulkOperationItems)
    .set({ undone: true })
    .where(and(eq(bulkOperationItems.operationId, row.id), inArray(bulkOperationItems.conversationId, ids)));
  await emitConversationChanges(tx, organizationId, opts.actor, 'conversation.updated', restored, opts.now, (c) => ({
    changes: [...new Set(history.filter((e) => e.conversationId === c.id).map((e) => e.type))],
    undo_of: row.id,
  }));
  return { restored, left: items.length === BULK_BATCH };
}

/**
 * Undoes a bulk operation: at once when it changed at most one batch of conversations (answering them), else
 * as a job in batches (answering none yet; progress in the feed). Refused for a deletion, an operation still
 * running or already undone, and past the undo window.
 */
export async function undoBulkOperation(
  db: Db,
  organizationId: number,
  id: number,
  opts: { now: Date; actor: Actor },
): Promise<{ operation: BulkOperationRow; conversations: Conversation[] } | undefined> {
  const found = await getBulkOperation(db, organizationId, id);
  if (!found) return undefined;
  const result = await db.transaction(async (tx) => {
    const row = (await lockOperation(tx, id))!;
    const view = toBulkOperation(row);
    if (view.delete) throw new InputError('a deletion cannot be undone');
    if (row.status === 'running') throw new InputError('this bulk change is still running: undo it once it has finished', 409);
    if (row.status === 'undoing' || row.status === 'undone') throw new InputError('this bulk change was already undone', 409);
    if (!view.undo_until) throw new InputError('this bulk change changed nothing: there is nothing to undo', 409);
    if (opts.now.getTime() > Date.parse(view.undo_until)) throw new InputError(`this bulk change can no longer be undone (only until ${view.undo_until})`, 409);
    if (row.changed > BULK_BATCH) {
      const undoing = await updateOperation(tx, id, { status: 'undoing' });
      await enqueueJobs(tx, [{ kind: BULK_UNDO_JOB, organizationId, payload: { operation_id: id, ...actorPayload(opts.actor) }, runAt: opts.now }]);
      await emitProgress(tx, undoing, opts.now);
      return { operation: undoing, restored: [] as number[] };
    }
    const { restored } = await undoBatch(tx, row, opts);
    const undone = await updateOperation(tx, id, { status: 'undone', undoneAt: opts.now });
    await emitProgress(tx, undone, opts.now);
    return { operation: undone, restored };
  });
  return { operation: result.operation, conversations: await getConversations(db, organizationId, result.restored) };
}

const actorPayload = (actor: Actor) => ({ actor_type: actor.type, actor_agent_id: actor.agentId, actor_api_key_id: actor.apiKeyId });

/** The job of a long undo: one batch per run, then due again at once until every conversation is put back. */
export function bulkUndoHandler(db: Db): JobHandler {
  return async (job) => {
    const operationId = Number(job.payload.operation_id);
    const actor: Actor = {
      type: job.payload.actor_type as Actor['type'],
      agentId: (job.payload.actor_agent_id as number | null) ?? null,
      apiKeyId: (job.payload.actor_api_key_id as number | null) ?? null,
    };
    const more = await db.transaction(async (tx) => {
      const row = await lockOperation(tx, operationId);
      if (!row || row.status !== 'undoing') return false;
      const { left } = await undoBatch(tx, row, { now: job.now, actor });
      if (left) return true;
      await emitProgress(tx, await updateOperation(tx, operationId, { status: 'undone', undoneAt: job.now }), job.now);
      return false;
    });
    if (more) return { retryAt: job.now };
  };
}
