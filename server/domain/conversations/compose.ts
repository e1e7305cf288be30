import { randomUUID } from 'node:crypto';
import { and, eq, isNull, sql } from 'drizzle-orm';
import type { ComposeInput } from '../../../contract/compose.ts';
import type { Message } from '../../../contract/conversations.ts';
import type { Db } from '../../db/client.ts';
import { agents, attachments, channels, contacts, conversations, messages } from '../../db/schema.ts';
import { enqueueJob } from '../../jobs/queue.ts';
import { normalizeEmail } from '../agents.ts';
import { InputError } from '../errors.ts';
import { htmlToText, previewOf, SEARCH_TEXT_MAX } from '../message-text.ts';
import { recordEvents, type Actor } from './events.ts';
import { getMessage } from './message-view.ts';

export const SEND_JOB = 'message.send';

/** The job that sends an outbound message when its delay has passed (the mail issue adds its handler). */
export function scheduleSend(db: Db, organizationId: number, messageId: number, at: Date) {
  return enqueueJob(db, {
    kind: SEND_JOB,
    organizationId,
    payload: { message_id: messageId },
    runAt: at,
    dedupeKey: `send:${messageId}`,
  });
}

/** A Message-ID of our own, on the channel's domain, for threading replies back to this conversation. */
export function newMessageId(channelEmail: string): string {
  return `<${randomUUID()}@${channelEmail.slice(channelEmail.lastIndexOf('@') + 1)}>`;
}

export async function resolveSendingAgent(db: Db, organizationId: number, input: { agent_id?: number | undefined; agent_email?: string | undefined }) {
  if (input.agent_id === undefined && input.agent_email === undefined) {
    throw new InputError('agent_id or agent_email is required');
  }
  const condition =
    input.agent_id !== undefined ? eq(agents.id, input.agent_id) : eq(agents.email, normalizeEmail(input.agent_email!));
  const [agent] = await db
    .select({ id: agents.id, name: agents.name, email: agents.email })
    .from(agents)
    .where(and(eq(agents.organizationId, organizationId), eq(agents.active, true), condition));
  if (!agent) {
    throw new InputError(
      input.agent_id !== undefined ? `agent_id: agent ${input.agent_id} not found` : `agent_email: no agent with the email ${input.agent_email}`,
    );
  }
  return agent;
}

/** The trusted contact with this address, created when new. */
async function contactFor(tx: Db, organizationId: number, address: { name: string; email: string }, now: Date): Promise<number> {
  await tx
    .insert(contacts)
    .values({ organizationId, email: address.email, name: address.name || address.email.split('@')[0]!, createdAt: now })
    .onConflictDoNothing();
  const [contact] = await tx
    .select({ id: contacts.id })
    .from(contacts)
    .where(and(eq(contacts.organizationId, organizationId), eq(contacts.email, address.email), isNull(contacts.sessionUuid)));
  return contact!.id;
}

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
  const [channel] = await db
    .select()
    .from(channels)
    .where(and(eq(channels.organizationId, organizationId), eq(channels.id, input.channel_id)));
  if (!channel) throw new InputError(`channel_id: no channel ${input.channel_id} in this organization`);
  const agent = await resolveSendingAgent(db, organizationId, input);

  const html = input.content.content;
  const text = htmlToText(html);
  const subject = input.subject?.trim() ?? '';
  const sendAt = new Date(opts.now.getTime() + input.delay * 1000);
  const files = (input.content.attachments ?? []).map((a) => ({
    filename: a.name.replace(/[/\\]/g, '_'),
    contentType: a.type,
    content: Buffer.from(a.content.replace(/\s+/g, ''), 'base64'),
  }));

  const messageId = await db.transaction(async (tx) => {
    const contactId = await contactFor(tx, organizationId, input.to[0]!, opts.now);
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
        lastMessageAt: opts.now,
        preview: previewOf(text),
        messageCount: 1,
        search: sql`setweight(to_tsvector('english', ${subject}), 'A') || setweight(to_tsvector('english', ${text.slice(0, SEARCH_TEXT_MAX)}), 'B')`,
      })
      .returning({ id: conversations.id });
    const [message] = await tx
      .insert(messages)
      .values({
        organizationId,
        conversationId: conversation!.id,
        direction: 'outbound',
        status: 'scheduled',
        agentId: agent.id,
        fromName: agent.name,
        fromEmail: channel.email,
        to: input.to,
        cc: input.cc ?? [],
        bcc: input.bcc ?? [],
        subject,
        html,
        text,
        messageIdHeader: newMessageId(channel.email),
        generatedId: input.generated_id ?? null,
        actions: input.content.actions ?? [],
        sendAt,
        createdAt: opts.now,
      })
      .returning({ id: messages.id });
    if (files.length) {
      await tx.insert(attachments).values(
        files.map((f) => ({ organizationId, messageId: message!.id, ...f, size: f.content.length, createdAt: opts.now })),
      );
    }
    await recordEvents(
      tx,
      opts.actor,
      [{ organizationId, conversationId: conversation!.id, type: 'message_scheduled', data: { message_id: message!.id, send_at: sendAt.toISOString() } }],
      opts.now,
    );
    await scheduleSend(tx, organizationId, message!.id, sendAt);
    return message!.id;
  });
  return (await getMessage(db, organizationId, messageId))!;
}
