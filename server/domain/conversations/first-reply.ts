import { and, eq, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { queryRows } from '../../db/query-rows.ts';
import { conversations } from '../../db/schema.ts';
import { organizationCalendar } from '../sla/sla-settings.ts';
import { countedTimeBetween } from '../time/business-calendar.ts';

/**
 * A reply was sent: when it is the conversation's first, records when, by whom, and (when the customer started the
 * conversation) how long they had waited since their first message, around the clock and in the business hours the
 * organization has now, so the reports read the times as they were.
 */
export async function recordFirstReply(tx: Db, organizationId: number, conversationId: number, agentId: number | null, at: Date): Promise<void> {
  const [row] = await queryRows<{ first_reply_at: unknown; first_direction: string | null; first_inbound: string | Date | null }>(
    tx,
    // The messages are read only for a first reply (a CASE evaluates its subqueries only when taken): most are not.
    sql`select c.first_reply_at,
          case when c.first_reply_at is null then
            (select m.direction from messages m where m.conversation_id = c.id order by m.created_at, m.id limit 1) end as first_direction,
          case when c.first_reply_at is null then
            (select min(m.created_at) from messages m where m.conversation_id = c.id and m.direction = 'inbound') end as first_inbound
        from conversations c where c.id = ${conversationId} and c.organization_id = ${organizationId}`,
  );
  if (!row || row.first_reply_at !== null) return;
  const startedByCustomer = row.first_direction === 'inbound' && row.first_inbound !== null;
  let seconds: number | null = null;
  let businessSeconds: number | null = null;
  if (startedByCustomer) {
    const since = new Date(row.first_inbound!);
    seconds = Math.max(0, Math.round((at.getTime() - since.getTime()) / 1000));
    const { calendar, hasHours } = await organizationCalendar(tx, organizationId);
    if (hasHours) businessSeconds = Math.round(countedTimeBetween(calendar, since, at) / 1000);
  }
  await tx
    .update(conversations)
    .set({ firstReplyAt: at, firstReplyAgentId: agentId, firstResponseSeconds: seconds, firstResponseBusinessSeconds: businessSeconds })
    .where(and(eq(conversations.id, conversationId), eq(conversations.organizationId, organizationId), isNull(conversations.firstReplyAt)));
}
