import { sql } from 'drizzle-orm';
import type { Db } from '../../../db/client.ts';
import { queryRows } from '../../../db/query-rows.ts';
import type { TermStats } from './term-stats.ts';

// Typo correction against the organization's own words, with no word list to maintain: a word that no ready
// passage holds is replaced by its most frequent spelling one edit away (a letter dropped, added, changed, or
// two neighbours swapped: "pasword", "crad", "recieving") that the passages do hold. The variants are stemmed
// in one statement and looked up in the organization's term counts.

const ALPHABET = 'abcdefghijklmnopqrstuvwxyz';
/** Shorter words have too many neighbours to guess from ("fre": free, fee, for...). */
export const MIN_CORRECTED_LENGTH = 4;
const MAX_CORRECTED_LENGTH = 24;
/**
 * Words corrected in one query, the first ones: each costs the stemming of a few hundred variants, and a mail's
 * unknown words are mostly names (people, companies, tools), no typos; 90 of them took 300 ms on the embedded
 * database.
 */
const MAX_CORRECTED_WORDS = 12;

/** Every string one insertion, deletion, substitution or adjacent transposition away (Damerau distance 1). */
export function editVariants(word: string): string[] {
  const out = new Set<string>();
  for (let i = 0; i <= word.length; i++) {
    const head = word.slice(0, i);
    const tail = word.slice(i);
    if (tail) out.add(head + tail.slice(1));
    if (tail.length > 1) out.add(head + tail[1] + tail[0] + tail.slice(2));
    for (const c of ALPHABET) {
      out.add(head + c + tail);
      if (tail) out.add(head + c + tail.slice(1));
    }
  }
  out.delete(word);
  return [...out];
}


/** For each word, its correction as a tsquery lexeme: the variant the organization's passages use most. */
export async function correctSpelling(db: Db, words: string[], stats: TermStats): Promise<Map<string, string>> {
  const corrections = new Map<string, string>();
  const candidates = words
    .filter((w) => w.length >= MIN_CORRECTED_LENGTH && w.length <= MAX_CORRECTED_LENGTH && /^[a-z]+$/.test(w))
    .slice(0, MAX_CORRECTED_WORDS);
  if (!candidates.length) return corrections;
  // Stem every variant (English stemming, stop words dropped) in one round trip.
  const variants = candidates.map((w) => editVariants(w));
  const stemmed = await queryRows<{ i: number; lexeme: string }>(
    db,
    sql`select x.i, l.lexeme from jsonb_to_recordset(${JSON.stringify(variants.flatMap((vs, i) => vs.map((v) => ({ i, v }))))}::jsonb) as x(i int, v text)
        cross join lateral unnest(tsvector_to_array(to_tsvector('english', x.v))) as l(lexeme)`,
  );
  const best = new Map<number, { lexeme: string; n: number }>();
  for (const r of stemmed) {
    const n = stats.df.get(r.lexeme) ?? 0;
    const current = best.get(r.i);
    if (n > 0 && (!current || n > current.n || (n === current.n && r.lexeme < current.lexeme))) best.set(r.i, { lexeme: r.lexeme, n });
  }
  candidates.forEach((word, i) => {
    const found = best.get(i);
    if (found) corrections.set(word, `'${found.lexeme.replace(/'/g, "''")}'`);
  });
  return corrections;
}
