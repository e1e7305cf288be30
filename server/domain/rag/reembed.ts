import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { queryRows } from '../../db/query-rows.ts';
import { enqueueJobs } from '../../jobs/queue.ts';
import { embeddedText } from './build-passages.ts';
import { invalidatePassageVectors } from './embed/passage-vectors.ts';
import { sifVector } from './embed/sif.ts';
import { vectorHex } from './embed/stored-vector.ts';
import { wordVectors } from './embed/word-vectors.ts';
import { RAG_SOURCE_JOB, RAG_SOURCE_MAX_ATTEMPTS } from './source-job.ts';

// A new word-vector table (a package upgrade, a new format) makes the stored passage vectors another model's:
// at start, every ready source with a passage of another model gets a job of the one processing job kind that
// re-embeds its passages in place. The source stays ready and searchable meanwhile: by words at once, by
// meaning passage by passage as they are done (the search compares only vectors of the current model).

export async function queueReembedding(db: Db, now: Date): Promise<number> {
  const { model } = await wordVectors();
  const stale = await queryRows<{ uuid: string; organization_id: number | string }>(db, sql`
    select s.uuid, s.organization_id from rag_sources s
    where s.status = 'ready'
      and exists (select 1 from rag_passages p where p.source_uuid = s.uuid and p.embedding_model is distinct from ${model})`);
  await enqueueJobs(
    db,
    stale.map((s) => ({
      kind: RAG_SOURCE_JOB,
      organizationId: Number(s.organization_id),
      payload: { uuid: s.uuid, reembed: true },
      runAt: now,
      dedupeKey: `rag-embed:${s.uuid}`,
      maxAttempts: RAG_SOURCE_MAX_ATTEMPTS,
    })),
  );
  return stale.length;
}

/** The job's work for a re-embedding: the ready source's passages of another model get this one's vectors. */
export async function reembedSource(db: Db, uuid: string): Promise<void> {
  const vectors = await wordVectors();
  const organizationId = await db.transaction(async (tx) => {
    const [source] = await queryRows<{ title: string; organization_id: number | string }>(
      tx,
      sql`select title, organization_id from rag_sources where uuid = ${uuid}::uuid and status = 'ready' for update`,
    );
    if (!source) return undefined; // gone, or being processed again (which embeds with this model anyway)
    const passages = await queryRows<{ id: number | string; kind: 'question' | 'answer' | 'passage'; text: string }>(
      tx,
      sql`select id, kind, text from rag_passages where source_uuid = ${uuid}::uuid and embedding_model is distinct from ${vectors.model}`,
    );
    const rows = passages.map((p) => ({ id: Number(p.id), embedding: vectorHex(sifVector(vectors, embeddedText({ kind: p.kind, position: 0, text: p.text }, source.title))) }));
    await tx.execute(sql`
      update rag_passages set embedding = decode(x.embedding, 'hex'), embedding_model = ${vectors.model}
      from jsonb_to_recordset(${JSON.stringify(rows)}::jsonb) as x(id bigint, embedding text)
      where rag_passages.id = x.id`);
    return Number(source.organization_id);
  });
  if (organizationId !== undefined) invalidatePassageVectors(db, organizationId);
}
