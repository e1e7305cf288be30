import { and, eq, sql, type SQL } from 'drizzle-orm';
import type { RagProposal } from '#contract/rag-proposals';
import type { Db } from '../../../db/client.ts';
import { agents, conversations, ragProposals, ragSources } from '../../../db/schema.ts';

// The one place that turns rag_proposals rows (with their source, conversation and agent) into the API's shape.

const proposalColumns = {
  proposal: ragProposals,
  sourceQuestion: sql<string>`coalesce(${ragSources.questions}[1], '')`,
  sourceStatus: ragSources.status,
  conversationSubject: conversations.subject,
  agentName: agents.name,
  agentEmail: agents.email,
  // Keyset position of the list: pending first.
  rank: sql<number>`(case when ${ragProposals.status} = 'pending' then 0 else 1 end)`.mapWith(Number),
};

type ProposalRow = Awaited<ReturnType<typeof selectProposals>>[number];

/** The organization's proposals matching `where`, joined with what they show; ordering and limits are the caller's. */
export function selectProposals(db: Db, organizationId: number, where?: SQL) {
  return db
    .select(proposalColumns)
    .from(ragProposals)
    .innerJoin(ragSources, eq(ragSources.uuid, ragProposals.sourceUuid))
    .leftJoin(conversations, and(eq(conversations.id, ragProposals.conversationId), eq(conversations.organizationId, organizationId)))
    .leftJoin(agents, and(eq(agents.id, ragProposals.agentId), eq(agents.organizationId, organizationId)))
    .where(and(eq(ragProposals.organizationId, organizationId), where))
    .$dynamic();
}

export function toRagProposal(row: ProposalRow): RagProposal {
  const p = row.proposal;
  return {
    id: p.id,
    status: p.status,
    question: p.question,
    origin: p.origin,
    occurrences: p.occurrences,
    source: { uuid: p.sourceUuid, question: row.sourceQuestion, status: row.sourceStatus },
    conversation: p.conversationId !== null && row.conversationSubject !== null ? { id: p.conversationId, subject: row.conversationSubject } : null,
    agent: p.agentId !== null && row.agentName !== null ? { id: p.agentId, name: row.agentName, email: row.agentEmail ?? '' } : null,
    created: p.createdAt.toISOString(),
    last_proposed: p.lastProposedAt.toISOString(),
    decided_at: p.decidedAt?.toISOString() ?? null,
    decided_by: p.decidedByType ? { type: p.decidedByType, agent_id: p.decidedByAgentId, api_key_id: p.decidedByApiKeyId } : null,
  };
}

/** The proposal of this organization, or undefined (another organization's is as unknown as a missing one). */
export async function getProposal(db: Db, organizationId: number, id: number): Promise<RagProposal | undefined> {
  const [row] = await selectProposals(db, organizationId, eq(ragProposals.id, id));
  return row ? toRagProposal(row) : undefined;
}
