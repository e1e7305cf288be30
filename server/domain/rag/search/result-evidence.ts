import { sql } from 'drizzle-orm';
import type { Db } from '../../../db/client.ts';
import { queryRows } from '../../../db/query-rows.ts';
import { explainedShare } from '../embed/explained-share.ts';
import { ANSWER_WEIGHT, commonComponent, projectAndNormalise } from '../embed/passage-vectors.ts';
import { sifVector } from '../embed/sif.ts';
import { vectorFromBytes } from '../embed/stored-vector.ts';
import { wordVectors } from '../embed/word-vectors.ts';
import type { AnalyzedQuery } from './analyze-query.ts';
import type { FusedSource } from './fuse.ts';

// What the confidence needs of the few results beyond their rankings, read in one statement: how much of the
// query each source's text speaks to (explained-share.ts) and how close it is in meaning (the best cosine of
// its passages, as the search by meaning compares them), whether or not the search looked by meaning.

export interface ResultEvidence {
  explained: number;
  meaning: number;
}

interface PassageRow {
  source_uuid: string;
  kind: string;
  text: string;
  embedding: Uint8Array | null;
}

export async function resultEvidence(db: Db, organizationId: number, query: AnalyzedQuery, top: FusedSource[]): Promise<Map<string, ResultEvidence>> {
  const vectors = await wordVectors().catch(() => undefined);
  if (!vectors || !top.length) return new Map();
  // A question source's variants and answer; of an article, the passage that matched (its title is in it). By
  // the sources' index: `+ 0` keeps the planner off the organization's index, which would read all its passages.
  const rows = await queryRows<PassageRow>(db, sql`
    select source_uuid, kind, text, embedding from rag_passages
    where organization_id + 0 = ${organizationId} and source_uuid = any(${`{${top.map((t) => t.sourceUuid).join(',')}}`}::uuid[])
      and (kind <> 'passage' or id = any(${`{${top.map((t) => t.passageId).join(',')}}`}::bigint[]))
    order by source_uuid, id`);
  const q = sifVector(vectors, query.text);
  const component = q && (await commonComponent(db, organizationId, vectors.model, vectors.dims));
  const queryVector = q && projectAndNormalise(q, component ?? null) ? q : null;
  const cosine = (row: PassageRow) => {
    const v = queryVector && row.embedding && vectorFromBytes(row.embedding, vectors.dims);
    if (!queryVector || !v || !projectAndNormalise(v, component ?? null)) return 0;
    let dot = 0;
    for (let d = 0; d < v.length; d++) dot += v[d]! * queryVector[d]!;
    return dot * (row.kind === 'answer' ? ANSWER_WEIGHT : 1);
  };
  const bySource = new Map<string, PassageRow[]>();
  for (const row of rows) bySource.set(row.source_uuid, [...(bySource.get(row.source_uuid) ?? []), row]);
  const out = new Map<string, ResultEvidence>();
  for (const [source, own] of bySource) {
    const explained = explainedShare(vectors, query.keywords, own.map((r) => r.text).join(' '));
    out.set(source, { explained, meaning: Math.max(0, ...own.map(cosine)) });
  }
  return out;
}
