import { and, asc, eq } from 'drizzle-orm';
import type { Rule, RuleAction, RuleCondition, RuleTrigger } from '#contract/rules';
import { actionDataAsShown } from '#contract/actions';
import type { Db } from '../../db/client.ts';
import { rules } from '../../db/schema.ts';

export type RuleRow = typeof rules.$inferSelect;

export const ruleConditions = (row: RuleRow) => row.conditions as RuleCondition[];
export const ruleActions = (row: RuleRow) => row.actions as RuleAction[];

export const toRule = (row: RuleRow): Rule => ({
  id: row.id,
  name: row.name,
  enabled: row.enabled,
  trigger: row.trigger as RuleTrigger,
  match: row.match as 'all' | 'any',
  // jsonb keeps keys in its own order: shown as written.
  conditions: ruleConditions(row).map((c) => ({ field: c.field, op: c.op, value: c.value })),
  actions: ruleActions(row).map((a) => ({ name: a.name, data: actionDataAsShown(a.name, a.data) })),
  stop_after: row.stopAfter,
  sort: row.sort,
  applied_count: row.appliedCount,
  last_applied_at: row.lastAppliedAt?.toISOString() ?? null,
  created: row.createdAt.toISOString(),
  updated: row.updatedAt.toISOString(),
});

/** The organization's rules in the order they run. */
export const orderedRules = (db: Db, organizationId: number) =>
  db.select().from(rules).where(eq(rules.organizationId, organizationId)).orderBy(asc(rules.sort), asc(rules.id));

/** The enabled rules of one trigger, in order. */
export const rulesFor = (db: Db, organizationId: number, trigger: RuleTrigger) =>
  db
    .select()
    .from(rules)
    .where(and(eq(rules.organizationId, organizationId), eq(rules.trigger, trigger), eq(rules.enabled, true)))
    .orderBy(asc(rules.sort), asc(rules.id));

export async function listRules(db: Db, organizationId: number): Promise<Rule[]> {
  return (await orderedRules(db, organizationId)).map(toRule);
}

export async function findRule(db: Db, organizationId: number, id: number): Promise<RuleRow | undefined> {
  const [row] = await db
    .select()
    .from(rules)
    .where(and(eq(rules.organizationId, organizationId), eq(rules.id, id)));
  return row;
}
