import { AUTO_REPLY_SKIPS, type RuleTestResult } from '#contract/rules';
import type { Db } from '../../db/client.ts';
import { filledText, templateValues, type RunnableAction } from '../conversations/run-action.ts';
import { InputError } from '../errors.ts';
import { describeRuleAction } from './apply-rule.ts';
import { autoReplySkip } from './auto-reply-guard.ts';
import { evaluateConditions } from './conditions.ts';
import { ruleTarget } from './rule-facts.ts';
import { findRule, ruleActions, ruleConditions } from './rule-view.ts';
import { peekTurn } from './round-robin.ts';

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
    let action: RunnableAction | undefined = step.name === 'assign.round_robin' ? undefined : (step as RunnableAction);
    let skipped: string | null = null;
    if (step.name === 'assign.round_robin') {
      const agentId = await peekTurn(db, organizationId, rule.id, step.data.agent_ids as number[]);
      if (agentId === undefined) skipped = 'none of its agents is active';
      else action = { name: 'teammates.assign', data: { agent_id: agentId } };
    }
    if (step.name === 'reply') {
      const skip = target.messageId === null ? undefined : await autoReplySkip(db, rule.id, target, now);
      if (skip) skipped = AUTO_REPLY_SKIPS[skip];
    }
    const description = action ? await describeRuleAction(db, organizationId, action, filledText(action, values)) : 'Assign round robin';
    actions.push({ name: step.name, description: step.name === 'assign.round_robin' && action ? `${description} (round robin)` : description, skipped });
  }
  return {
    matched,
    message_id: target.messageId,
    conditions: conditions.map((c, i) => ({ ...c, matched: results[i]!.matched, actual: results[i]!.actual })),
    actions,
  };
}
