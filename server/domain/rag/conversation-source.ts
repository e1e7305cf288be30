import { and, asc, desc, eq, isNull, sql } from 'drizzle-orm';
import { RAG_LIMITS } from '#contract/rag';
import type { Db } from '../../db/client.ts';
import { contacts, conversations, messages } from '../../db/schema.ts';
import { InputError } from '../errors.ts';
import { authoredText, clip } from './email-text.ts';
import { saysSomething, withoutPersonalData } from './personal-data.ts';
import type { NewSource } from './write-sources.ts';

// A resolved conversation becomes a Q&A source: what the customer asked first, and the answer the agent last
// sent. Taken when the source is created (a snapshot), so later messages do not change what was learnt. Without the
// customer's personal data (personal-data.ts): the answer is offered to every other customer.

const REPLY_PREFIX = /^\s*((re|fw|fwd|aw|wg|tr)\s*(\[\d+\])?\s*:\s*)+/i;

/** A conversation source as it would be created now. */
export type ConversationSource = NewSource & { type: 'conversation'; title: string; questions: string[]; answer: string; conversationId: number };

export async function conversationQuestionAndAnswer(db: Db, organizationId: number, conversationId: number): Promise<ConversationSource> {
  const inConversation = and(eq(messages.organizationId, organizationId), eq(messages.conversationId, conversationId));
  const [conversation] = await db
    .select({ subject: conversations.subject, contactName: contacts.name, contactEmail: contacts.email })
    .from(conversations)
    .innerJoin(contacts, eq(contacts.id, conversations.contactId))
    .where(and(eq(conversations.organizationId, organizationId), eq(conversations.id, conversationId)));
  if (!conversation) throw new InputError('conversation not found', 404);
  // Up to twice what is kept (a redaction only shortens the text), without a word cut in two (half an address would
  // not be recognised): a customer's 25 MB mail is not read whole.
  const impersonal = (text: string, max: number) =>
    withoutPersonalData(text.length > 2 * max ? text.slice(0, 2 * max).replace(/\S*$/, '') : text, [
      { name: conversation.contactName, email: conversation.contactEmail },
    ]);

  // The first inbound message that says something once quotes and signatures are gone.
  const inbound = await db
    .select({ text: messages.text })
    .from(messages)
    .where(and(inConversation, eq(messages.direction, 'inbound')))
    .orderBy(asc(messages.createdAt), asc(messages.id))
    .limit(5);
  const question = inbound.map((m) => impersonal(authoredText(m.text), RAG_LIMITS.questionLength)).find(saysSomething);
  if (!question) throw new InputError('the conversation has no customer message to learn a question from');

  const [reply] = await db
    .select({ text: messages.text })
    .from(messages)
    // A person's reply: a rule's auto-reply answers nothing.
    .where(and(inConversation, eq(messages.direction, 'outbound'), eq(messages.status, 'sent'), isNull(messages.automated)))
    .orderBy(sql`${messages.sentAt} desc nulls last`, desc(messages.id))
    .limit(1);
  const answer = reply ? impersonal(authoredText(reply.text), RAG_LIMITS.answerLength) : '';
  if (!saysSomething(answer)) throw new InputError('the conversation has no sent agent reply to learn an answer from');

  const subject = impersonal(conversation.subject.replace(REPLY_PREFIX, '').trim(), RAG_LIMITS.questionLength);
  const questions = [clip(question, RAG_LIMITS.questionLength)];
  // The subject is often the customer's question in a few words: a second variant, when it says something.
  if (saysSomething(subject) && !question.toLowerCase().startsWith(subject.toLowerCase())) questions.unshift(clip(subject, RAG_LIMITS.questionLength));
  return {
    type: 'conversation',
    title: saysSomething(subject) ? clip(subject, RAG_LIMITS.titleLength) : '',
    questions,
    answer: clip(answer, RAG_LIMITS.answerLength),
    conversationId,
  };
}
