import { sql } from 'drizzle-orm';
import type { RagSearchResult, RagSourceType } from '#contract/rag';
import type { Db } from '../../../db/client.ts';
import { queryRows } from '../../../db/query-rows.ts';
import { articleUrl } from '../../knowledge/article-view.ts';
import { analyzeQuery } from './analyze-query.ts';
import { fullTextRetriever } from './full-text-retriever.ts';
import { isLongMessage, judge, worthShowing, type JudgedSource } from './confidence.ts';
import { fuseRankings } from './fuse.ts';
import { meaningRetriever } from './meaning-retriever.ts';
import { resultEvidence } from './result-evidence.ts';
import type { Retriever } from './retriever.ts';
import { trigramRetriever } from './trigram-retriever.ts';

// GET /organization/rag/search: the retrievers rank the organization's ready sources, the rankings are fused,
// and the best sources are answered with the passage that matched, each with how sure the search is of it.

/** The retrievers by words; the one by meaning joins them when words find too little (MEANING_SEARCH). */
export const LEXICAL_RETRIEVERS: Retriever[] = [fullTextRetriever, trigramRetriever];
/**
 * The search also looks by meaning when the best full-text match found less than `below` of the query's
 * information: there the lexical retrievers are lost ("which country are your servers in"); where words match
 * well, fusing the meaning ranking changed nothing on the held-out lists but cost a scan of every passage
 * (docs/decisions/006). Exported, not frozen, so the measurements can set it (Infinity: always, 0: never).
 */
export const MEANING_SEARCH = { below: 0.3 };
/** Fusion looks this deep into each ranking, whatever the page size: a source second everywhere must count. */
const MIN_DEPTH = 30;

/** The best sources for the text, fused, each with how sure the search is of it (confidence.ts). */
/** `types`: only sources of these types (every type when absent). */
export async function rankSources(db: Db, organizationId: number, text: string, limit: number, types?: readonly RagSourceType[]): Promise<JudgedSource[]> {
  const query = await analyzeQuery(db, organizationId, text);
  // Only stop words: nothing to look for. Words no passage holds may still be found by meaning or trigrams.
  if (!query.keywords.length) return [];
  const depth = Math.max(MIN_DEPTH, limit * 3);
  const rankings: Parameters<typeof fuseRankings>[0] = [];
  // One after the other: on the embedded database there is one connection anyway.
  const retrieve = async (retriever: Retriever) => {
    const results = await retriever.retrieve(db, { organizationId, query, depth, types });
    rankings.push({ name: retriever.name, weight: retriever.weight, calibrated: retriever.calibrated, results });
    return results;
  };
  let foundByWords = 0;
  // A mail's meaning does not rest on one misspelt word, and the words of a mail that nothing matched are mostly
  // names (people, companies, tools), each a costly trigram lookup (up to 650 ms for a mail at 10,000 sources).
  const mail = isLongMessage(text);
  const lexical = mail ? LEXICAL_RETRIEVERS.filter((r) => r !== trigramRetriever) : LEXICAL_RETRIEVERS;
  for (const retriever of lexical) {
    const results = await retrieve(retriever);
    if (retriever.name === 'full-text') foundByWords = Math.max(0, ...results.map((r) => r.absolute));
  }
  if (foundByWords < MEANING_SEARCH.below) await retrieve(meaningRetriever);
  const top = fuseRankings(rankings).filter(worthShowing).slice(0, limit);
  const evidence = await resultEvidence(db, organizationId, query, top);
  for (const source of top) source.evidence.meaning = Math.max(source.evidence.meaning, evidence.get(source.sourceUuid)?.meaning ?? 0);
  // A mail's best few are ordered by how sure the search is of each: in a mail, the fused score is mostly the
  // story's words, and the confidence weighs how much of the mail each source explains (docs/decisions/006).
  return judge(query, top, evidence, { byConfidence: mail });
}

/**
 * `siteUrl`: the help site's home (ending with a slash), for the public address of an article source (none
 * without); asked for only when an article is among the results (it costs a read of the organization).
 */
export async function searchSources(
  db: Db,
  organizationId: number,
  text: string,
  limit: number,
  siteUrl?: () => Promise<string>,
): Promise<RagSearchResult[]> {
  const top = await rankSources(db, organizationId, text, limit);
  return top.length ? describe(db, organizationId, top, siteUrl) : [];
}

/** Sources whose passages are articles: a title, and passages of its text. */
export const PASSAGE_SOURCE_TYPES: readonly RagSourceType[] = ['text', 'article'];

interface ResultRow {
  uuid: string;
  type: RagSourceType;
  title: string;
  answer: string;
  matched: string;
  matched_kind: string;
  first_passage: string | null;
  article_slug: string | null;
}

/** The sources and their matched passages; checked again to be ready (a source deleted meanwhile drops out). */
async function describe(db: Db, organizationId: number, top: JudgedSource[], siteUrlOf: (() => Promise<string>) | undefined) {
  const wanted = JSON.stringify(top.map((t) => ({ uuid: t.sourceUuid, passage_id: t.passageId })));
  const rows = await queryRows<ResultRow>(db, sql`
    select s.uuid, s.type, s.title, s.answer, p.text as matched, p.kind as matched_kind,
           case when s.type in ('text', 'article') and p.kind <> 'passage' then (
             select f.text from rag_passages f where f.source_uuid = s.uuid and f.kind = 'passage' order by f.position limit 1)
           end as first_passage,
           a.slug as article_slug
    from jsonb_to_recordset(${wanted}::jsonb) as w(uuid uuid, passage_id bigint)
    join rag_sources s on s.uuid = w.uuid
    left join knowledge_articles a on a.id = s.article_id and a.status = 'published'
    -- the passage that matched; a search by meaning may name one its source has replaced since: then the first
    join lateral (
      select p.text, p.kind from rag_passages p where p.source_uuid = s.uuid
      order by p.id = w.passage_id desc, p.kind <> 'question', p.position limit 1
    ) p on true
    where s.organization_id = ${organizationId} and s.status = 'ready'`);
  const byUuid = new Map(rows.map((r) => [r.uuid, r]));
  const siteUrl = siteUrlOf && rows.some((r) => r.article_slug) ? await siteUrlOf() : undefined;
  return top.flatMap((t): RagSearchResult[] => {
    const row = byUuid.get(t.sourceUuid);
    if (!row) return [];
    const isText = PASSAGE_SOURCE_TYPES.includes(row.type);
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
        url: siteUrl && row.article_slug ? articleUrl(siteUrl, row.article_slug) : null,
      },
    ];
  });
}
