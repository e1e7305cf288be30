import type { Db } from '../../../db/client.ts';
import { emitChanges } from '../../changes/emit.ts';
import type { Actor } from '../../conversations/events.ts';
import { getProposal } from './proposal-view.ts';

// `ai_source.proposal_changed` on the change feed: a proposal created, proposed again, accepted or dismissed, in
// the transaction that makes the change, carrying the proposal as GET /organization/rag/proposals shows it. Call it
// after the transaction's last row lock (emitChanges takes the organization's feed lock until commit).

export async function emitProposal(tx: Db, organizationId: number, actor: Actor, id: number, at: Date): Promise<void> {
  const proposal = await getProposal(tx, organizationId, id);
  if (!proposal) return;
  await emitChanges(tx, organizationId, actor, [{ type: 'ai_source.proposal_changed', conversationId: null, payload: { proposal } }], at);
}
