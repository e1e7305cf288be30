import { sql, type SQL } from 'drizzle-orm';
import type { RagSourceType } from '#contract/rag';
import type { Db } from '../../../db/client.ts';
import type { AnalyzedQuery } from './analyze-query.ts';

// A retriever ranks the organization's ready sources for a query, best first. Retrievers do not need
// comparable scores: their rankings are fused (fuse.ts). Full-text search and trigram similarity rank every
// query; the search by meaning (nearest passages by vector) joins them where words find too little
// (search-sources.ts).

export interface RetrievalRequest {
  organizationId: number;
  query: AnalyzedQuery;
  /** How many sources to return at most (fusion looks deeper than the page asked for). */
  depth: number;
  /** Only sources of these types (the help site searches its articles); every type when absent. */
  types?: readonly RagSourceType[] | undefined;
}

/** The condition on a rag_sources alias that keeps only the request's types (true when it names none). */
export function typeCondition(alias: string, types: readonly RagSourceType[] | undefined): SQL {
  return types ? sql`${sql.raw(alias)}.type = any(${`{${types.join(',')}}`}::text[])` : sql`true`;
}

export interface RetrievedSource {
  sourceUuid: string;
  /** The retriever's own score: only its order matters to fusion. */
  score: number;
  /** The passage row (a question variant, an answer, or an article passage) that matched best. */
  passageId: number;
  /**
   * How well the source answers on a scale shared by every query (0..1), for the confidence (confidence.ts):
   * the share of the query's information the full-text match found, the cosine of a search by meaning.
   */
  absolute: number;
}

export type RetrieverName = 'full-text' | 'trigram' | 'meaning';

export interface Retriever {
  name: RetrieverName;
  /** Its say in the fused ranking. */
  weight: number;
  /**
   * Scores already on a 0..1 scale of confidence (a similarity): fused as they are. Otherwise (BM25) a score
   * only means something relative to the query's best, and fusion divides by that.
   */
  calibrated: boolean;
  retrieve(db: Db, request: RetrievalRequest): Promise<RetrievedSource[]>;
}
