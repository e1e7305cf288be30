import { and, asc, eq, gt, ne, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { messages } from '../../db/schema.ts';
import { DetailedInputError, InputError } from '../errors.ts';
import { getMessage } from './message-view.ts';

/** At most this many of the messages that arrived are returned with the refusal (the newest last). */
const ARRIVED_SHOWN = 20;

/**
 * The collision guard of a reply: refuses it (409, with what arrived) when, after the latest message the agent
 * had seen, the customer wrote or another agent replied (a reply cancelled before it went out does not count).
 */
export async function refuseIfSomethingArrived(db: Db, organizationId: number, conversationId: number, seenMessageId: number, agentId: number) {
  // A message of another conversation (or none) would make the guard compare with the wrong moment: a mistake, told.
  if (seenMessageId > 0) {
    const [seen] = await db
      .select({ id: messages.id })
      .from(messages)
      .where(and(eq(messages.organizationId, organizationId), eq(messages.conversationId, conversationId), eq(messages.id, seenMessageId)));
    if (!seen) throw new InputError(`seen_message_id: no message ${seenMessageId} in this conversation (0: none seen)`);
  }
  const rows = await db
    .select({ id: messages.id })
    .from(messages)
    .where(
      and(
        eq(messages.organizationId, organizationId),
        eq(messages.conversationId, conversationId),
        gt(messages.id, seenMessageId),
        or(
          eq(messages.direction, 'inbound'),
          and(eq(messages.direction, 'outbound'), ne(messages.status, 'cancelled'), sql`${messages.agentId} is distinct from ${agentId}`),
        ),
      ),
    )
    .orderBy(asc(messages.id));
  if (rows.length === 0) return;
  const shown = await Promise.all(rows.slice(-ARRIVED_SHOWN).map((r) => getMessage(db, organizationId, r.id)));
  const inbound = shown.some((m) => m?.direction === 'inbound');
  throw new DetailedInputError(
    inbound
      ? 'the customer wrote again while you were writing: read it, then send again (with seen_message_id set to the latest message) to send anyway'
      : 'another agent replied while you were writing: read it, then send again (with seen_message_id set to the latest message) to send anyway',
    409,
    { arrived: shown.filter((m) => m !== undefined), latest_message_id: rows.at(-1)!.id },
  );
}
