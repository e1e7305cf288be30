import { sql } from 'drizzle-orm';
import type { RagSearchResult, RagSourceType } from '#contract/rag';
import type { Db } from '../../../db/client.ts';
import { queryRows } from '../../../db/query-rows.ts';
import { analyzeQuery } from './analyze-query.ts';
import { fullTextRetriever } from './full-text-retriever.ts';
import { fuseRankings } from './fuse.ts';
import type { Retriever } from './retriever.ts';
import { trigramRetriever } from './trigram-retriever.ts';

// GET /organization/rag/search: every retriever ranks the organization's ready sources, the rankings are fused,
// and the best sources are answered with the passage that matched.

export const RETRIEVERS: Retriever[] = [fullTextRetriever, trigramRetriever];
/** Fusion looks this deep into each ranking, whatever the page size: a source second everywhere must count. */
const MIN_DEPTH = 30;

export async function searchSources(
  db: Db,
  organizationId: number,
  text: string,
  limit: number,
  retrievers: Retriever[] = RETRIEVERS,
): Promise<RagSearchResult[]> {
  const query = await analyzeQuery(db, organizationId, text);
  if (!query.terms.length) return [];
  const depth = Math.max(MIN_DEPTH, limit * 3);
  const rankings = [];
  // One after the other: on the embedded database there is one connection anyway.
  for (const retriever of retrievers) rankings.push({ weight: retriever.weight, calibrated: retriever.calibrated, results: await retriever.retrieve(db, { organizationId, query, depth }) });
  const top = fuseRankings(rankings).slice(0, limit);
  if (!top.length) return [];
  return describe(db, organizationId, top);
}

interface ResultRow {
  uuid: string;
  type: RagSourceType;
  title: string;
  answer: string;
  matched: string;
  matched_kind: string;
  first_passage: string | null;
}

/** The sources and their matched passages; checked again to be ready (a source deleted meanwhile drops out). */
async function describe(db: Db, organizationId: number, top: { sourceUuid: string; score: number; passageId: number }[]) {
  const wanted = JSON.stringify(top.map((t) => ({ uuid: t.sourceUuid, passage_id: t.passageId })));
  const rows = await queryRows<ResultRow>(db, sql`
    select s.uuid, s.type, s.title, s.answer, p.text as matched, p.kind as matched_kind,
           case when s.type = 'text' and p.kind <> 'passage' then (
             select f.text from rag_passages f where f.source_uuid = s.uuid and f.kind = 'passage' order by f.position limit 1)
           end as first_passage
    from jsonb_to_recordset(${wanted}::jsonb) as w(uuid uuid, passage_id bigint)
    join rag_sources s on s.uuid = w.uuid
    join rag_passages p on p.id = w.passage_id and p.source_uuid = s.uuid
    where s.organization_id = ${organizationId} and s.status = 'ready'`);
  const byUuid = new Map(rows.map((r) => [r.uuid, r]));
  return top.flatMap((t): RagSearchResult[] => {
    const row = byUuid.get(t.sourceUuid);
    if (!row) return [];
    const isText = row.type === 'text';
    return [
      {
        uuid: row.uuid,
        type: row.type,
        score: Math.round(t.score * 1e6) / 1e6,
        matched: row.matched,
        answer: isText ? (row.matched_kind === 'passage' ? row.matched : (row.first_passage ?? '')) : row.answer,
        title: row.type === 'question' ? null : row.title,
      },
    ];
  });
}
