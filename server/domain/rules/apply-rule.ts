import { AUTO_REPLY_SKIPS, type RuleAction } from '#contract/rules';
import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { rules } from '../../db/schema.ts';
import { emitConversationChanges } from '../changes/emit.ts';
import { describeAction } from '../conversations/describe-action.ts';
import { recordEvents, SYSTEM_ACTOR } from '../conversations/events.ts';
import { filledText, runAction, templateValues, type ActionContext, type RunnableAction } from '../conversations/run-action.ts';
import { isRefusal } from '../errors.ts';
import { autoReplySkip, claimAutoReply } from './auto-reply-guard.ts';
import type { RuleTarget } from './rule-facts.ts';
import { ruleActions, type RuleRow } from './rule-view.ts';
import { peekTurn, takeTurn } from './round-robin.ts';

export interface RuleOutcome {
  /** What the rule did, in words. */
  actions: string[];
  /** Actions held back, with why (an auto-reply's loop guard, no active agent to take a turn). */
  skipped: { action: string; reason: string }[];
  /** Actions that could not apply (an agent removed, a snooze time past), with why. */
  failed: { action: string; reason: string }[];
}

/** In words, as a rule does it: its reply is an auto-reply. */
export async function describeRuleAction(db: Db, organizationId: number, action: RunnableAction, filled: string | undefined): Promise<string> {
  const words = await describeAction(db, organizationId, action, filled);
  return action.name === 'reply' ? words.replace(/^Reply:/, 'Auto-reply:') : words;
}

export type StepPlan = { action: RunnableAction } | { skip: string };

/**
 * The action a rule's step stands for now, or the reason it is held back. Running (`take`, in the caller's
 * transaction), a round-robin step takes the rule's next turn and an auto-reply takes its 4-hour slot for the
 * contact; a rule's test (`peek`) only looks at both, with the same guards.
 */
export async function planStep(db: Db, rule: RuleRow, step: RuleAction, target: RuleTarget, now: Date, mode: 'take' | 'peek'): Promise<StepPlan> {
  if (step.name === 'assign.round_robin') {
    const agentIds = step.data.agent_ids as number[];
    const agentId = mode === 'take' ? await takeTurn(db, rule.organizationId, rule.id, agentIds) : await peekTurn(db, rule.organizationId, rule.id, agentIds);
    if (agentId === undefined) return { skip: 'none of its agents is active' };
    return { action: { name: 'teammates.assign', data: { agent_id: agentId } } };
  }
  if (step.name === 'reply') {
    const skip = await autoReplySkip(db, rule.id, target, now);
    if (skip) return { skip: AUTO_REPLY_SKIPS[skip] };
    if (mode === 'take' && !(await claimAutoReply(db, rule.id, target, now))) return { skip: AUTO_REPLY_SKIPS.recent };
  }
  return { action: step as RunnableAction };
}

/**
 * Runs a matched rule's actions on the mail's conversation, in the caller's transaction, each by the one executor
 * snippets use (run-action.ts), as the system: its events, change feed and webhooks follow as for any change.
 * Leaves the `rule_applied` history event naming the rule and what it did, and counts the application.
 */
export async function applyRule(tx: Db, rule: RuleRow, target: RuleTarget, now: Date): Promise<RuleOutcome> {
  const { organizationId, conversationId } = target;
  const values = await templateValues(tx, organizationId, conversationId, null);
  // Made by the system, in the rule's name: each history event of its actions names the rule.
  const actor = { ...SYSTEM_ACTOR, rule: { id: rule.id, name: rule.name } };
  const ctx: ActionContext = {
    organizationId,
    conversationId,
    actor,
    agentId: null,
    now,
    // An auto-reply goes out at once: nobody is there to undo it.
    replyDelay: 0,
    values,
    byRule: { fromName: values['organization.name'] ?? '' },
  };
  const outcome: RuleOutcome = { actions: [], skipped: [], failed: [] };
  for (const step of ruleActions(rule)) {
    try {
      // Each step in a savepoint: one that cannot apply leaves nothing half done, and the next still runs.
      await tx.transaction(async (inner) => {
        const next = await planStep(inner, rule, step, target, now, 'take');
        if ('skip' in next) {
          outcome.skipped.push({ action: step.name, reason: next.skip });
          return;
        }
        await runAction(inner, ctx, next.action);
        outcome.actions.push(await describeRuleAction(inner, organizationId, next.action, filledText(next.action, values)));
      });
    } catch (err) {
      if (!isRefusal(err)) throw err;
      outcome.failed.push({ action: step.name, reason: err.message.slice(0, 500) });
    }
  }
  await recordEvents(tx, actor, [{ organizationId, conversationId, type: 'rule_applied', data: { rule_id: rule.id, name: rule.name, ...outcome } }], now);
  await tx
    .update(rules)
    .set({ appliedCount: sql`${rules.appliedCount} + 1`, lastAppliedAt: now })
    .where(eq(rules.id, rule.id));
  await emitConversationChanges(tx, organizationId, actor, 'rule.applied', [conversationId], now, () => ({ rule_id: rule.id, name: rule.name }));
  return outcome;
}
