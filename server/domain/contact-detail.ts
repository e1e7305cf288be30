import { and, count, eq, min, sql } from 'drizzle-orm';
import { CONTACT_CONVERSATIONS_SHOWN, type ContactDetail } from '#contract/contacts';
import type { Db } from '../db/client.ts';
import { queryRows } from '../db/query-rows.ts';
import { contacts, conversations, messages } from '../db/schema.ts';
import { emitChanges } from './changes/emit.ts';
import { selectConversationsSql, toConversation, type ConversationRow } from './conversations/conversation-view.ts';
import type { Actor } from './conversations/events.ts';

const contactColumns = {
  id: contacts.id,
  name: contacts.name,
  email: contacts.email,
  sessionUuid: contacts.sessionUuid,
  createdAt: contacts.createdAt,
};

/**
 * A contact of the organization with what the customer panel shows: when they first wrote, how many
 * conversations they have, and the first of those (opened first, then snoozed, closed, spam; each by last message).
 */
export async function getContactDetail(db: Db, organizationId: number, contactId: number): Promise<ContactDetail | undefined> {
  const [contact] = await db
    .select(contactColumns)
    .from(contacts)
    .where(and(eq(contacts.organizationId, organizationId), eq(contacts.id, contactId)));
  if (!contact) return undefined;
  const ofContact = and(eq(conversations.organizationId, organizationId), eq(conversations.contactId, contactId));
  const [{ total }] = (await db.select({ total: count() }).from(conversations).where(ofContact)) as [{ total: number }];
  const [first] = await db
    .select({ at: min(messages.createdAt) })
    .from(messages)
    .innerJoin(conversations, eq(conversations.id, messages.conversationId))
    .where(and(ofContact, eq(messages.direction, 'inbound')));
  const rows = await queryRows<ConversationRow>(
    db,
    selectConversationsSql({
      where: ofContact!,
      orderBy: sql`case ${conversations.status} when 'opened' then 0 when 'snoozed' then 1 when 'closed' then 2 else 3 end,
        coalesce(${conversations.lastMessageAt}, ${conversations.createdAt}) desc, ${conversations.id}`,
      limit: CONTACT_CONVERSATIONS_SHOWN,
    }),
  );
  return {
    id: contact.id,
    name: contact.name,
    email: contact.email,
    session_uuid: contact.sessionUuid,
    created: contact.createdAt.toISOString(),
    first_message_at: first?.at ? new Date(first.at).toISOString() : null,
    conversation_count: Number(total),
    conversations: rows.map(toConversation),
  };
}

/** Renames a contact; undefined when the organization has no such contact. */
export async function renameContact(
  db: Db,
  organizationId: number,
  contactId: number,
  name: string,
  opts: { actor: Actor; now: Date },
): Promise<ContactDetail | undefined> {
  const renamed = await db.transaction(async (tx) => {
    const updated = await tx
      .update(contacts)
      .set({ name })
      .where(and(eq(contacts.organizationId, organizationId), eq(contacts.id, contactId)))
      .returning({ id: contacts.id, name: contacts.name, email: contacts.email });
    if (updated.length === 0) return false;
    await emitChanges(tx, organizationId, opts.actor, [{ type: 'contact.updated', payload: { contact: updated[0] } }], opts.now);
    return true;
  });
  return renamed ? getContactDetail(db, organizationId, contactId) : undefined;
}
