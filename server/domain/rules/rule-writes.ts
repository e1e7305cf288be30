import { and, eq, inArray } from 'drizzle-orm';
import type { z } from 'zod';
import type { CheckedAction } from '#contract/actions';
import { RULES_MAX, type CreateRuleBodySchema, type Rule, type UpdateRuleBodySchema } from '#contract/rules';
import type { Db } from '../../db/client.ts';
import { agents, channels, rules } from '../../db/schema.ts';
import { emitChanges } from '../changes/emit.ts';
import { checkActions } from '../conversations/check-actions.ts';
import type { Actor } from '../conversations/events.ts';
import { InputError } from '../errors.ts';
import { placeAt, renumber } from '../ordering.ts';
import { carriedTurn, roundRobinIds } from './round-robin.ts';
import { orderedRules, ruleActions, toRule, type RuleRow } from './rule-view.ts';

type CreateBody = z.output<typeof CreateRuleBodySchema>;
type UpdateBody = z.output<typeof UpdateRuleBodySchema>;

/** What the contract cannot check: the channels and agents a rule names are the organization's. */
async function checkReferences(db: Db, organizationId: number, body: Partial<CreateBody>, now: Date): Promise<void> {
  for (const [i, condition] of (body.conditions ?? []).entries()) {
    if (condition.field !== 'channel_id') continue;
    const [found] = await db
      .select({ id: channels.id })
      .from(channels)
      .where(and(eq(channels.organizationId, organizationId), eq(channels.id, Number(condition.value))));
    if (!found) throw new InputError(`conditions.${i}.value: channel ${String(condition.value)} not found`);
  }
  const actions = body.actions ?? [];
  // The snippets' checks (an agent to assign exists, a snooze time is understood), with the same messages.
  await checkActions(db, organizationId, actions as CheckedAction[], now, 'actions');
  for (const [i, action] of actions.entries()) {
    if (action.name !== 'assign.round_robin') continue;
    const ids = action.data.agent_ids as number[];
    const found = await db
      .select({ id: agents.id })
      .from(agents)
      .where(and(eq(agents.organizationId, organizationId), inArray(agents.id, ids)));
    const missing = ids.find((id) => !found.some((a) => a.id === id));
    if (missing !== undefined) throw new InputError(`actions.${i}.data.agent_ids: agent ${missing} not found`);
  }
}

const columnsOf = (body: Partial<CreateBody>) => ({
  ...(body.name !== undefined ? { name: body.name } : {}),
  ...(body.enabled !== undefined ? { enabled: body.enabled } : {}),
  ...(body.trigger !== undefined ? { trigger: body.trigger } : {}),
  ...(body.match !== undefined ? { match: body.match } : {}),
  ...(body.conditions !== undefined ? { conditions: body.conditions } : {}),
  ...(body.actions !== undefined ? { actions: body.actions } : {}),
  ...(body.stop_after !== undefined ? { stopAfter: body.stop_after } : {}),
});

const renumberRules = (tx: Db, rows: RuleRow[], now: Date) =>
  renumber(rows, (row, sort) => tx.update(rules).set({ sort, updatedAt: now }).where(eq(rules.id, row.id)));

async function announce(tx: Db, organizationId: number, actor: Actor, type: 'rule.created' | 'rule.updated' | 'rule.deleted', rule: Rule, now: Date) {
  await emitChanges(tx, organizationId, actor, [{ type, payload: { rule } }], now);
  return rule;
}

export async function createRule(db: Db, organizationId: number, body: CreateBody, opts: { actor: Actor; now: Date }): Promise<Rule> {
  await checkReferences(db, organizationId, body, opts.now);
  return db.transaction(async (tx) => {
    const rows = await orderedRules(tx, organizationId).for('update');
    if (rows.length >= RULES_MAX) throw new InputError(`an organization has at most ${RULES_MAX} rules`, 409);
    const [row] = await tx
      .insert(rules)
      .values({ organizationId, sort: rows.length, ...columnsOf(body), name: body.name, trigger: body.trigger, createdAt: opts.now, updatedAt: opts.now })
      .returning();
    const all = placeAt(rows, row!, body.sort);
    await renumberRules(tx, all, opts.now);
    return announce(tx, organizationId, opts.actor, 'rule.created', toRule({ ...row!, sort: all.indexOf(row!) }), opts.now);
  });
}

export async function updateRule(db: Db, organizationId: number, id: number, body: UpdateBody, opts: { actor: Actor; now: Date }): Promise<Rule> {
  await checkReferences(db, organizationId, body, opts.now);
  return db.transaction(async (tx) => {
    const rows = await orderedRules(tx, organizationId).for('update');
    const current = rows.find((r) => r.id === id);
    if (!current) throw new InputError(`rule ${id} not found`, 404);
    const before = roundRobinIds(ruleActions(current));
    const after = body.actions ? roundRobinIds(body.actions) : before;
    const turn = before && after ? carriedTurn(before, after, current.lastAssignedAgentId) : null;
    const [row] = await tx
      .update(rules)
      .set({ ...columnsOf(body), lastAssignedAgentId: turn, updatedAt: opts.now })
      .where(eq(rules.id, id))
      .returning();
    const all = body.sort === undefined ? rows.map((r) => (r.id === id ? row! : r)) : placeAt(rows.filter((r) => r.id !== id), row!, body.sort);
    await renumberRules(tx, all, opts.now);
    return announce(tx, organizationId, opts.actor, 'rule.updated', toRule({ ...row!, sort: all.indexOf(row!) }), opts.now);
  });
}

/** Deletes a rule; what it did stays in the conversations' histories. A job already queued for a mail skips it. */
export async function deleteRule(db: Db, organizationId: number, id: number, opts: { actor: Actor; now: Date }): Promise<void> {
  await db.transaction(async (tx) => {
    const rows = await orderedRules(tx, organizationId).for('update');
    const current = rows.find((r) => r.id === id);
    if (!current) throw new InputError(`rule ${id} not found`, 404);
    await tx.delete(rules).where(eq(rules.id, id));
    await renumberRules(tx, rows.filter((r) => r.id !== id), opts.now);
    await announce(tx, organizationId, opts.actor, 'rule.deleted', toRule(current), opts.now);
  });
}
