import type { Db } from '../../../db/client.ts';
import { passageTerms, postingCount, type PassageTerms } from './passage-terms.ts';

// How many of an organization's passages hold each lexeme: the document frequencies that weight query terms
// (idf), tell which words the organization uses at all (typo correction), and pick the rare terms a search
// starts from. Counted from the postings this process holds anyway (passage-terms.ts), so they follow them: a
// passage added anywhere counts from the next search, a replaced one until the next reload (about a minute;
// stale counts only shift scores slightly). Before, a ts_stat over every search document was kept beside them,
// a second copy of the same facts with its own reload.

export interface TermStats {
  /** Passages of the organization. */
  passages: number;
  /** Passages holding each lexeme. */
  df: { get(lexeme: string): number | undefined };
  /** The postings counted: what the full-text retriever matches in. */
  index: PassageTerms;
}

/** One counts object per postings and size, so that what is computed from the counts can be kept with them. */
const counted = new WeakMap<PassageTerms, TermStats>();

export async function termStats(db: Db, organizationId: number): Promise<TermStats> {
  const index = await passageTerms(db, organizationId);
  let stats = counted.get(index);
  if (!stats || stats.passages !== index.count) {
    stats = { passages: index.count, df: { get: (lexeme) => postingCount(index, lexeme) || undefined }, index };
    counted.set(index, stats);
  }
  return stats;
}
