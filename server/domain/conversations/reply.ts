import { and, desc, eq, inArray, isNotNull } from 'drizzle-orm';
import type { ReplyInput } from '#contract/compose';
import type { Message } from '#contract/conversations';
import type { Db } from '../../db/client.ts';
import { channels, contacts, conversations, messages } from '../../db/schema.ts';
import { InputError } from '../errors.ts';
import { emitProposal } from '../rag/proposals/proposal-events.ts';
import { recordProposal } from '../rag/proposals/record-proposal.ts';
import { checkUsedSource } from '../rag/proposals/used-source.ts';
import { recordApplications, snippetIdsOf } from '../snippets/snippet-writes.ts';
import { refuseOwnAddresses } from '../channels.ts';
import { checkActions } from './check-actions.ts';
import { refuseIfSomethingArrived } from './collision-guard.ts';
import { emitConversationChanges } from '../changes/emit.ts';
import { uploadedFiles, withStoredFiles } from '../files/stored-files.ts';
import type { Actor } from './events.ts';
import { getMessage } from './message-view.ts';
import { insertScheduledMessage, resolveSendingAgent } from './outbound-message.ts';

const MAX_REFERENCES = 20;

/** A reply that a rule sends by itself (docs/api.md, "Rules"): no agent, marked Auto-Submitted when sent. */
export interface AutoReply {
  fromName: string;
}

export function replySubject(subject: string): string {
  const trimmed = subject.trim();
  if (!trimmed) return '';
  return /^re:/i.test(trimmed) ? trimmed : `Re: ${trimmed}`;
}

/**
 * A reply in a conversation: scheduled like compose, addressed to the contact unless `to` is given, and
 * threaded (In-Reply-To / References) to the conversation's latest message, so the customer's mail client
 * shows it in the same thread and their answer comes back to this conversation.
 */
export async function replyToConversation(
  db: Db,
  organizationId: number,
  conversationId: number,
  input: ReplyInput,
  opts: { now: Date; actor: Actor; autoReply?: AutoReply },
): Promise<Message | undefined> {
  const [row] = await db
    .select({ conversation: conversations, channel: channels, contact: contacts })
    .from(conversations)
    .innerJoin(channels, eq(channels.id, conversations.channelId))
    .innerJoin(contacts, eq(contacts.id, conversations.contactId))
    .where(and(eq(conversations.organizationId, organizationId), eq(conversations.id, conversationId)));
  if (!row) return undefined;
  // A rule's auto-reply is written by no agent: it goes out under the organization's name.
  const agent = opts.autoReply ? { id: null, name: opts.autoReply.fromName } : await resolveSendingAgent(db, organizationId, input);
  if (input.seen_message_id !== undefined && agent.id !== null) {
    await refuseIfSomethingArrived(db, organizationId, conversationId, input.seen_message_id, agent.id);
  }
  const actions = input.content.actions ?? [];
  await checkActions(db, organizationId, actions, new Date(opts.now.getTime() + input.delay * 1000));
  if (input.ai_source) await checkUsedSource(db, organizationId, input.ai_source);
  const to = input.to ?? (row.contact.email ? [{ name: row.contact.name, email: row.contact.email }] : []);
  if (to.length === 0) throw new InputError('to is required: the contact of this conversation has no email address');
  await refuseOwnAddresses(db, organizationId, { to, cc: input.cc ?? [], bcc: input.bcc ?? [] });

  const [last] = await db
    .select({ messageIdHeader: messages.messageIdHeader, references: messages.references })
    .from(messages)
    // Only mail the customer has: a cancelled, failed or still scheduled reply was never delivered.
    .where(
      and(
        eq(messages.conversationId, conversationId),
        isNotNull(messages.messageIdHeader),
        inArray(messages.status, ['received', 'sending', 'sent']),
      ),
    )
    .orderBy(desc(messages.createdAt), desc(messages.id))
    .limit(1);
  const references = last ? [...last.references, last.messageIdHeader!].slice(-MAX_REFERENCES) : [];

  const files = uploadedFiles(input.content.attachments);
  const messageId = await withStoredFiles(db, organizationId, files, opts.now, (stored) => db.transaction(async (tx) => {
    const id = await insertScheduledMessage(
      tx,
      {
        organizationId,
        conversationId,
        channelEmail: row.channel.email,
        agent,
        to,
        cc: input.cc ?? [],
        bcc: input.bcc ?? [],
        subject: input.subject?.trim() || replySubject(row.conversation.subject),
        html: input.content.content,
        inReplyTo: last?.messageIdHeader ?? null,
        references,
        generatedId: input.generated_id ?? null,
        actions,
        attachments: stored,
        ...(opts.autoReply ? { automated: 'auto-replied' } : {}),
        aiSourceUuid: input.ai_source?.uuid ?? null,
        delaySeconds: input.delay,
        appendToConversation: true,
      },
      opts,
    );
    // The customer's question (their latest message, before this reply) offered to the source the reply used:
    // after the conversation's lock (the order its deletion takes), before the change events.
    const proposalId = input.ai_source && agent.id !== null
      ? await recordProposal(tx, { organizationId, conversationId, agentId: agent.id, used: input.ai_source, now: opts.now })
      : undefined;
    await emitConversationChanges(tx, organizationId, opts.actor, 'message.scheduled', [conversationId], opts.now, () => ({ message_id: id }));
    if (proposalId !== undefined) await emitProposal(tx, organizationId, opts.actor, proposalId, opts.now);
    return id;
  }));
  await recordApplications(db, organizationId, snippetIdsOf(actions), opts.now);
  return getMessage(db, organizationId, messageId);
}
