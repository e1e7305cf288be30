import { sql } from 'drizzle-orm';
import type { RagSearchResult, RagSourceType } from '#contract/rag';
import type { Db } from '../../../db/client.ts';
import { queryRows } from '../../../db/query-rows.ts';
import { explainedShare } from '../embed/explained-share.ts';
import { wordVectors } from '../embed/word-vectors.ts';
import { analyzeQuery, type AnalyzedQuery } from './analyze-query.ts';
import { fullTextRetriever } from './full-text-retriever.ts';
import { judge, worthShowing, type JudgedSource } from './confidence.ts';
import { fuseRankings, type FusedSource } from './fuse.ts';
import { meaningRetriever } from './meaning-retriever.ts';
import type { Retriever } from './retriever.ts';
import { trigramRetriever } from './trigram-retriever.ts';

// GET /organization/rag/search: every retriever ranks the organization's ready sources, the rankings are fused,
// and the best sources are answered with the passage that matched.

export const RETRIEVERS: Retriever[] = [fullTextRetriever, trigramRetriever, meaningRetriever];
/** Fusion looks this deep into each ranking, whatever the page size: a source second everywhere must count. */
const MIN_DEPTH = 30;

/** The best sources for the text, fused, each with how sure the search is of it (confidence.ts). */
export async function rankSources(db: Db, organizationId: number, text: string, limit: number, retrievers: Retriever[] = RETRIEVERS): Promise<JudgedSource[]> {
  const query = await analyzeQuery(db, organizationId, text);
  // Only stop words: nothing to look for. Words no passage holds may still be found by meaning or trigrams.
  if (!query.keywords.length) return [];
  const depth = Math.max(MIN_DEPTH, limit * 3);
  const rankings = [];
  // One after the other: on the embedded database there is one connection anyway.
  for (const retriever of retrievers) {
    const results = await retriever.retrieve(db, { organizationId, query, depth });
    rankings.push({ name: retriever.name, weight: retriever.weight, calibrated: retriever.calibrated, results });
  }
  const top = fuseRankings(rankings).filter(worthShowing).slice(0, limit);
  return judge(query, top, await explainedShares(db, organizationId, query, top));
}

/** How much of the query each source's text speaks to (explained-share.ts), for the confidence. */
async function explainedShares(db: Db, organizationId: number, query: AnalyzedQuery, top: FusedSource[]): Promise<Map<string, number>> {
  const vectors = await wordVectors().catch(() => undefined);
  if (!vectors || !top.length) return new Map();
  // A question source's variants and answer; of an article, its title and the passage that matched. By the
  // sources' index: `+ 0` keeps the planner off the organization's index, which would read all its passages.
  const rows = await queryRows<{ source_uuid: string; text: string }>(db, sql`
    select source_uuid, string_agg(text, ' ') as text from rag_passages
    where organization_id + 0 = ${organizationId} and source_uuid = any(${`{${top.map((t) => t.sourceUuid).join(',')}}`}::uuid[])
      and (kind <> 'passage' or id = any(${`{${top.map((t) => t.passageId).join(',')}}`}::bigint[]))
    group by source_uuid`);
  return new Map(rows.map((r) => [r.source_uuid, explainedShare(vectors, query.keywords, r.text)]));
}

export async function searchSources(db: Db, organizationId: number, text: string, limit: number, retrievers: Retriever[] = RETRIEVERS): Promise<RagSearchResult[]> {
  const top = await rankSources(db, organizationId, text, limit, retrievers);
  return top.length ? describe(db, organizationId, top) : [];
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
async function describe(db: Db, organizationId: number, top: JudgedSource[]) {
  const wanted = JSON.stringify(top.map((t) => ({ uuid: t.sourceUuid, passage_id: t.passageId })));
  const rows = await queryRows<ResultRow>(db, sql`
    select s.uuid, s.type, s.title, s.answer, p.text as matched, p.kind as matched_kind,
           case when s.type = 'text' and p.kind <> 'passage' then (
             select f.text from rag_passages f where f.source_uuid = s.uuid and f.kind = 'passage' order by f.position limit 1)
           end as first_passage
    from jsonb_to_recordset(${wanted}::jsonb) as w(uuid uuid, passage_id bigint)
    join rag_sources s on s.uuid = w.uuid
    -- the passage that matched; a search by meaning may name one its source has replaced since: then the first
    join lateral (
      select p.text, p.kind from rag_passages p where p.source_uuid = s.uuid
      order by p.id = w.passage_id desc, p.kind <> 'question', p.position limit 1
    ) p on true
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
        confidence: Math.round(t.confidence * 1e4) / 1e4,
        suggested: t.suggested,
        matched: row.matched,
        answer: isText ? (row.matched_kind === 'passage' ? row.matched : (row.first_passage ?? '')) : row.answer,
        title: row.type === 'question' ? null : row.title,
      },
    ];
  });
}
