import type { RuleTestResult } from '#contract/rules';
import type { Db } from '../../db/client.ts';
import { filledText, templateValues, type RunnableAction } from '../conversations/run-action.ts';
import { InputError } from '../errors.ts';
import { describeRuleAction, planStep } from './apply-rule.ts';
import { evaluateConditions } from './conditions.ts';
import { ruleTarget } from './rule-facts.ts';
import { findRule, ruleActions, ruleConditions } from './rule-view.ts';

/**
 * Whether the rule would act on the conversation's latest customer mail now, and what it would do, read with the
 * same conditions, turns and guards the rules job uses; changes nothing (the round-robin turn is only looked at).
 */
export async function testRule(db: Db, organizationId: number, ruleId: number, conversationId: number, now: Date): Promise<RuleTestResult> {
  const rule = await findRule(db, organizationId, ruleId);
  if (!rule) throw new InputError(`rule ${ruleId} not found`, 404);
  const target = await ruleTarget(db, organizationId, conversationId, null);
  if (!target) throw new InputError(`conversation_id: conversation ${conversationId} not found`, 404);
  const conditions = ruleConditions(rule);
  const { matched, results } = evaluateConditions(rule.match as 'all' | 'any', conditions, target.facts);
  const values = await templateValues(db, organizationId, conversationId, null);
  const actions: RuleTestResult['actions'] = [];
  for (const step of ruleActions(rule)) {
    // A conversation without a customer mail has nobody's mail to guard: its reply is described as it is.
    const plan = target.messageId === null && step.name === 'reply' ? { action: step as RunnableAction } : await planStep(db, rule, step, target, now, 'peek');
    const action = 'action' in plan ? plan.action : step.name === 'assign.round_robin' ? undefined : (step as RunnableAction);
    const words = action ? await describeRuleAction(db, organizationId, action, filledText(action, values)) : 'Assign in turn';
    actions.push({
      name: step.name,
      description: step.name === 'assign.round_robin' && 'action' in plan ? `${words} (round robin)` : words,
      skipped: 'skip' in plan ? plan.skip : null,
    });
  }
  return {
    matched,
    message_id: target.messageId,
    conditions: conditions.map((c, i) => ({ ...c, matched: results[i]!.matched, actual: results[i]!.actual })),
    actions,
  };
}
