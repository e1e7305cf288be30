import { eq } from 'drizzle-orm';
import { appendSignature, fillSignature } from '#contract/signature';
import type { Db } from '../../db/client.ts';
import { channels, conversations, type messages } from '../../db/schema.ts';
import { templateValues } from '../../domain/conversations/run-action.ts';

/**
 * A message's body as it is sent: with the signature of its conversation's channel, filled for that conversation
 * and the agent who wrote it. Applied here, when the message is built for sending, and nowhere else: a draft, an
 * undone send given back to the agent or a retried attempt never carries it, so it is appended exactly once.
 */
export async function signedBody(db: Db, m: typeof messages.$inferSelect): Promise<{ html: string | null; text: string }> {
  const [row] = await db
    .select({ signature: channels.signature })
    .from(conversations)
    .innerJoin(channels, eq(channels.id, conversations.channelId))
    .where(eq(conversations.id, m.conversationId));
  if (!row?.signature) return { html: m.html, text: m.text };
  const filled = fillSignature(row.signature, await templateValues(db, m.organizationId, m.conversationId, m.agentId));
  const signed = appendSignature({ html: m.html ?? '', text: m.text }, filled);
  // A message without an HTML part (none is written so today) stays text only.
  return { html: m.html === null ? null : signed.html, text: signed.text };
}
