import { and, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { PgUpdateSetSource } from 'drizzle-orm/pg-core';
import type { z } from 'zod';
import type { BulkUpdateBodySchema, Conversation, ConversationStatus } from '#contract/conversations';
import type { Suppression } from '#contract/suppressions';
import type { Db } from '../../db/client.ts';
import { agents, bulkOperationItems, contacts, conversations } from '../../db/schema.ts';
import { normalizeEmail } from '../agents.ts';
import { InputError } from '../errors.ts';
import { organizationTimeZone } from '../organization-settings.ts';
import { suppressSender } from '../suppressions.ts';
import { emitChanges, emitConversationChanges } from '../changes/emit.ts';
import { getConversations } from './conversation-view.ts';
import { recordEvents, type Actor, type NewEvent } from './events.ts';
import { parseSnoozeUntil } from './snooze-time.ts';
import { refreshSla } from '../sla/refresh-sla.ts';
import { organizationCalendar } from '../sla/sla-settings.ts';
import { countedTimeBetween } from '../time/business-calendar.ts';
import { scheduleWakeUps } from './wake-up.ts';

type BulkBody = z.output<typeof BulkUpdateBodySchema>;

const STATUS_OF: Record<Exclude<BulkBody['status'] & string, 'DELETE'>, ConversationStatus> = {
  OPENED: 'opened',
  CLOSED: 'closed',
  SPAM: 'spam',
  SNOOZED: 'snoozed',
};

/** A checked change, the same for every conversation it applies to (stored with its bulk operation). */
export interface BulkChange {
  delete: boolean;
  status?: ConversationStatus;
  snoozeUntil?: Date;
  /** undefined: leave as is; null: unassign. */
  assignee?: { id: number; name: string } | null;
  tag?: string;
  untag?: string;
  block: boolean;
}

/** The checked plan of a bulk request: everything that can be refused is refused before anything changes. */
export interface BulkPlan extends BulkChange {
  ids: number[];
}

async function resolveAgent(db: Db, organizationId: number, body: Omit<BulkBody, 'ids'>) {
  const byId = body.agent_id !== undefined;
  const byEmail = body.agent_email !== undefined;
  if (byId && byEmail) throw new InputError('give agent_id or agent_email, not both');
  if (!byId && !byEmail) return undefined;
  if (body.agent_id === null) return null;
  const condition = byId ? eq(agents.id, body.agent_id!) : eq(agents.email, normalizeEmail(body.agent_email!));
  const [agent] = await db
    .select({ id: agents.id, name: agents.name })
    .from(agents)
    .where(and(eq(agents.organizationId, organizationId), eq(agents.active, true), condition));
  if (!agent) {
    throw new InputError(byId ? `agent ${body.agent_id} not found` : `no agent with the email ${body.agent_email} in this organization`);
  }
  return agent;
}

export async function planBulkUpdate(
  db: Db,
  organizationId: number,
  body: BulkBody,
  opts: { now: Date; canBlock: boolean },
): Promise<BulkPlan> {
  return { ids: [...new Set(body.ids)], ...(await planBulkChange(db, organizationId, body, opts)) };
}

/** Checks the change of a bulk request (without its ids: also that of a change over a whole search). */
export async function planBulkChange(
  db: Db,
  organizationId: number,
  body: Omit<BulkBody, 'ids'>,
  opts: { now: Date; canBlock: boolean },
): Promise<BulkChange> {
  const isDelete = body.status === 'DELETE';
  const status = body.status && body.status !== 'DELETE' ? STATUS_OF[body.status] : undefined;
  const assignee = await resolveAgent(db, organizationId, body);
  const hasChange = body.status !== undefined || assignee !== undefined || body.tag !== undefined || body.untag !== undefined;
  if (!hasChange) throw new InputError('nothing to change: give status, agent_id, agent_email, tag or untag');
  if (isDelete && (assignee !== undefined || body.tag !== undefined || body.untag !== undefined)) {
    throw new InputError('status DELETE cannot be combined with other changes');
  }
  if (body.snooze_until !== undefined && status !== 'snoozed') {
    throw new InputError('snooze_until is only used with status SNOOZED');
  }
  if (body.block !== undefined && status !== 'spam') throw new InputError('block is only used with status SPAM');
  if (body.tag !== undefined && body.tag === body.untag) throw new InputError('tag and untag name the same tag');

  let snoozeUntil: Date | undefined;
  if (status === 'snoozed') {
    if (body.snooze_until === undefined) throw new InputError('snooze_until is required with status SNOOZED');
    const parsed = parseSnoozeUntil(body.snooze_until, { now: opts.now, timeZone: await organizationTimeZone(db, organizationId) });
    if (!parsed.ok) throw new InputError(parsed.error);
    snoozeUntil = parsed.until;
  }
  const block = status === 'spam' && body.block === true;
  // Checked last among the rules but before any change: without the permission nothing at all happens.
  if (block && !opts.canBlock) throw new InputError('blocking contacts needs the contact.block permission', 403);

  return {
    delete: isDelete,
    ...(status ? { status } : {}),
    ...(snoozeUntil ? { snoozeUntil } : {}),
    ...(assignee !== undefined ? { assignee } : {}),
    ...(body.tag !== undefined ? { tag: body.tag } : {}),
    ...(body.untag !== undefined ? { untag: body.untag } : {}),
    block,
  };
}

/** The column assignments of a plan, identical for every conversation it changes. */
function planAssignments(plan: BulkChange): PgUpdateSetSource<typeof conversations> {
  const set: PgUpdateSetSource<typeof conversations> = {};
  if (plan.status) {
    set.status = plan.status;
    set.snoozeUntil = plan.status === 'snoozed' ? plan.snoozeUntil! : null;
    // Closing or marking spam is the agent's answer: nobody is waiting on this conversation any more.
    if (plan.status === 'closed' || plan.status === 'spam') set.waitingSince = null;
  }
  if (plan.assignee !== undefined) set.assigneeId = plan.assignee?.id ?? null;
  if (plan.tag || plan.untag) {
    let tags: SQL = sql`${conversations.tags}`;
    if (plan.untag) tags = sql`array_remove(${tags}, ${plan.untag}::text)`;
    if (plan.tag) tags = sql`case when ${plan.tag}::text = any(${tags}) then ${tags} else array_append(${tags}, ${plan.tag}::text) end`;
    set.tags = tags;
  }
  return set;
}

/** What undo needs of a conversation before the change: the fields a bulk change can change. */
// A type, not an interface: it is stored as JSON (a record).
export type BeforeState = {
  status: ConversationStatus;
  snooze_until: string | null;
  waiting_since: string | null;
  assignee_id: number | null;
  tags: string[];
  /** The SLA's open cycle and its snoozes (absent in operations recorded before SLAs): undoing a close resumes them. */
  sla_cycle_started_at?: string | null;
  sla_pauses?: { from: number; to: number | null }[];
};

/**
 * Applies the change to the organization's conversations among `ids` (others are skipped), in the caller's
 * transaction: each conversation is locked and changed with its history and feed events. As part of bulk
 * operation `operationId`, each one's state before is recorded for undo; with null (a step of an action, which
 * no one is offered to undo) nothing is recorded. Answers the ids found and those changed, the deleted
 * conversations as they were just before, and the changed ones as they will commit.
 */
export async function applyToBatch(
  tx: Db,
  organizationId: number,
  operationId: number | null,
  change: BulkChange,
  ids: number[],
  opts: { now: Date; actor: Actor },
): Promise<{ found: number[]; changed: number[]; deleted: Conversation[]; updated: Conversation[] }> {
  if (change.delete) {
    const before = await getConversations(tx, organizationId, ids);
    const found = before.map((c) => c.id);
    if (found.length) {
      await tx.delete(conversations).where(and(eq(conversations.organizationId, organizationId), inArray(conversations.id, found)));
    }
    if (operationId !== null) await recordItems(tx, organizationId, operationId, ids, new Map(found.map((id) => [id, null])));
    await emitChanges(
      tx,
      organizationId,
      opts.actor,
      before.map((conversation) => ({ type: 'conversation.deleted', conversationId: conversation.id, payload: { conversation } })),
      opts.now,
    );
    return { found, changed: found, deleted: before, updated: [] };
  }

  const rows = await tx
    .select({
      id: conversations.id,
      status: conversations.status,
      assigneeId: conversations.assigneeId,
      tags: conversations.tags,
      snoozeUntil: conversations.snoozeUntil,
      waitingSince: conversations.waitingSince,
      contactId: conversations.contactId,
      slaCycleStartedAt: conversations.slaCycleStartedAt,
      slaPauses: conversations.slaPauses,
      createdAt: conversations.createdAt,
    })
    .from(conversations)
    .where(and(eq(conversations.organizationId, organizationId), inArray(conversations.id, ids)))
    .orderBy(conversations.id) // a stable lock order avoids deadlocks between concurrent bulk requests
    .for('update');
  // The contacts' addresses only when they are to be blocked: every other change has no use for them.
  const emailOf = new Map<number, string | null>();
  if (change.block && rows.length) {
    const found = await tx
      .select({ id: contacts.id, email: contacts.email })
      .from(contacts)
      .where(and(eq(contacts.organizationId, organizationId), inArray(contacts.id, [...new Set(rows.map((r) => r.contactId))])));
    for (const c of found) emailOf.set(c.id, c.email);
  }

  // A closing records how long the conversation was open (since it was last opened): the reports' resolution time.
  const calendar = change.status === 'closed' ? await organizationCalendar(tx, organizationId) : undefined;
  const resolution = (row: { slaCycleStartedAt: Date | null; createdAt: Date }) => {
    const since = row.slaCycleStartedAt ?? row.createdAt;
    return {
      resolution_seconds: Math.max(0, Math.round((opts.now.getTime() - since.getTime()) / 1000)),
      ...(calendar?.hasHours ? { resolution_business_seconds: Math.round(countedTimeBetween(calendar.calendar, since, opts.now) / 1000) } : {}),
    };
  };
  const history: NewEvent[] = [];
  const event = (conversationId: number, type: string, data: Record<string, unknown> = {}) =>
    history.push({ organizationId, conversationId, type, data });

  // Events per conversation, then one UPDATE for every conversation that changes: the same assignments
  // apply to all of them (tags through array expressions), which keeps a 500-id batch to a few statements.
  const changed: number[] = [];
  const befores = new Map<number, BeforeState | null>();
  const woken: number[] = [];
  const suppressed: Suppression[] = [];
  for (const row of rows) {
    const before = history.length;
    if (change.status) {
      if (row.status !== change.status) {
        event(row.id, 'status_changed', { from: row.status, to: change.status, ...(change.status === 'closed' ? resolution(row) : {}) });
      }
      if (change.status === 'snoozed' && row.snoozeUntil?.getTime() !== change.snoozeUntil!.getTime()) {
        event(row.id, 'snoozed', { until: change.snoozeUntil!.toISOString() });
        woken.push(row.id);
      }
    }
    if (change.assignee !== undefined && row.assigneeId !== (change.assignee?.id ?? null)) {
      if (change.assignee) event(row.id, 'assigned', { agent_id: change.assignee.id, agent_name: change.assignee.name, from_agent_id: row.assigneeId });
      else event(row.id, 'unassigned', { from_agent_id: row.assigneeId });
    }
    if (change.tag && !row.tags.includes(change.tag)) event(row.id, 'tagged', { tag: change.tag });
    if (change.untag && row.tags.includes(change.untag)) event(row.id, 'untagged', { tag: change.untag });
    if (history.length > before) {
      changed.push(row.id);
      befores.set(row.id, {
        status: row.status,
        snooze_until: row.snoozeUntil?.toISOString() ?? null,
        waiting_since: row.waitingSince?.toISOString() ?? null,
        assignee_id: row.assigneeId,
        tags: row.tags,
        sla_cycle_started_at: row.slaCycleStartedAt?.toISOString() ?? null,
        sla_pauses: row.slaPauses,
      });
    }
    const contactEmail = emailOf.get(row.contactId);
    const blocked = change.block && contactEmail ? await suppressSender(tx, organizationId, contactEmail) : undefined;
    if (blocked) {
      event(row.id, 'contact_blocked', { email: contactEmail });
      suppressed.push(blocked);
    }
  }
  if (changed.length) {
    await tx
      .update(conversations)
      .set({ ...planAssignments(change), updatedAt: opts.now })
      .where(and(eq(conversations.organizationId, organizationId), inArray(conversations.id, changed)));
  }
  // Status and tags are facts of the SLA (which policy, whether its clocks run).
  if (changed.length && (change.status || change.tag || change.untag)) await refreshSla(tx, organizationId, changed, opts.now);
  if (woken.length) await scheduleWakeUps(tx, organizationId, woken, change.snoozeUntil!);
  await recordEvents(tx, opts.actor, history, opts.now);
  if (operationId !== null) await recordItems(tx, organizationId, operationId, ids, befores);
  // The feed names what changed of each conversation (its history events' types) beside the new state, read
  // here as it will commit; the request answers the same snapshots instead of reading them again.
  await emitChanges(tx, organizationId, opts.actor, suppressed.map((suppression) => ({ type: 'suppression.added', payload: { suppression } })), opts.now);
  const typesOf = new Map<number, Set<string>>();
  for (const e of history) typesOf.set(e.conversationId, (typesOf.get(e.conversationId) ?? new Set()).add(e.type));
  const updated = await emitConversationChanges(tx, organizationId, opts.actor, 'conversation.updated', changed, opts.now, (c) => ({
    changes: [...(typesOf.get(c.id) ?? [])],
  }));
  return { found: rows.map((r) => r.id), changed, deleted: [], updated };
}

/**
 * Marks the batch's conversations done in the operation: those in `changed` with their state before. One JSON
 * parameter for the whole batch: a row of values per conversation (1,500 parameters for 250) costs several
 * times more to build, send and parse.
 */
async function recordItems(tx: Db, organizationId: number, operationId: number, ids: number[], changed: Map<number, BeforeState | null>) {
  if (ids.length === 0) return;
  const items = ids.map((id) => ({ conversation_id: id, changed: changed.has(id), before: changed.get(id) ?? null }));
  await tx.execute(sql`
    insert into ${bulkOperationItems} (operation_id, organization_id, conversation_id, done, changed, before)
    select ${operationId}::bigint, ${organizationId}::bigint, x.conversation_id, true, x.changed, x.before
    from jsonb_to_recordset(${JSON.stringify(items)}::jsonb) as x(conversation_id bigint, changed boolean, before jsonb)
    on conflict (operation_id, conversation_id) do update set done = true, changed = excluded.changed, before = excluded.before`);
}
