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

async function activeAgents(db: Db, organizationId: number, agentIds: number[]): Promise<Set<number>> {
  const rows = await db
    .select({ id: agents.id })
    .from(agents)
    .where(and(eq(agents.organizationId, organizationId), eq(agents.active, true), inArray(agents.id, agentIds)));
  return new Set(rows.map((r) => r.id));
}

/**
 * Takes the rule's next turn: the rule's row is locked until the caller's transaction ends, so server processes
 * taking turns at once each get the next agent, never the same one. When the agent who had the last turn was taken
 * off the list, the turn starts again from the list's first agent.
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
