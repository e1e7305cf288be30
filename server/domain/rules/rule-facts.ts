import { and, desc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { contacts, conversations, messages } from '../../db/schema.ts';
import { organizationCalendar } from '../sla/sla-settings.ts';
import { isOpenAt } from '../time/business-calendar.ts';
import type { RuleFacts } from './conditions.ts';

/** The mail a rule runs on, with what its guards need beyond the conditions' facts. */
export interface RuleTarget {
  organizationId: number;
  conversationId: number;
  /** The customer's message (null: the conversation has none, e.g. one an agent started). */
  messageId: number | null;
  contactId: number;
  contactEmail: string | null;
  /** The conversation's status now: rules leave spam alone. */
  status: string;
  /** Why the mail is machine-written (messages.automated), or null. */
  automated: string | null;
  facts: RuleFacts;
}

/**
 * Reads the facts of a conversation and one of its customer's messages (the latest when `messageId` is null):
 * undefined when the conversation is gone. Business hours are read at the time the mail came.
 */
export async function ruleTarget(db: Db, organizationId: number, conversationId: number, messageId: number | null): Promise<RuleTarget | undefined> {
  const [row] = await db
    .select({ conversation: conversations, contactEmail: contacts.email })
    .from(conversations)
    .innerJoin(contacts, eq(contacts.id, conversations.contactId))
    .where(and(eq(conversations.organizationId, organizationId), eq(conversations.id, conversationId)));
  if (!row) return undefined;
  const c = row.conversation;
  const [message] = await db
    .select({ id: messages.id, fromEmail: messages.fromEmail, subject: messages.subject, text: messages.text, createdAt: messages.createdAt, automated: messages.automated })
    .from(messages)
    .where(
      and(
        eq(messages.organizationId, organizationId),
        eq(messages.conversationId, conversationId),
        eq(messages.direction, 'inbound'),
        ...(messageId === null ? [] : [eq(messages.id, messageId)]),
      ),
    )
    .orderBy(desc(messages.createdAt), desc(messages.id))
    .limit(1);
  const [earlier] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(conversations)
    .where(
      and(
        eq(conversations.organizationId, organizationId),
        eq(conversations.contactId, c.contactId),
        sql`(${conversations.createdAt}, ${conversations.id}) < (${c.createdAt}, ${c.id})`,
      ),
    );
  const at = message?.createdAt ?? c.createdAt;
  const { calendar, hasHours } = await organizationCalendar(db, organizationId);
  return {
    organizationId,
    conversationId,
    messageId: message?.id ?? null,
    contactId: c.contactId,
    contactEmail: row.contactEmail,
    status: c.status,
    automated: message?.automated ?? null,
    facts: {
      channelId: c.channelId,
      from: (message?.fromEmail ?? row.contactEmail ?? '').toLowerCase(),
      subject: message?.subject || c.subject,
      body: message?.text ?? '',
      tags: c.tags,
      businessHours: hasHours ? isOpenAt(calendar, at) : true,
      contactConversations: earlier?.n ?? 0,
    },
  };
}

/**
 * The same target with what the rules before may have changed read again (the conversation's tags and status): the
 * mail, the contact's history and the business hours stay as they were read. Undefined when the conversation is gone.
 */
export async function refreshedTarget(db: Db, target: RuleTarget): Promise<RuleTarget | undefined> {
  const [row] = await db
    .select({ tags: conversations.tags, status: conversations.status })
    .from(conversations)
    .where(and(eq(conversations.organizationId, target.organizationId), eq(conversations.id, target.conversationId)));
  return row ? { ...target, status: row.status, facts: { ...target.facts, tags: row.tags } } : undefined;
}
