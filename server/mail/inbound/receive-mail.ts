import { createHash, randomUUID } from 'node:crypto';
import { MAX_ADDRESS_LENGTH } from '#contract/address-list';
import { and, desc, eq, inArray, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { channels, contacts, conversations, messages, type AddressJson } from '../../db/schema.ts';
import { trustedContactFor } from '../../domain/contacts.ts';
import { appendMessageToConversation } from '../../domain/conversations/append-message.ts';
import { refreshSla } from '../../domain/sla/refresh-sla.ts';
import { queueRules } from '../../domain/rules/run-rules.ts';
import { emitConversationChanges } from '../../domain/changes/emit.ts';
import { recordEvents, type Actor } from '../../domain/conversations/events.ts';
import { insertAttachments, withStoredFiles } from '../../domain/files/stored-files.ts';
import { htmlToText } from '../../domain/message-text.ts';
import { findSuppressionFor, recordBlocked } from '../../domain/suppressions.ts';

/** A received email, already parsed: what the inbox needs of it, independent of the SMTP and MIME libraries. */
export interface InboundMail {
  messageId: string | null;
  inReplyTo: string | null;
  references: string[];
  from: AddressJson;
  /** The SMTP envelope sender (MAIL FROM), which may differ from the From header. */
  envelopeFrom: string | null;
  to: AddressJson[];
  cc: AddressJson[];
  subject: string;
  html: string | null;
  text: string | null;
  attachments: { filename: string; contentType: string; content: Buffer }[];
  /** Why the mail is machine-written (parse-mail's automatedReason); null or absent for a person's mail. */
  automated?: string | null;
}

export interface InboundChannel {
  id: number;
  organizationId: number;
  email: string;
}

export type ReceiveOutcome =
  | { outcome: 'stored'; conversationId: number; messageId: number; threaded: boolean }
  | { outcome: 'duplicate'; messageId: number }
  | { outcome: 'suppressed'; suppressionId: number }
  | { outcome: 'refused'; reason: string };

// PostgreSQL text cannot hold NUL; mail from the outside world sometimes does. Nor can UTF-8 hold a lone UTF-16
// surrogate, which a broken UTF-16 encoded-word decodes to: text columns would silently get U+FFFD, but jsonb
// (the addresses) refuses the whole row, a failure to store that the sender would retry forever.
const LONE_SURROGATES = /[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/g;
const clean = (s: string) => s.replaceAll(String.fromCharCode(0), '').replace(LONE_SURROGATES, '\ufffd');
const cleanAddress = (a: AddressJson): AddressJson => ({ name: clean(a.name), email: clean(a.email) });

// Message-IDs are indexed; an absurdly long one (a btree row holds ~2.7 kB) is stored as a hash of itself.
// The same mapping applies to In-Reply-To and References, so threading still matches.
const MAX_MESSAGE_ID_LENGTH = 250;
function boundedMessageId(id: string): string {
  const cleaned = clean(id);
  return cleaned.length <= MAX_MESSAGE_ID_LENGTH ? cleaned : `<${createHash('sha256').update(cleaned).digest('hex')}@hashed.invalid>`;
}

/** The mail without NUL in any header value that is stored or used in a query, and with bounded threading ids. */
function normalizeHeaders(mail: InboundMail): InboundMail {
  return {
    ...mail,
    messageId: mail.messageId === null ? null : boundedMessageId(mail.messageId),
    inReplyTo: mail.inReplyTo === null ? null : boundedMessageId(mail.inReplyTo),
    references: mail.references.slice(-100).map(boundedMessageId),
    from: cleanAddress(mail.from),
    envelopeFrom: mail.envelopeFrom === null ? null : clean(mail.envelopeFrom),
    to: mail.to.map(cleanAddress),
    cc: mail.cc.map(cleanAddress),
  };
}

/** The suppression entry that refuses this mail in the organization: its From address or its envelope sender. */
export async function suppressionFor(db: Db, organizationId: number, senders: (string | null)[]) {
  for (const sender of senders) {
    if (!sender || !sender.includes('@')) continue;
    const entry = await findSuppressionFor(db, organizationId, sender);
    if (entry) return entry;
  }
  return undefined;
}

/** The conversation of this channel that the mail names in its In-Reply-To and References headers. */
async function referredConversation(tx: Db, channel: InboundChannel, mail: InboundMail): Promise<number | undefined> {
  const candidates = [mail.inReplyTo, ...mail.references].filter((v): v is string => !!v).slice(0, 50);
  if (candidates.length === 0) return undefined;
  const [match] = await tx
    .select({ conversationId: messages.conversationId })
    .from(messages)
    .innerJoin(conversations, eq(conversations.id, messages.conversationId))
    .where(
      and(
        // Only Message-IDs of this organization and channel: a forged header cannot reach another inbox.
        eq(messages.organizationId, channel.organizationId),
        eq(conversations.channelId, channel.id),
        inArray(messages.messageIdHeader, candidates),
      ),
    )
    .orderBy(desc(messages.createdAt), desc(messages.id))
    .limit(1);
  return match?.conversationId;
}

/**
 * Whether the sender (lower-case) takes part in the conversation: its contact, or an address in the from, to
 * or cc of its messages (someone the customer or an agent already included). Never one of the organization's
 * own channel addresses: they are in the To of every mail, and mail from outside can claim any From.
 */
async function takesPart(tx: Db, organizationId: number, conversationId: number, sender: string): Promise<boolean> {
  if (!sender.includes('@')) return false;
  const [own] = await tx
    .select({ id: channels.id })
    .from(channels)
    .where(and(eq(channels.organizationId, organizationId), sql`lower(${channels.email}) = ${sender}`))
    .limit(1);
  if (own) return false;
  const [contact] = await tx
    .select({ id: contacts.id })
    .from(conversations)
    .innerJoin(contacts, eq(contacts.id, conversations.contactId))
    .where(and(eq(conversations.id, conversationId), eq(conversations.organizationId, organizationId), sql`lower(${contacts.email}) = ${sender}`))
    .limit(1);
  if (contact) return true;
  const [seen] = await tx
    .select({ id: messages.id })
    .from(messages)
    .where(
      and(
        eq(messages.organizationId, organizationId),
        eq(messages.conversationId, conversationId),
        or(
          sql`lower(${messages.fromEmail}) = ${sender}`,
          sql`exists (select 1 from jsonb_array_elements(${messages.to} || ${messages.cc}) as address(value) where lower(address.value->>'email') = ${sender})`,
        ),
      ),
    )
    .limit(1);
  return seen !== undefined;
}

/**
 * The conversation the mail names by its headers, and whether it joins it. A Message-ID is no secret (it
 * travels in every reply and cc), so naming one is not enough: the sender must also take part in it.
 */
async function threadOf(tx: Db, channel: InboundChannel, mail: InboundMail): Promise<{ conversationId: number; joins: boolean } | undefined> {
  const conversationId = await referredConversation(tx, channel, mail);
  if (conversationId === undefined) return undefined;
  return { conversationId, joins: await takesPart(tx, channel.organizationId, conversationId, mail.from.email.toLowerCase()) };
}

/** The message already stored for this Message-ID on this channel (mail servers retry deliveries). */
async function alreadyReceived(db: Db, channel: InboundChannel, messageId: string | null) {
  if (!messageId) return undefined;
  const [seen] = await db
    .select({ id: messages.id })
    .from(messages)
    .innerJoin(conversations, eq(conversations.id, messages.conversationId))
    .where(
      and(
        eq(messages.organizationId, channel.organizationId),
        eq(conversations.channelId, channel.id),
        eq(messages.direction, 'inbound'),
        eq(messages.messageIdHeader, clean(messageId)),
      ),
    )
    .limit(1);
  return seen;
}

/**
 * Files a received mail into the channel's organization. A suppressed sender is refused (nothing stored, the
 * entry's blocked count goes up); a Message-ID already received on this channel is not stored twice (mail
 * servers retry); a reply from someone taking part in its conversation joins it, reopening it when closed or
 * snoozed; anything else opens a new conversation. It is always the customer's message: no header can make it an agent's.
 */
export interface ReceiveOptions {
  /** An event for the history of a new conversation: how the message came (the help site's contact form). */
  openingEvent?: { type: string; data: Record<string, unknown> };
}

export async function receiveMail(db: Db, channel: InboundChannel, received: InboundMail, now: Date, options: ReceiveOptions = {}): Promise<ReceiveOutcome> {
  const mail = normalizeHeaders(received);
  // Longer than any deliverable address (RFC 5321): refused rather than stored under a broken contact.
  if (mail.from.email.length > MAX_ADDRESS_LENGTH) return { outcome: 'refused', reason: '5.1.7 Sender address is too long' };
  const blockedBy = await suppressionFor(db, channel.organizationId, [mail.from.email, mail.envelopeFrom]);
  if (blockedBy) {
    await recordBlocked(db, channel.organizationId, blockedBy.id);
    return { outcome: 'suppressed', suppressionId: blockedBy.id };
  }

  // The bytes of attachments are stored before the transaction (in small pieces, see withStoredFiles); a mail
  // already received is recognised first, so a retried delivery does not store its files again.
  const incoming = (await alreadyReceived(db, channel, mail.messageId))
    ? []
    : mail.attachments.map((a) => ({
        filename: clean(a.filename),
        contentType: clean(a.contentType).toLowerCase().slice(0, 255) || 'application/octet-stream',
        content: a.content,
      }));
  // The text of an HTML-only mail serves search (its first 20,000 characters), previews and the PDF export;
  // html-to-text takes seconds per MB of markup, so only the start of a huge one is converted, and before the
  // transaction, which must not wait on it. The HTML is stored whole.
  const html = mail.html === null ? null : clean(mail.html);
  const text = clean(mail.text?.trim() ? mail.text : html ? htmlToText(html) : '');
  return withStoredFiles(db, channel.organizationId, incoming, now, (files) => db.transaction(async (tx) => {
    const organizationId = channel.organizationId;
    // Serialises deliveries of one Message-ID, so a retried mail racing its first delivery is stored once.
    const messageIdHeader = mail.messageId ? clean(mail.messageId) : `<${randomUUID()}@received.invalid>`;
    await tx.execute(sql`select pg_advisory_xact_lock(727004, hashtext(${`${channel.id}:${messageIdHeader}`}))`);
    const seen = await alreadyReceived(tx, channel, mail.messageId);
    if (seen) return { outcome: 'duplicate' as const, messageId: seen.id };

    const contactId = await trustedContactFor(tx, organizationId, { name: clean(mail.from.name), email: mail.from.email }, now);
    const actor: Actor = { type: 'contact', agentId: null, apiKeyId: null };
    const subject = clean(mail.subject).slice(0, 1000);

    const thread = await threadOf(tx, channel, mail);
    let conversationId = thread?.joins ? thread.conversationId : undefined;
    const threaded = conversationId !== undefined;
    let reopened = false;
    if (conversationId !== undefined) {
      const [current] = await tx
        .select({ status: conversations.status })
        .from(conversations)
        .where(eq(conversations.id, conversationId))
        .for('update');
      if (current && (current.status === 'closed' || current.status === 'snoozed')) {
        await tx.update(conversations).set({ status: 'opened', snoozeUntil: null }).where(eq(conversations.id, conversationId));
        await recordEvents(tx, actor, [{ organizationId, conversationId, type: 'status_changed', data: { from: current.status, to: 'opened', reason: 'customer_reply' } }], now);
        reopened = true;
      }
    } else {
      const [created] = await tx
        .insert(conversations)
        .values({
          organizationId,
          channelId: channel.id,
          contactId,
          subject,
          status: 'opened',
          createdAt: now,
          updatedAt: now,
          slaCycleStartedAt: now,
          search: sql`setweight(to_tsvector('english', ${subject}), 'A')`,
        })
        .returning({ id: conversations.id });
      conversationId = created!.id;
      if (options.openingEvent) await recordEvents(tx, actor, [{ organizationId, conversationId, ...options.openingEvent }], now);
      // Not threaded because of who sent it: the new conversation says which one the mail named, for the agent.
      if (thread) {
        const data = { conversation_id: thread.conversationId, reason: 'sender_not_in_conversation' };
        await recordEvents(tx, actor, [{ organizationId, conversationId, type: 'reply_to_other_conversation', data }], now);
      }
    }

    const [message] = await tx
      .insert(messages)
      .values({
        organizationId,
        conversationId,
        direction: 'inbound',
        status: 'received',
        fromName: clean(mail.from.name),
        fromEmail: mail.from.email.toLowerCase(),
        to: mail.to,
        cc: mail.cc,
        subject,
        html,
        text,
        messageIdHeader,
        inReplyTo: mail.inReplyTo,
        references: mail.references,
        automated: mail.automated ? clean(mail.automated) : null,
        createdAt: now,
      })
      .returning({ id: messages.id });
    await insertAttachments(tx, organizationId, message!.id, files, now);
    await appendMessageToConversation(tx, { organizationId, conversationId, text, at: now, fromCustomer: true });
    const id = conversationId;
    await refreshSla(tx, organizationId, [id], now);
    if (!threaded) await emitConversationChanges(tx, organizationId, actor, 'conversation.created', [id], now);
    if (reopened) await emitConversationChanges(tx, organizationId, actor, 'conversation.updated', [id], now, () => ({ changes: ['status_changed'] }));
    await emitConversationChanges(tx, organizationId, actor, 'message.received', [id], now, () => ({ message_id: message!.id }));
    await queueRules(tx, organizationId, { trigger: threaded ? 'customer.replied' : 'conversation.created', conversationId: id, messageId: message!.id }, now);
    return { outcome: 'stored' as const, conversationId, messageId: message!.id, threaded };
  }));
}
