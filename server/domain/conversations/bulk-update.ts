import { and, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { PgUpdateSetSource } from 'drizzle-orm/pg-core';
import type { z } from 'zod';
import type { BulkUpdateBodySchema, Conversation, ConversationStatus } from '../../../contract/conversations.ts';
import type { Db } from '../../db/client.ts';
import { agents, contacts, conversations } from '../../db/schema.ts';
import { normalizeEmail } from '../agents.ts';
import { InputError } from '../errors.ts';
import { organizationTimeZone } from '../organization-settings.ts';
import { suppressSender } from '../suppressions.ts';
import { getConversations } from './conversation-view.ts';
import { recordEvents, type Actor, type NewEvent } from './events.ts';
import { parseSnoozeUntil } from './snooze-time.ts';
import { scheduleWakeUps } from './wake-up.ts';

type BulkBody = z.output<typeof BulkUpdateBodySchema>;

const STATUS_OF: Record<Exclude<BulkBody['status'] & string, 'DELETE'>, ConversationStatus> = {
  OPENED: 'opened',
  CLOSED: 'closed',
  SPAM: 'spam',
  SNOOZED: 'snoozed',
};

/** The checked plan of a bulk request: everything that can be refused is refused before anything changes. */
interface BulkPlan {
  ids: number[];
  delete: boolean;
  status?: ConversationStatus;
  snoozeUntil?: Date;
  /** undefined: leave as is; null: unassign. */
  assignee?: { id: number; name: string } | null;
  tag?: string;
  untag?: string;
  block: boolean;
}

async function resolveAgent(db: Db, organizationId: number, body: BulkBody) {
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
    ids: [...new Set(body.ids)],
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
function planAssignments(plan: BulkPlan): PgUpdateSetSource<typeof conversations> {
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

/**
 * Applies the plan to the organization's conversations among `ids` (others are skipped) and answers them in
 * their new state; deleted ones are answered as they were just before deletion. Each conversation is locked
 * and changed with its history events in the same transaction.
 */
export async function applyBulkUpdate(
  db: Db,
  organizationId: number,
  plan: BulkPlan,
  opts: { now: Date; actor: Actor },
): Promise<Conversation[]> {
  if (plan.delete) {
    return db.transaction(async (tx) => {
      const before = await getConversations(tx, organizationId, plan.ids);
      if (before.length) {
        await tx
          .delete(conversations)
          .where(and(eq(conversations.organizationId, organizationId), inArray(conversations.id, before.map((c) => c.id))));
      }
      return before;
    });
  }

  const updatedIds = await db.transaction(async (tx) => {
    const rows = await tx
      .select({
        id: conversations.id,
        status: conversations.status,
        assigneeId: conversations.assigneeId,
        tags: conversations.tags,
        snoozeUntil: conversations.snoozeUntil,
        contactEmail: contacts.email,
      })
      .from(conversations)
      .innerJoin(contacts, eq(contacts.id, conversations.contactId))
      .where(and(eq(conversations.organizationId, organizationId), inArray(conversations.id, plan.ids)))
      .orderBy(conversations.id) // a stable lock order avoids deadlocks between concurrent bulk requests
      .for('update', { of: conversations });

    const history: NewEvent[] = [];
    const event = (conversationId: number, type: string, data: Record<string, unknown> = {}) =>
      history.push({ organizationId, conversationId, type, data });

    // Events per conversation, then one UPDATE for every conversation that changes: the same assignments
    // apply to all of them (tags through array expressions), which keeps a 500-id request to a few statements.
    const changed: number[] = [];
    const woken: number[] = [];
    for (const row of rows) {
      const before = history.length;
      if (plan.status) {
        if (row.status !== plan.status) event(row.id, 'status_changed', { from: row.status, to: plan.status });
        if (plan.status === 'snoozed' && row.snoozeUntil?.getTime() !== plan.snoozeUntil!.getTime()) {
          event(row.id, 'snoozed', { until: plan.snoozeUntil!.toISOString() });
          woken.push(row.id);
        }
      }
      if (plan.assignee !== undefined && row.assigneeId !== (plan.assignee?.id ?? null)) {
        if (plan.assignee) event(row.id, 'assigned', { agent_id: plan.assignee.id, agent_name: plan.assignee.name, from_agent_id: row.assigneeId });
        else event(row.id, 'unassigned', { from_agent_id: row.assigneeId });
      }
      if (plan.tag && !row.tags.includes(plan.tag)) event(row.id, 'tagged', { tag: plan.tag });
      if (plan.untag && row.tags.includes(plan.untag)) event(row.id, 'untagged', { tag: plan.untag });
      if (history.length > before) changed.push(row.id);
      if (plan.block && row.contactEmail && (await suppressSender(tx, organizationId, row.contactEmail))) {
        event(row.id, 'contact_blocked', { email: row.contactEmail });
      }
    }
    if (changed.length) {
      await tx
        .update(conversations)
        .set({ ...planAssignments(plan), updatedAt: opts.now })
        .where(and(eq(conversations.organizationId, organizationId), inArray(conversations.id, changed)));
    }
    if (woken.length) await scheduleWakeUps(tx, organizationId, woken, plan.snoozeUntil!);
    await recordEvents(tx, opts.actor, history, opts.now);
    return rows.map((r) => r.id);
  });
  const byId = new Set(updatedIds);
  return getConversations(db, organizationId, plan.ids.filter((id) => byId.has(id)));
}
