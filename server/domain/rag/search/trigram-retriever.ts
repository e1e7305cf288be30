import { sql } from 'drizzle-orm';
import type { Db } from '../../../db/client.ts';
import { queryRows } from '../../../db/query-rows.ts';
import type { RetrievalRequest, RetrievedSource, Retriever } from './retriever.ts';

// Trigram similarity (pg_trgm) of the query's keywords with each passage: the best-matching stretch of the
// passage (word_similarity), so "pasword resett" still finds "How do I reset my password?". It catches what
// stemming cannot: typos, and words split or joined differently.

/** The least word similarity that counts as a match (0..1; pg_trgm's default is 0.6). */
const THRESHOLD = 0.6;
/** Longer queries are left to full-text search: their trigrams match too much of everything. */
const MAX_KEYWORDS = 4;

export const trigramRetriever: Retriever = {
  name: 'trigram',
  weight: Number(process.env.TRI_W ?? 0.5),
  calibrated: true,
  async retrieve(db: Db, { organizationId, query, depth }: RetrievalRequest): Promise<RetrievedSource[]> {
    // Only when a word matched nothing, even corrected: what full-text search cannot find, and the only case
    // worth the cost of comparing trigrams.
    if ((!query.unmatched.length && !process.env.TRI_ALWAYS) || query.keywords.length > MAX_KEYWORDS) return [];
    const keywords = query.keywords.join(' ');
    if (keywords.length < 3) return [];
    const rows = await db.transaction(async (tx) => {
      // The index condition (<%) uses this setting; local to this transaction.
      await tx.execute(sql`select set_config('pg_trgm.word_similarity_threshold', ${String(THRESHOLD)}, true)`);
      return queryRows<{ source_uuid: string; id: number | string; sim: number }>(tx, sql`
        with m as (
          select p.id, p.source_uuid, word_similarity(${keywords}, p.text) as sim
          from rag_passages p
          join rag_sources s on s.uuid = p.source_uuid
          where p.organization_id = ${organizationId} and s.organization_id = ${organizationId} and s.status = 'ready'
            and ${keywords} <% p.text and p.kind = 'question'
        ),
        best as (select distinct on (source_uuid) source_uuid, id, sim from m order by source_uuid, sim desc, id)
        select * from best order by sim desc, source_uuid limit ${depth}`);
    });
    return rows.map((r) => ({ sourceUuid: r.source_uuid, score: (Number(r.sim) - THRESHOLD) / (1 - THRESHOLD), passageId: Number(r.id) }));
  },
};
