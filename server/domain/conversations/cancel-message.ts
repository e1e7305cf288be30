import { and, eq } from 'drizzle-orm';
import type { Message } from '#contract/conversations';
import type { Db } from '../../db/client.ts';
import { messages } from '../../db/schema.ts';
import { cancelJob } from '../../jobs/queue.ts';
import { emitConversationChanges } from '../changes/emit.ts';
import { InputError } from '../errors.ts';
import { recountConversation } from './append-message.ts';
import { recordEvents, type Actor } from './events.ts';
import { getMessage } from './message-view.ts';

/**
 * Undo send: a scheduled message becomes cancelled and is never sent. The row lock orders this against the
 * send job, which moves the message to `sending` under the same lock: one of the two wins, never both.
 * Cancelling a cancelled message answers it again; sending, sent or failed ones cannot be cancelled (409).
 */
export async function cancelScheduledMessage(
  db: Db,
  organizationId: number,
  conversationId: number,
  messageId: number,
  opts: { now: Date; actor: Actor },
): Promise<Message | undefined> {
  const found = await db.transaction(async (tx) => {
    const [m] = await tx
      .select({ status: messages.status, direction: messages.direction })
      .from(messages)
      .where(and(eq(messages.organizationId, organizationId), eq(messages.conversationId, conversationId), eq(messages.id, messageId)))
      .for('update');
    if (!m || m.direction !== 'outbound') return false;
    if (m.status === 'cancelled') return true;
    if (m.status !== 'scheduled') throw new InputError(`the message is already ${m.status} and can no longer be cancelled`, 409);
    await tx.update(messages).set({ status: 'cancelled' }).where(eq(messages.id, messageId));
    await cancelJob(tx, `send:${messageId}`);
    await recountConversation(tx, organizationId, conversationId);
    await recordEvents(tx, opts.actor, [{ organizationId, conversationId, type: 'message_cancelled', data: { message_id: messageId } }], opts.now);
    await emitConversationChanges(tx, organizationId, opts.actor, 'message.cancelled', [conversationId], opts.now, () => ({ message_id: messageId }));
    return true;
  });
  return found ? getMessage(db, organizationId, messageId) : undefined;
}
