import { and, desc, eq, sql } from 'drizzle-orm';
import { questionOf } from '#contract/customer-question';
import type { Db } from '../../../db/client.ts';
import { contacts, conversations, messages } from '../../../db/schema.ts';
import { saysSomething, withoutPersonalData } from '../personal-data.ts';

// The question the reply box asks the AI store for a conversation (contract/customer-question.ts), read from the
// database: the customer's latest message, and whether an agent wrote to them before it (a message that reaches
// the customer: not cancelled, not failed). One indexed lookup, not the whole thread. As proposed, it is without the
// customer's personal data (personal-data.ts): a proposal may become a variant in one click.

export async function conversationQuestion(db: Db, organizationId: number, conversationId: number): Promise<string> {
  const [latest] = await db
    .select({
      subject: messages.subject,
      text: messages.text,
      automated: messages.automated,
      contactName: contacts.name,
      contactEmail: contacts.email,
      // Spelled out: drizzle writes the columns of a selected expression without their table.
      answered: sql<boolean>`exists (
        select 1 from messages earlier
        where earlier.conversation_id = messages.conversation_id
          and earlier.direction = 'outbound' and earlier.status not in ('cancelled', 'failed') and earlier.automated is null
          and (earlier.created_at, earlier.id) < (messages.created_at, messages.id))`,
    })
    .from(messages)
    .innerJoin(conversations, eq(conversations.id, messages.conversationId))
    .innerJoin(contacts, eq(contacts.id, conversations.contactId))
    .where(and(eq(messages.organizationId, organizationId), eq(messages.conversationId, conversationId), eq(messages.direction, 'inbound')))
    .orderBy(desc(messages.createdAt), desc(messages.id))
    .limit(1);
  // Machine-written mail asks nothing (contract/customer-question.ts): no question to propose.
  if (!latest || latest.automated) return '';
  const question = withoutPersonalData(questionOf(latest, { answered: latest.answered }), [{ name: latest.contactName, email: latest.contactEmail }]);
  return saysSomething(question) ? question : '';
}
