import { createHash, randomUUID } from 'node:crypto';
import { MAX_ADDRESS_LENGTH } from '../../../contract/address-list.ts';
import { and, desc, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { attachments, conversations, messages, type AddressJson } from '../../db/schema.ts';
import { trustedContactFor } from '../../domain/contacts.ts';
import { appendMessageToConversation } from '../../domain/conversations/append-message.ts';
import { recordEvents, type Actor } from '../../domain/conversations/events.ts';
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

// PostgreSQL text cannot hold NUL; mail from the outside world sometimes does.
const clean = (s: string) => s.replaceAll(String.fromCharCode(0), '');
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

/** The conversation of this channel that the mail answers, by its In-Reply-To and References headers. */
async function threadOf(tx: Db, channel: InboundChannel, mail: InboundMail): Promise<number | undefined> {
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
 * Files a received mail into the channel's organization. A suppressed sender is refused (nothing stored, the
 * entry's blocked count goes up); a Message-ID already received on this channel is not stored twice (mail
 * servers retry); a reply joins its conversation, reopening it when closed or snoozed; anything else opens a
 * new conversation. It is always the customer's message: no header can make it an agent's.
 */
export async function receiveMail(db: Db, channel: InboundChannel, received: InboundMail, now: Date): Promise<ReceiveOutcome> {
  const mail = normalizeHeaders(received);
  // Longer than any deliverable address (RFC 5321): refused rather than stored under a broken contact.
  if (mail.from.email.length > MAX_ADDRESS_LENGTH) return { outcome: 'refused', reason: '5.1.7 Sender address is too long' };
  const blockedBy = await suppressionFor(db, channel.organizationId, [mail.from.email, mail.envelopeFrom]);
  if (blockedBy) {
    await recordBlocked(db, channel.organizationId, blockedBy.id);
    return { outcome: 'suppressed', suppressionId: blockedBy.id };
  }

  return db.transaction(async (tx) => {
    const organizationId = channel.organizationId;
    // Serialises deliveries of one Message-ID, so a retried mail racing its first delivery is stored once.
    const messageIdHeader = mail.messageId ? clean(mail.messageId) : `<${randomUUID()}@received.invalid>`;
    await tx.execute(sql`select pg_advisory_xact_lock(727004, hashtext(${`${channel.id}:${messageIdHeader}`}))`);
    if (mail.messageId) {
      const [seen] = await tx
        .select({ id: messages.id })
        .from(messages)
        .innerJoin(conversations, eq(conversations.id, messages.conversationId))
        .where(
          and(
            eq(messages.organizationId, organizationId),
            eq(conversations.channelId, channel.id),
            eq(messages.direction, 'inbound'),
            eq(messages.messageIdHeader, messageIdHeader),
          ),
        )
        .limit(1);
      if (seen) return { outcome: 'duplicate' as const, messageId: seen.id };
    }

    const contactId = await trustedContactFor(tx, organizationId, { name: clean(mail.from.name), email: mail.from.email }, now);
    const actor: Actor = { type: 'contact', agentId: null, apiKeyId: null };
    const subject = clean(mail.subject).slice(0, 1000);
    const html = mail.html === null ? null : clean(mail.html);
    const text = clean(mail.text?.trim() ? mail.text : html ? htmlToText(html) : '');

    let conversationId = await threadOf(tx, channel, mail);
    const threaded = conversationId !== undefined;
    if (conversationId !== undefined) {
      const [current] = await tx
        .select({ status: conversations.status })
        .from(conversations)
        .where(eq(conversations.id, conversationId))
        .for('update');
      if (current && (current.status === 'closed' || current.status === 'snoozed')) {
        await tx.update(conversations).set({ status: 'opened', snoozeUntil: null }).where(eq(conversations.id, conversationId));
        await recordEvents(tx, actor, [{ organizationId, conversationId, type: 'status_changed', data: { from: current.status, to: 'opened', reason: 'customer_reply' } }], now);
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
          search: sql`setweight(to_tsvector('english', ${subject}), 'A')`,
        })
        .returning({ id: conversations.id });
      conversationId = created!.id;
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
        createdAt: now,
      })
      .returning({ id: messages.id });
    if (mail.attachments.length) {
      await tx.insert(attachments).values(
        mail.attachments.map((a) => ({
          organizationId,
          messageId: message!.id,
          filename: clean(a.filename).replace(/[/\\]/g, '_').slice(0, 255) || 'attachment',
          contentType: clean(a.contentType).toLowerCase().slice(0, 255) || 'application/octet-stream',
          size: a.content.length,
          content: a.content,
          createdAt: now,
        })),
      );
    }
    await appendMessageToConversation(tx, { organizationId, conversationId, text, at: now, fromCustomer: true });
    return { outcome: 'stored' as const, conversationId, messageId: message!.id, threaded };
  });
}
