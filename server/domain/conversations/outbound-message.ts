import { randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { agents, messages, type AddressJson } from '../../db/schema.ts';
import { enqueueJob } from '../../jobs/queue.ts';
import { normalizeEmail } from '../agents.ts';
import { InputError } from '../errors.ts';
import { insertAttachments, type StoredFile } from '../files/stored-files.ts';
import { htmlToText } from '../message-text.ts';
import { appendMessageToConversation } from './append-message.ts';
import { recordEvents, type Actor } from './events.ts';

export const SEND_JOB = 'message.send';

/** A Message-ID of our own, on the channel's domain, for threading replies back to this conversation. */
export function newMessageId(channelEmail: string): string {
  return `<${randomUUID()}@${channelEmail.slice(channelEmail.lastIndexOf('@') + 1)}>`;
}

export async function resolveSendingAgent(
  db: Db,
  organizationId: number,
  input: { agent_id?: number | undefined; agent_email?: string | undefined },
) {
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

export interface OutboundDraft {
  organizationId: number;
  conversationId: number;
  channelEmail: string;
  /** The writer; a rule's auto-reply has no agent (id null) and goes out under the organization's name. */
  agent: { id: number | null; name: string };
  /** `auto-replied` for a rule's auto-reply (messages.automated). */
  automated?: string;
  /** A reply's `ai_source`: counted as a use of that Q&A once the reply is sent. */
  aiSourceUuid?: string | null;
  to: AddressJson[];
  cc: AddressJson[];
  bcc: AddressJson[];
  subject: string;
  html: string;
  inReplyTo?: string | null;
  references?: string[];
  generatedId?: string | null;
  actions?: unknown[];
  /** Files already stored (withStoredFiles), attached here. */
  attachments: StoredFile[];
  delaySeconds: number;
  /** false when the conversation row was just created with this message already counted. */
  appendToConversation: boolean;
}

/**
 * Stores an outbound message in the `scheduled` state with its attachments, and queues its send for
 * now + delay in the same transaction: the send exists exactly when the message does.
 */
export async function insertScheduledMessage(tx: Db, draft: OutboundDraft, opts: { now: Date; actor: Actor }): Promise<number> {
  const sendAt = new Date(opts.now.getTime() + draft.delaySeconds * 1000);
  const text = htmlToText(draft.html);
  const [message] = await tx
    .insert(messages)
    .values({
      organizationId: draft.organizationId,
      conversationId: draft.conversationId,
      direction: 'outbound',
      status: 'scheduled',
      agentId: draft.agent.id,
      fromName: draft.agent.name,
      fromEmail: draft.channelEmail,
      to: draft.to,
      cc: draft.cc,
      bcc: draft.bcc,
      subject: draft.subject,
      html: draft.html,
      text,
      messageIdHeader: newMessageId(draft.channelEmail),
      inReplyTo: draft.inReplyTo ?? null,
      references: draft.references ?? [],
      generatedId: draft.generatedId ?? null,
      actions: draft.actions ?? [],
      automated: draft.automated ?? null,
      aiSourceUuid: draft.aiSourceUuid ?? null,
      sendAt,
      createdAt: opts.now,
    })
    .returning({ id: messages.id });
  const messageId = message!.id;
  await insertAttachments(tx, draft.organizationId, messageId, draft.attachments, opts.now);
  if (draft.appendToConversation) {
    await appendMessageToConversation(tx, {
      organizationId: draft.organizationId,
      conversationId: draft.conversationId,
      text,
      at: opts.now,
      fromCustomer: false,
    });
  }
  await recordEvents(
    tx,
    opts.actor,
    [
      {
        organizationId: draft.organizationId,
        conversationId: draft.conversationId,
        type: 'message_scheduled',
        data: { message_id: messageId, send_at: sendAt.toISOString() },
      },
    ],
    opts.now,
  );
  await enqueueJob(tx, {
    kind: SEND_JOB,
    organizationId: draft.organizationId,
    payload: { message_id: messageId },
    runAt: sendAt,
    dedupeKey: `send:${messageId}`,
  });
  return messageId;
}
