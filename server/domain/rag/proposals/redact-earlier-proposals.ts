import { sql } from 'drizzle-orm';
import { clipText, questionKey } from '#contract/customer-question';
import { RAG_LIMITS } from '#contract/rag';
import type { Db } from '../../../db/client.ts';
import { queryRows } from '../../../db/query-rows.ts';
import { SYSTEM_ACTOR } from '../../conversations/events.ts';
import { saysSomething, withoutPersonalData } from '../personal-data.ts';
import { emitProposal } from './proposal-events.ts';

// Proposals made before questions were proposed without the customer's personal data (migration 0027 marks them)
// still hold it, and an admin may accept one into a source every customer's search then reads. Housekeeping takes
// it out, a batch at a time, with the contact of each proposal's conversation, as a new proposal would be made:
// - nothing changed: only marked;
// - nothing left but the marks ("███"): removed, unless accepted (the source holds the wording: the record stays);
// - the same wording as another proposal of the source: one proposal, with both occurrences (and this one's
//   decision if the other awaited one);
// - else the question is replaced.
// Each changed proposal is an `ai_source.proposal_changed` event, so integrations that kept the question replace it.

const BATCH = 200;

interface Unchecked {
  id: number | string;
  organization_id: number | string;
  source_uuid: string;
  question: string;
  status: 'pending' | 'accepted' | 'dismissed';
  contact_name: string | null;
  contact_email: string | null;
}

type Outcome = 'unchanged' | 'redacted' | 'merged' | 'removed';

/** What became of the proposal, and the proposal that changed (to announce once every row lock is taken). */
async function redactOne(tx: Db, row: Unchecked): Promise<{ outcome: Outcome; changed?: number }> {
  const id = Number(row.id);
  const question = clipText(withoutPersonalData(row.question, [{ name: row.contact_name, email: row.contact_email }]), RAG_LIMITS.questionLength);
  if (question === row.question) {
    await tx.execute(sql`update rag_proposals set personal_data_checked = true where id = ${id}`);
    return { outcome: 'unchanged' };
  }
  if (!saysSomething(question) && row.status !== 'accepted') {
    await tx.execute(sql`delete from rag_proposals where id = ${id}`);
    return { outcome: 'removed' };
  }
  const key = questionKey(question);
  const [twin] = await queryRows<{ id: number | string }>(
    tx,
    sql`select id from rag_proposals where source_uuid = ${row.source_uuid}::uuid and question_key = ${key} and id <> ${id} for update`,
  );
  if (twin) {
    // This one's decision goes with its occurrences when the other still awaits one.
    await tx.execute(sql`
      update rag_proposals t set
        occurrences = t.occurrences + p.occurrences,
        last_proposed_at = greatest(t.last_proposed_at, p.last_proposed_at),
        created_at = least(t.created_at, p.created_at),
        status = case when t.status = 'pending' then p.status else t.status end,
        decided_at = case when t.status = 'pending' then p.decided_at else t.decided_at end,
        decided_by_type = case when t.status = 'pending' then p.decided_by_type else t.decided_by_type end,
        decided_by_agent_id = case when t.status = 'pending' then p.decided_by_agent_id else t.decided_by_agent_id end,
        decided_by_api_key_id = case when t.status = 'pending' then p.decided_by_api_key_id else t.decided_by_api_key_id end
      from rag_proposals p
      where t.id = ${Number(twin.id)} and p.id = ${id}`);
    await tx.execute(sql`delete from rag_proposals where id = ${id}`);
    return { outcome: 'merged', changed: Number(twin.id) };
  }
  await tx.execute(sql`update rag_proposals set question = ${question}, question_key = ${key}, personal_data_checked = true where id = ${id}`);
  return { outcome: 'redacted', changed: id };
}

/** One batch, in a transaction: how many proposals it checked (0: none was left, or the rest is being checked). */
async function redactBatch(db: Db, now: Date, limit: number, counts: Record<Outcome, number>): Promise<number> {
  return db.transaction(async (tx) => {
    const rows = await queryRows<Unchecked>(
      tx,
      sql`
        select p.id, p.organization_id, p.source_uuid, p.question, p.status, c.name as contact_name, c.email as contact_email
        from rag_proposals p
        left join conversations v on v.id = p.conversation_id
        left join contacts c on c.id = v.contact_id
        where not p.personal_data_checked
        order by p.id
        limit ${limit}
        for update of p skip locked`,
    );
    const changed = new Map<number, number>(); // proposal id -> organization id
    for (const row of rows) {
      const { outcome, changed: id } = await redactOne(tx, row);
      counts[outcome]++;
      if (id !== undefined) changed.set(id, Number(row.organization_id));
    }
    // Last: each event takes its organization's feed lock until commit, which a row lock must not wait behind.
    for (const [id, organizationId] of changed) await emitProposal(tx, organizationId, SYSTEM_ACTOR, id, now);
    return rows.length;
  });
}

/**
 * Every proposal still unchecked, a batch at a time (each row of a batch leaves the unchecked ones: marked,
 * replaced or removed). Answers what became of them, or undefined when there was none (every run but the first).
 */
export async function redactEarlierProposals(db: Db, now: Date, batch = BATCH): Promise<Record<Outcome, number> | undefined> {
  const counts: Record<Outcome, number> = { unchanged: 0, redacted: 0, merged: 0, removed: 0 };
  let checked = 0;
  for (let n; (n = await redactBatch(db, now, batch, counts)) > 0; ) checked += n;
  return checked > 0 ? counts : undefined;
}
