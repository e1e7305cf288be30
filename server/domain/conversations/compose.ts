import { sql } from 'drizzle-orm';
import type { ComposeInput } from '#contract/compose';
import type { Message } from '#contract/conversations';
import type { Db } from '../../db/client.ts';
import { conversations } from '../../db/schema.ts';
import { refuseOwnAddresses, sendingChannel } from '../channels.ts';
import { trustedContactFor } from '../contacts.ts';
import { emitConversationChanges } from '../changes/emit.ts';
import { uploadedFiles, withStoredFiles } from '../files/stored-files.ts';
import { recordApplications, snippetIdsOf } from '../snippets/snippet-writes.ts';
import { refreshSla } from '../sla/refresh-sla.ts';
import { checkActions } from './check-actions.ts';
import type { Actor } from './events.ts';
import { getMessage } from './message-view.ts';
import { insertScheduledMessage, resolveSendingAgent } from './outbound-message.ts';

/**
 * Compose: a new conversation (opened) with the contact of the first recipient, and its outbound message,
 * scheduled to be sent after `delay` seconds by a durable job. Actions are stored with the message and run
 * after it was sent.
 */
export async function composeMessage(
  db: Db,
  organizationId: number,
  input: ComposeInput,
  opts: { now: Date; actor: Actor },
): Promise<Message> {
  const channel = await sendingChannel(db, organizationId, input.channel_id);
  const agent = await resolveSendingAgent(db, organizationId, input);
  const sendAt = new Date(opts.now.getTime() + input.delay * 1000);
  await checkActions(db, organizationId, input.content.actions ?? [], sendAt);
  await refuseOwnAddresses(db, organizationId, { to: input.to, cc: input.cc ?? [], bcc: input.bcc ?? [] });

  const subject = input.subject?.trim() ?? '';

  const files = uploadedFiles(input.content.attachments);
  const messageId = await withStoredFiles(db, organizationId, files, opts.now, (stored) => db.transaction(async (tx) => {
    const contactId = await trustedContactFor(tx, organizationId, input.to[0]!, opts.now);
    const [conversation] = await tx
      .insert(conversations)
      .values({
        organizationId,
        channelId: channel.id,
        contactId,
        subject,
        status: 'opened',
        createdAt: opts.now,
        updatedAt: opts.now,
        slaCycleStartedAt: opts.now,
        search: sql`setweight(to_tsvector('english', ${subject}), 'A')`,
      })
      .returning({ id: conversations.id });
    const id = await insertScheduledMessage(
      tx,
      {
        organizationId,
        conversationId: conversation!.id,
        channelEmail: channel.email,
        agent,
        to: input.to,
        cc: input.cc ?? [],
        bcc: input.bcc ?? [],
        subject,
        html: input.content.content,
        generatedId: input.generated_id ?? null,
        actions: input.content.actions ?? [],
        attachments: stored,
        delaySeconds: input.delay,
        appendToConversation: true,
      },
      opts,
    );
    await refreshSla(tx, organizationId, [conversation!.id], opts.now);
    await emitConversationChanges(tx, organizationId, opts.actor, 'conversation.created', [conversation!.id], opts.now);
    await emitConversationChanges(tx, organizationId, opts.actor, 'message.scheduled', [conversation!.id], opts.now, () => ({ message_id: id }));
    return id;
  }));
  // An action carrying snippet_id counts as an application of that snippet.
  await recordApplications(db, organizationId, snippetIdsOf(input.content.actions ?? []), opts.now);
  return (await getMessage(db, organizationId, messageId))!;
}
