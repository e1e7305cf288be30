import { and, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { agents, rules } from '../../db/schema.ts';

/**
 * The agent after `last` in the rule's list, in a circle, skipping those not active: the turn goes on from where
 * it was even when the list or the team changed. Undefined when none of them is active.
 */
export function nextInTurn(agentIds: number[], active: ReadonlySet<number>, last: number | null): number | undefined {
  const from = last === null ? -1 : agentIds.indexOf(last);
  for (let step = 1; step <= agentIds.length; step++) {
    const candidate = agentIds[(from + step) % agentIds.length]!;
    if (active.has(candidate)) return candidate;
  }
  return undefined;
}

/** The agent ids of a rule's round-robin step, if it has one. */
export function roundRobinIds(actions: readonly { name: string; data: Record<string, unknown> }[]): number[] | undefined {
  const step = actions.find((a) => a.name === 'assign.round_robin');
  return step ? (step.data.agent_ids as number[]) : undefined;
}

/**
 * The turn to keep when the list changes: the last agent if still listed, else the one before them in the old order
 * who stays, so that the turn goes on where it was ([A, B, C], last B, B taken off: C is next, not A again).
 */
export function carriedTurn(oldIds: readonly number[], newIds: readonly number[], last: number | null): number | null {
  if (last === null || newIds.includes(last)) return last;
  const at = oldIds.indexOf(last);
  if (at < 0) return null;
  for (let step = 1; step < oldIds.length; step++) {
    const before = oldIds[(at - step + oldIds.length) % oldIds.length]!;
    if (newIds.includes(before)) return before;
  }
  return null;
}

async function activeAgents(db: Db, organizationId: number, agentIds: number[]): Promise<Set<number>> {
  const rows = await db
    .select({ id: agents.id })
    .from(agents)
    .where(and(eq(agents.organizationId, organizationId), eq(agents.active, true), inArray(agents.id, agentIds)));
  return new Set(rows.map((r) => r.id));
}

/**
 * Takes the rule's next turn: the rule's row is locked until the caller's transaction ends, so server processes
 * taking turns at once each get the next agent, never the same one.
 */
export async function takeTurn(tx: Db, organizationId: number, ruleId: number, agentIds: number[]): Promise<number | undefined> {
  const [rule] = await tx
    .select({ last: rules.lastAssignedAgentId })
    .from(rules)
    .where(and(eq(rules.organizationId, organizationId), eq(rules.id, ruleId)))
    // Not FOR UPDATE: an auto-reply's claim (rule_auto_replies) holds the row FOR KEY SHARE by its foreign key, and
    // two jobs of the rule, each holding that and asking for FOR UPDATE, would deadlock.
    .for('no key update');
  if (!rule) return undefined;
  const next = nextInTurn(agentIds, await activeAgents(tx, organizationId, agentIds), rule.last);
  if (next !== undefined) await tx.update(rules).set({ lastAssignedAgentId: next }).where(eq(rules.id, ruleId));
  return next;
}

/** The agent the next turn would give, changing nothing (a rule's test). */
export async function peekTurn(db: Db, organizationId: number, ruleId: number, agentIds: number[]): Promise<number | undefined> {
  const [rule] = await db
    .select({ last: rules.lastAssignedAgentId })
    .from(rules)
    .where(and(eq(rules.organizationId, organizationId), eq(rules.id, ruleId)));
  return nextInTurn(agentIds, await activeAgents(db, organizationId, agentIds), rule?.last ?? null);
}
