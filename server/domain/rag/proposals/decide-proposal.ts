import { and, eq } from 'drizzle-orm';
import { questionKey } from '#contract/customer-question';
import { RAG_LIMITS } from '#contract/rag';
import type { RagProposal } from '#contract/rag-proposals';
import type { Db } from '../../../db/client.ts';
import { ragProposals, ragSources } from '../../../db/schema.ts';
import { InputError } from '../../errors.ts';
import { updateQuestionSource, type WriteOptions } from '../write-sources.ts';
import { emitProposal } from './proposal-events.ts';
import { getProposal } from './proposal-view.ts';

// An admin's click: accepting adds the question to the source through the one update path of Q&A sources (so the
// processing job embeds it: the source goes queued, then ready), dismissing leaves the source as it is. Each is
// one transaction with its change events. Doing either again answers the proposal as it stands.

export const PROPOSAL_NOT_FOUND = 'proposal not found';

const decided = (status: 'accepted' | 'dismissed', { actor, now }: WriteOptions) => ({
  status,
  decidedAt: now,
  decidedByType: actor.type === 'agent' ? ('agent' as const) : ('api_key' as const),
  decidedByAgentId: actor.agentId,
  decidedByApiKeyId: actor.apiKeyId,
});

const ofOrganization = (organizationId: number, id: number) => and(eq(ragProposals.organizationId, organizationId), eq(ragProposals.id, id));

async function current(tx: Db, organizationId: number, id: number): Promise<RagProposal> {
  const proposal = await getProposal(tx, organizationId, id);
  if (!proposal) throw new InputError(PROPOSAL_NOT_FOUND, 404);
  return proposal;
}

/**
 * `wording`: the question to add instead of the one proposed, as the admin edited it (a customer's name or account
 * number taken out). The proposal keeps the customer's wording, so the same mail proposed again counts on it.
 */
export function acceptProposal(db: Db, organizationId: number, id: number, options: WriteOptions, wording?: string): Promise<RagProposal> {
  return db.transaction(async (tx) => {
    const [found] = await tx.select({ sourceUuid: ragProposals.sourceUuid }).from(ragProposals).where(ofOrganization(organizationId, id));
    if (!found) throw new InputError(PROPOSAL_NOT_FOUND, 404);
    // The source before the proposal: the order a reply that proposes takes them in.
    const [source] = await tx
      .select({ questions: ragSources.questions, status: ragSources.status })
      .from(ragSources)
      .where(and(eq(ragSources.organizationId, organizationId), eq(ragSources.uuid, found.sourceUuid)))
      .for('update');
    const [proposal] = await tx
      .select({ status: ragProposals.status, question: ragProposals.question, questionKey: ragProposals.questionKey })
      .from(ragProposals)
      .where(ofOrganization(organizationId, id))
      .for('update');
    if (!source || !proposal) throw new InputError(PROPOSAL_NOT_FOUND, 404);
    if (proposal.status === 'accepted') return current(tx, organizationId, id);
    if (source.status === 'deleting') throw new InputError('the source is being deleted', 409);
    const question = wording ?? proposal.question;
    const key = wording ? questionKey(wording) : proposal.questionKey;
    // Someone may have added the same wording by hand meanwhile: then there is nothing to add.
    if (!source.questions.some((q) => questionKey(q) === key)) {
      if (source.questions.length >= RAG_LIMITS.questions) {
        throw new InputError(`the source already has ${RAG_LIMITS.questions} questions, the most it can hold: remove one in its editor first`, 409);
      }
      await updateQuestionSource(tx, organizationId, found.sourceUuid, { questions: [...source.questions, question] }, options);
    }
    await tx.update(ragProposals).set(decided('accepted', options)).where(ofOrganization(organizationId, id));
    await emitProposal(tx, organizationId, options.actor, id, options.now);
    return current(tx, organizationId, id);
  });
}

export function dismissProposal(db: Db, organizationId: number, id: number, options: WriteOptions): Promise<RagProposal> {
  return db.transaction(async (tx) => {
    const [proposal] = await tx.select({ status: ragProposals.status }).from(ragProposals).where(ofOrganization(organizationId, id)).for('update');
    if (!proposal) throw new InputError(PROPOSAL_NOT_FOUND, 404);
    if (proposal.status === 'accepted') {
      throw new InputError("the proposal was accepted: its question is one of the source's now (remove it in the source's editor)", 409);
    }
    if (proposal.status === 'pending') {
      await tx.update(ragProposals).set(decided('dismissed', options)).where(ofOrganization(organizationId, id));
      await emitProposal(tx, organizationId, options.actor, id, options.now);
    }
    return current(tx, organizationId, id);
  });
}
