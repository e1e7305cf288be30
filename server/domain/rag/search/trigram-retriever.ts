import { sql } from 'drizzle-orm';
import type { Db } from '../../../db/client.ts';
import { queryRows } from '../../../db/query-rows.ts';
import { typeCondition, type RetrievalRequest, type RetrievedSource, type Retriever } from './retriever.ts';
import { isEnglishWord } from './wordnet.ts';

// Trigram similarity (pg_trgm) of the words that full-text search could not place with the question variants:
// the best-matching stretch of each variant (word_similarity), so "pasword resett" still finds "How do I reset
// my password?" and "sign-on" finds "signon". It catches what stemming and one-edit corrections cannot: worse
// typos, and words split or joined differently. Each such word is looked up on its own through the trigram
// index (a whole query's trigrams would match too much of everything, and make PostgreSQL read every passage).

/** The least word similarity that counts as a match (0..1; pg_trgm's default is 0.6). */
const THRESHOLD = 0.6;
/** Shorter words have too few trigrams to tell a typo from another word. */
const MIN_LENGTH = 5;
/** Only the first few such words: a query full of unknown words is not a typo. */
const MAX_WORDS = 3;

export const trigramRetriever: Retriever = {
  name: 'trigram',
  weight: 0.5,
  calibrated: true,
  async retrieve(db: Db, { organizationId, query, depth, types }: RetrievalRequest): Promise<RetrievedSource[]> {
    // An English word the organization never uses ("space", "founder") is no typo: its trigrams would only find
    // the words that contain it ("workspace"), at the cost of reading thousands of passages.
    const words = query.unmatched.filter((w) => w.length >= MIN_LENGTH && !isEnglishWord(w)).slice(0, MAX_WORDS);
    if (!words.length) return [];
    const matches = sql.join(words.map((w) => sql`${w} <% p.text`), sql` or `);
    const similarity = sql.join(
      words.map((w) => sql`case when ${w} <% p.text then (word_similarity(${w}, p.text) - ${THRESHOLD}) / ${1 - THRESHOLD} else 0 end`),
      sql` + `,
    );
    const rows = await db.transaction(async (tx) => {
      // The index condition (<%) uses this setting; local to this transaction. The planner cannot tell how few
      // passages a word's trigrams find and may prefer comparing every passage (seconds at 10,000 sources).
      await tx.execute(sql`select set_config('pg_trgm.word_similarity_threshold', ${String(THRESHOLD)}, true), set_config('enable_seqscan', 'off', true)`);
      // organization_id + 0: the trigram index finds the few passages; the organization index would read them
      // all. Each word's similarity above the threshold counts (0..1), the words that found nothing as 0.
      return queryRows<{ source_uuid: string; id: number | string; sim: number }>(tx, sql`
        with m as materialized (
          select p.id, p.source_uuid, (${similarity}) / ${words.length} as sim
          from rag_passages p
          where (${matches}) and p.organization_id + 0 = ${organizationId} and p.kind = 'question'
        ),
        best as (
          select distinct on (m.source_uuid) m.source_uuid, m.id, m.sim
          from m join rag_sources s on s.uuid = m.source_uuid
          where s.organization_id = ${organizationId} and s.status = 'ready' and ${typeCondition('s', types)}
          order by m.source_uuid, m.sim desc, m.id)
        select * from best order by sim desc, id limit ${depth}`);
    });
    return rows.map((r) => ({ sourceUuid: r.source_uuid, score: Number(r.sim), passageId: Number(r.id), absolute: Math.min(1, Number(r.sim)) }));
  },
};
