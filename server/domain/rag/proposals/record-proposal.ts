import { and, eq, ne, sql } from 'drizzle-orm';
import { clipText, questionKey } from '#contract/customer-question';
import { RAG_LIMITS } from '#contract/rag';
import type { UsedAiSource } from '#contract/rag-proposals';
import type { Db } from '../../../db/client.ts';
import { ragProposals, ragSources } from '../../../db/schema.ts';
import { conversationQuestion } from './customer-question.ts';

export interface ReplyThatUsed {
  organizationId: number;
  conversationId: number;
  agentId: number;
  used: UsedAiSource;
  now: Date;
}

/**
 * In the reply's transaction: the customer's question proposed as a new variant of the source the reply used.
 * One proposal per source and wording (the same question again counts one more occurrence, whatever became of
 * it); nothing when the source already has that wording, when the customer asked nothing, or when the source was
 * deleted since the reply was checked. Answers the proposal's id when it was created or counted again.
 *
 * Locks the source (key share: its deletion waits, its edits do not) before the proposal, the order accepting
 * takes them in too; call it before the transaction emits its change events.
 */
export async function recordProposal(tx: Db, reply: ReplyThatUsed): Promise<number | undefined> {
  const { organizationId, used, now } = reply;
  const [source] = await tx
    .select({ questions: ragSources.questions })
    .from(ragSources)
    .where(
      and(eq(ragSources.organizationId, organizationId), eq(ragSources.uuid, used.uuid), eq(ragSources.type, 'question'), ne(ragSources.status, 'deleting')),
    )
    .for('key share');
  // A help text or an article takes no questions: nothing to work out (a reply that used its passage counts a use only).
  if (!source) return undefined;
  const question = clipText(await conversationQuestion(tx, organizationId, reply.conversationId), RAG_LIMITS.questionLength);
  if (!question) return undefined;
  const key = questionKey(question);
  if (source.questions.some((q) => questionKey(q) === key)) return undefined;
  const [row] = await tx
    .insert(ragProposals)
    .values({
      organizationId,
      sourceUuid: used.uuid,
      question,
      questionKey: key,
      origin: used.origin,
      conversationId: reply.conversationId,
      agentId: reply.agentId,
      createdAt: now,
      lastProposedAt: now,
    })
    .onConflictDoUpdate({
      target: [ragProposals.sourceUuid, ragProposals.questionKey],
      set: { occurrences: sql`${ragProposals.occurrences} + 1`, lastProposedAt: now },
    })
    .returning({ id: ragProposals.id });
  return row?.id;
}
