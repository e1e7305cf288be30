import { sql } from 'drizzle-orm';
import { clipText, questionKey } from '#contract/customer-question';
import { RAG_LIMITS } from '#contract/rag';
import type { RagProposal } from '#contract/rag-proposals';
import type { Db } from '../../../db/client.ts';
import { queryRows } from '../../../db/query-rows.ts';
import { emitChanges } from '../../changes/emit.ts';
import { SYSTEM_ACTOR } from '../../conversations/events.ts';
import { saysSomething, withoutPersonalData } from '../personal-data.ts';
import { emitProposal } from './proposal-events.ts';
import { getProposal } from './proposal-view.ts';

// Proposals made before questions were proposed without the customer's personal data (migration 0027 marks them)
// still hold it, and an admin may accept one into a source every customer's search then reads. Housekeeping takes
// it out, with the contact of each proposal's conversation, as a new proposal would be made:
// - nothing changed: only marked;
// - the same wording as another proposal of the source: one proposal, with both occurrences and the further
//   decision of the two (accepted over dismissed over pending);
// - nothing left but the marks ("███"), unless accepted (the source holds the wording: the record stays): removed;
// - else the question is replaced.
// Each replaced or joined proposal is an `ai_source.proposal_changed` event and each removed one an
// `ai_source.proposal_removed` (carrying it redacted), so integrations that kept a question replace or drop it.
//
// One source at a time, in the order replies and admins take the rows (the source, then its proposals), and never
// waiting for a lock (NOWAIT): a source in use at that moment is left for the next run, so this pass is never part
// of a deadlock, and no reply adds a proposal to the source while its wordings are compared.

type Status = RagProposal['status'];
type Outcome = 'unchanged' | 'redacted' | 'merged' | 'removed';
export type RedactionCounts = Record<Outcome | 'postponed', number>;

interface ProposalRow {
  id: number | string;
  question: string;
  question_key: string;
  status: Status;
  checked: boolean;
  contact_name: string | null;
  contact_email: string | null;
}

const DECISION_RANK: Record<Status, number> = { pending: 0, dismissed: 1, accepted: 2 };
const LOCK_NOT_AVAILABLE = '55P03';

const errorCode = (err: unknown) => (err as { cause?: { code?: string } }).cause?.code ?? (err as { code?: string }).code;

async function redactSource(db: Db, source: { uuid: string; organizationId: number }, now: Date, counts: RedactionCounts): Promise<void> {
  await db.transaction(async (tx) => {
    await tx.execute(sql`select 1 from rag_sources where uuid = ${source.uuid}::uuid for update nowait`);
    const rows = await queryRows<ProposalRow>(
      tx,
      sql`
        select p.id, p.question, p.question_key, p.status, p.personal_data_checked as checked, c.name as contact_name, c.email as contact_email
        from rag_proposals p
        left join conversations v on v.id = p.conversation_id
        left join contacts c on c.id = v.contact_id
        where p.source_uuid = ${source.uuid}::uuid
        order by p.id
        for update of p nowait`,
    );
    const byKey = new Map(rows.map((r) => [r.question_key, r]));
    const changed = new Set<number>();
    const removed: RagProposal[] = [];
    for (const row of rows.filter((r) => !r.checked)) {
      const id = Number(row.id);
      const question = clipText(withoutPersonalData(row.question, [{ name: row.contact_name, email: row.contact_email }]), RAG_LIMITS.questionLength);
      if (question === row.question) {
        await tx.execute(sql`update rag_proposals set personal_data_checked = true where id = ${id}`);
        counts.unchanged++;
        continue;
      }
      const key = questionKey(question);
      const twin = byKey.get(key);
      const announced = async () => ({ ...(await getProposal(tx, source.organizationId, id))!, question });
      if (twin && twin !== row) {
        const survivor = Number(twin.id);
        // The further decision of the two stays (accepted over dismissed over pending), with its time and author.
        const decision = DECISION_RANK[row.status] > DECISION_RANK[twin.status] ? 'p' : 't';
        await tx.execute(sql`
          update rag_proposals t set
            occurrences = t.occurrences + p.occurrences,
            last_proposed_at = greatest(t.last_proposed_at, p.last_proposed_at),
            created_at = least(t.created_at, p.created_at),
            status = case when ${decision} = 'p' then p.status else t.status end,
            decided_at = case when ${decision} = 'p' then p.decided_at else t.decided_at end,
            decided_by_type = case when ${decision} = 'p' then p.decided_by_type else t.decided_by_type end,
            decided_by_agent_id = case when ${decision} = 'p' then p.decided_by_agent_id else t.decided_by_agent_id end,
            decided_by_api_key_id = case when ${decision} = 'p' then p.decided_by_api_key_id else t.decided_by_api_key_id end
          from rag_proposals p
          where t.id = ${survivor} and p.id = ${id}`);
        if (decision === 'p') twin.status = row.status;
        removed.push(await announced());
        await tx.execute(sql`delete from rag_proposals where id = ${id}`);
        byKey.delete(row.question_key);
        changed.add(survivor);
        counts.merged++;
      } else if (!saysSomething(question) && row.status !== 'accepted') {
        removed.push(await announced());
        await tx.execute(sql`delete from rag_proposals where id = ${id}`);
        byKey.delete(row.question_key);
        counts.removed++;
      } else {
        await tx.execute(sql`update rag_proposals set question = ${question}, question_key = ${key}, personal_data_checked = true where id = ${id}`);
        byKey.delete(row.question_key);
        byKey.set(key, { ...row, question, question_key: key, checked: true });
        changed.add(id);
        counts.redacted++;
      }
    }
    // Last: each event takes the organization's feed lock until commit, which no row lock may wait behind.
    for (const proposal of removed) changed.delete(proposal.id);
    for (const id of changed) await emitProposal(tx, source.organizationId, SYSTEM_ACTOR, id, now);
    if (removed.length > 0) {
      const events = removed.map((proposal) => ({ type: 'ai_source.proposal_removed' as const, conversationId: null, payload: { proposal } }));
      await emitChanges(tx, source.organizationId, SYSTEM_ACTOR, events, now);
    }
  });
}

/**
 * Every source with unchecked proposals, one transaction each. Answers what became of the proposals, or undefined
 * when there was none (every run but the first after the upgrade). `postponed`: sources in use at that moment,
 * whose proposals the next run takes.
 */
export async function redactEarlierProposals(db: Db, now: Date): Promise<RedactionCounts | undefined> {
  const sources = await queryRows<{ source_uuid: string; organization_id: number | string }>(
    db,
    sql`select distinct source_uuid, organization_id from rag_proposals where not personal_data_checked`,
  );
  if (sources.length === 0) return undefined;
  const counts: RedactionCounts = { unchanged: 0, redacted: 0, merged: 0, removed: 0, postponed: 0 };
  for (const source of sources) {
    try {
      await redactSource(db, { uuid: source.source_uuid, organizationId: Number(source.organization_id) }, now, counts);
    } catch (err) {
      if (errorCode(err) !== LOCK_NOT_AVAILABLE) throw err;
      counts.postponed++;
    }
  }
  return counts;
}
