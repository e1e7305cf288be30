import { AUTO_REPLY_INTERVAL_HOURS, type AutoReplySkip } from '#contract/rules';
import { and, eq, gt, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { queryRows } from '../../db/query-rows.ts';
import { channels, ruleAutoReplies } from '../../db/schema.ts';
import { findSuppressionFor } from '../suppressions.ts';
import type { RuleTarget } from './rule-facts.ts';

const INTERVAL_MS = AUTO_REPLY_INTERVAL_HOURS * 3600_000;

/**
 * Why a rule must not auto-reply to this mail (RFC 3834's loop guards, and no spam), or undefined: machine-written
 * mail, our own addresses, a suppressed contact, or this rule's auto-reply to the contact less than 4 hours ago.
 */
export async function autoReplySkip(db: Db, ruleId: number, target: RuleTarget, now: Date): Promise<AutoReplySkip | undefined> {
  if (target.automated) return 'automated';
  const to = target.contactEmail?.toLowerCase();
  if (!to) return 'no_address';
  const addresses = [...new Set([to, target.facts.from])].filter(Boolean);
  const [own] = await db
    .select({ id: channels.id })
    .from(channels)
    .where(and(eq(channels.organizationId, target.organizationId), inArray(sql`lower(${channels.email})`, addresses)))
    .limit(1);
  if (own) return 'own_address';
  for (const address of addresses) {
    if (await findSuppressionFor(db, target.organizationId, address)) return 'suppressed';
  }
  const [recent] = await db
    .select({ sentAt: ruleAutoReplies.sentAt })
    .from(ruleAutoReplies)
    .where(
      and(
        eq(ruleAutoReplies.organizationId, target.organizationId),
        eq(ruleAutoReplies.ruleId, ruleId),
        eq(ruleAutoReplies.contactId, target.contactId),
        gt(ruleAutoReplies.sentAt, new Date(now.getTime() - INTERVAL_MS)),
      ),
    );
  return recent ? 'recent' : undefined;
}

/**
 * Takes the rule's auto-reply to the contact for the next 4 hours, in the caller's transaction: false when another
 * took it first (two mails of one contact handled at once by two processes send one auto-reply, not two).
 */
export async function claimAutoReply(tx: Db, ruleId: number, target: RuleTarget, now: Date): Promise<boolean> {
  const rows = await queryRows<{ rule_id: number }>(tx, sql`
    insert into rule_auto_replies (organization_id, rule_id, contact_id, sent_at)
    values (${target.organizationId}, ${ruleId}, ${target.contactId}, ${now})
    on conflict (rule_id, contact_id) do update set sent_at = excluded.sent_at
    where rule_auto_replies.sent_at <= ${new Date(now.getTime() - INTERVAL_MS)}
    returning rule_id`);
  return rows.length > 0;
}
