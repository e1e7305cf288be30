import { and, eq, sql } from 'drizzle-orm';
import type { Logger } from 'pino';
import type { RuleTrigger } from '#contract/rules';
import type { Db } from '../../db/client.ts';
import { queryRows } from '../../db/query-rows.ts';
import { jobs, rules } from '../../db/schema.ts';
import { enqueueJob } from '../../jobs/queue.ts';
import type { JobHandler } from '../../jobs/worker.ts';
import { applyRule } from './apply-rule.ts';
import { evaluateConditions } from './conditions.ts';
import { refreshedTarget, ruleTarget, type RuleTarget } from './rule-facts.ts';
import { ruleConditions, rulesFor } from './rule-view.ts';

export const RULES_JOB = 'rules.run';

/**
 * Queues the rules of a customer's mail, in the transaction that stores it: the job exists exactly when the mail
 * does, once per mail (keyed by the message). Nothing is queued when the organization has no enabled rule for it.
 */
export async function queueRules(tx: Db, organizationId: number, input: { trigger: RuleTrigger; conversationId: number; messageId: number }, now: Date): Promise<void> {
  const [any] = await tx
    .select({ id: rules.id })
    .from(rules)
    .where(and(eq(rules.organizationId, organizationId), eq(rules.trigger, input.trigger), eq(rules.enabled, true)))
    .limit(1);
  if (!any) return;
  await enqueueJob(tx, {
    kind: RULES_JOB,
    organizationId,
    payload: { trigger: input.trigger, conversation_id: input.conversationId, message_id: input.messageId },
    runAt: now,
    dedupeKey: `rules:${input.messageId}`,
  });
}

interface RulesPayload {
  trigger: RuleTrigger;
  conversation_id: number;
  message_id: number;
  /** The rules already run for this mail (matched or not): a retry after a crash goes on after them. */
  done?: number[];
  /** A rule with stop_after acted: nothing more runs. */
  stopped?: boolean;
}

/**
 * The `rules.run` job: the trigger's enabled rules in order, each in its own transaction with the record that it
 * ran (kept in the job), so a rule acts at most once for a mail whatever crashes and restarts come between. Each
 * transaction first locks the job's row and reads that record again: a worker that took over a lapsed lease waits
 * there, then sees what the first one did. The rule is read again too: one switched off or deleted since does
 * nothing. The conditions read the conversation as the rules before left it (a tag one rule sets, the next can
 * test). A conversation marked spam is left alone: its mail is nobody's to route or answer.
 */
export function runRulesHandler(db: Db, logger: Logger): JobHandler {
  return async (job) => {
    const first = job.payload as unknown as RulesPayload;
    const organizationId = job.organizationId!;
    // The mail's facts are read once; before each later rule, only what a rule can change (tags, status).
    let read: RuleTarget | undefined;
    for (const listed of await rulesFor(db, organizationId, first.trigger)) {
      const end = await db.transaction(async (tx) => {
        const [own] = await queryRows<{ payload: RulesPayload }>(tx, sql`select payload from jobs where id = ${job.id} for update`);
        const payload = own?.payload ?? first;
        if (payload.stopped) return 'stopped' as const;
        if ((payload.done ?? []).map(Number).includes(listed.id)) return undefined;
        const target = read ? await refreshedTarget(tx, read) : await ruleTarget(tx, organizationId, payload.conversation_id, payload.message_id);
        // The conversation was deleted meanwhile, or the mail: nothing to act on.
        if (!target || target.messageId === null) return 'gone' as const;
        read = target;
        const [rule] = await tx
          .select()
          .from(rules)
          .where(and(eq(rules.organizationId, organizationId), eq(rules.id, listed.id), eq(rules.enabled, true)))
          .for('no key update');
        let stopped = false;
        if (rule && target.status !== 'spam') {
          const { matched } = evaluateConditions(rule.match as 'all' | 'any', ruleConditions(rule), target.facts);
          if (matched) {
            const outcome = await applyRule(tx, rule, target, job.now);
            if (outcome.failed.length) logger.info({ rule: rule.id, conversation: target.conversationId, failed: outcome.failed }, 'rule: an action could not apply');
          }
          stopped = matched && rule.stopAfter;
        }
        await tx
          .update(jobs)
          .set({
            payload: sql`jsonb_set(jsonb_set(${jobs.payload}, '{done}', coalesce(${jobs.payload}->'done', '[]'::jsonb) || to_jsonb(${listed.id}::bigint)), '{stopped}', to_jsonb(${stopped}::boolean))`,
          })
          .where(eq(jobs.id, job.id));
        return stopped ? ('stopped' as const) : undefined;
      });
      if (end) return;
    }
  };
}
