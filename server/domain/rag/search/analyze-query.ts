import { sql } from 'drizzle-orm';
import type { Db } from '../../../db/client.ts';
import { queryRows } from '../../../db/query-rows.ts';
import { idf } from './idf.ts';
import { correctSpelling } from './spelling.ts';
import { termStats, type TermStats } from './term-stats.ts';
import { loosePhrase, matchThesaurus, type QueryWord } from './thesaurus.ts';
import { isEnglishWord, wordNetRelations } from './wordnet.ts';

// A query becomes weighted terms grouped in concepts. Each word typed is a concept (its English stem, as
// PostgreSQL's full-text search sees it; stop words drop out). A word the organization's passages never use,
// that is no English word nor in the support thesaurus, is replaced by its spelling correction. A concept also
// searches, at lower weights, its synonyms from the support thesaurus, and from WordNet its derived forms and
// the synonyms of its most frequent senses; a passage earns a concept once, by its best term. Terms the
// organization's passages never use are dropped: they cannot match. The weights were chosen on the labelled
// set's first query list and checked on the held-out one (docs/decisions/005).

export interface QueryTerm {
  /** The word typed, or the synonym, as text. */
  word: string;
  /** Its tsquery as text ('refund', 'money' <-> 'back'): what the passages' search documents are matched with. */
  tsquery: string;
  weight: number;
  /** Terms of one concept stand for each other: only the best one found counts. */
  concept: number;
  origin: 'query' | 'correction' | 'thesaurus' | 'derived' | 'wordnet';
  /** Passages holding it (for a phrase, at most that: the count of its rarest word). */
  df: number;
}

export interface AnalyzedQuery {
  text: string;
  terms: QueryTerm[];
  /** The words that carry meaning (no stop words), for similarity measures that count every character. */
  keywords: string[];
  /** Keywords that no passage holds, even corrected: what only a fuzzy match can find. */
  unmatched: string[];
  /** Keywords that are words of asking ("help", "need", "get"), not of what is asked about. */
  asking: string[];
  /**
   * What the query asks, in idf: each concept's word as typed (or corrected), weighted, at the idf of its
   * passages, or of the rarest word when no passage holds it. A perfect match finds all of it.
   */
  information: number;
  /** The share of the query's concepts whose word, as typed or corrected, the organization's passages hold. */
  known: number;
  stats: TermStats;
}

/**
 * Different words read from the text: a search is at most 1,000 characters, about 200 words at most, so all of
 * them. Every word that carries meaning becomes a concept: a mail's question often comes after its story, and a
 * cap on them (32 until 2026-11-28) cut it off (docs/decisions/006).
 */
const MAX_WORDS = 256;
export const TERM_WEIGHTS = {
  /** Words that carry the request rather than its subject ("I want to...", "how can I get..."). */
  weak: 0.3,
  /** A corrected word: the correction may be wrong. */
  correction: 0.8,
  thesaurus: 0.6,
  /** ... when the word typed is not in the organization's passages at all: the synonyms are all there is. */
  thesaurusUnknown: 0.9,
  /** A word that is part of a phrase found in the thesaurus, alone. */
  phrasePart: 0.5,
  /** A derivationally related form from WordNet ("try": trial; "notify": notification): the same root. */
  derived: 0.7,
  /** A WordNet synonym of one of the word's most frequent senses: may be another sense. */
  wordnet: 0.4,
};
/** Senses of each part of speech whose synonyms are searched (WordNet lists the most frequent first). */
export const WORDNET = { senses: 2 };
// (Both objects are exported, not frozen, so that a tuning script can try other values on the labelled set.)

/**
 * Weak words that are no words of asking: how, not what, a customer reports. "never received" and "still not
 * fixed" say something went wrong, unlike "help" or "got it" alone (the confidence's rule for messages that ask
 * nothing, social-words.ts).
 */
const NOT_ASKING_WORDS = 'also really still already even ever actually maybe never nothing none nobody';
const NOT_ASKING = new Set(NOT_ASKING_WORDS.split(' '));
// Words of asking, not of the subject, which PostgreSQL's short English stop list keeps.
const WEAK_WORDS = new Set(
  ('us please anything everything something anyone everyone someone somebody anybody get gets got getting want wanted wants ' +
    'need needs needed like would could might must way thing things know tell let ' +
    'make makes made use using used able possible help hi hello hey thanks thank ok okay yes yeah go going goes went see ' +
    'look looking find put take give keep come came say said seem seems sure ' +
    // adverbs and negations (whether the customer reports a problem is judged on the whole query: problemIntent)
    NOT_ASKING_WORDS)
    .split(' '),
);

let weakStems: Promise<Set<string>> | undefined;
/** The weak words' stems, so that "takes" and "wanted" are as weak as "take" and "want". */
function weakLexemes(db: Db): Promise<Set<string>> {
  weakStems ??= queryRows<{ q: string }>(
    db,
    sql`select plainto_tsquery('english', w)::text as q from jsonb_array_elements_text(${JSON.stringify([...WEAK_WORDS])}::jsonb) as w`,
  ).then((rows) => new Set(rows.flatMap((r) => lexemesOf(r.q))));
  weakStems.catch(() => (weakStems = undefined));
  return weakStems;
}

export function queryWords(text: string): string[] {
  const words = text
    .toLowerCase()
    .normalize('NFKC')
    .replace(/['’](s|t|re|ve|ll|d|m)\b/g, '') // "don't", "customer's": the clitic says nothing
    .match(/[\p{L}\p{N}]+/gu);
  return [...new Set(words ?? [])].slice(0, MAX_WORDS);
}

const lexemesOf = (tsquery: string) => [...tsquery.matchAll(/'((?:[^']|'')*)'/g)].map((m) => m[1]!.replace(/''/g, "'"));
const lexemeOf = (tsquery: string) => /^'((?:[^']|'')*)'$/.exec(tsquery)?.[1]?.replace(/''/g, "'");

/** Passages holding the term (for a phrase: its rarest word's count, an upper bound). */
function documentFrequency(stats: TermStats, tsquery: string): number {
  const counts = lexemesOf(tsquery).map((l) => stats.df.get(l) ?? 0);
  return counts.length ? Math.min(...counts) : 0;
}

export async function analyzeQuery(db: Db, organizationId: number, text: string): Promise<AnalyzedQuery> {
  const words = queryWords(text);
  const statsPromise = termStats(db, organizationId);
  const rows = words.length
    ? await queryRows<{ p: string; q: string }>(
        db,
        sql`select p, plainto_tsquery('english', p)::text as q from jsonb_array_elements_text(${JSON.stringify(words)}::jsonb) as p`,
      )
    : [];
  const stems = new Map(rows.filter((r) => r.q).map((r) => [r.p, r.q]));
  const stats = await statsPromise;
  const weak = await weakLexemes(db);
  const isWeak = (q: string) => weak.has(lexemeOf(q) ?? '');
  const typed: { word: string; q: string }[] = [];
  for (const word of words) {
    const q = stems.get(word);
    if (q && !typed.some((t) => t.q === q)) typed.push({ word, q });
  }
  const keywords = typed.map((t) => t.word);
  const asking = typed.filter((t) => isWeak(t.q) && !NOT_ASKING.has(t.word)).map((t) => t.word);
  if (!typed.length) return { text, terms: [], keywords, unmatched: [], asking, stats, information: 0, known: 0 };

  const known = (tsquery: string) => documentFrequency(stats, tsquery) > 0;
  // The thesaurus is matched on the words as typed: "signin" is a way to write "sign in", not a typo of "sign".
  const sequence: QueryWord[] = words.map((word) => {
    const concept = typed.findIndex((t) => t.word === word);
    return concept < 0 ? { word } : { word, concept, stem: lexemeOf(typed[concept]!.q) ?? '' };
  });
  const matches = await matchThesaurus(db, sequence);
  const inThesaurus = (concept: number) =>
    matches.some((m) => concept >= m.start && concept < m.start + m.length && m.expansions.some(known));
  const unknown = typed.filter((t, concept) => !known(t.q) && !isEnglishWord(t.word) && !inThesaurus(concept));
  const corrections = await correctSpelling(db, unknown.map((t) => t.word), stats);

  const terms: QueryTerm[] = [];
  const add = (term: Omit<QueryTerm, 'df'>) => {
    const same = terms.find((t) => t.tsquery === term.tsquery && t.concept === term.concept);
    if (!same) terms.push({ ...term, df: documentFrequency(stats, term.tsquery) });
    else same.weight = Math.max(same.weight, term.weight);
  };
  typed.forEach((t, concept) => {
    const correction = corrections.get(t.word);
    if (correction) add({ word: t.word, tsquery: correction, weight: TERM_WEIGHTS.correction, concept, origin: 'correction' });
    else add({ word: t.word, tsquery: t.q, weight: isWeak(t.q) ? TERM_WEIGHTS.weak : 1, concept, origin: 'query' });
  });

  // Synonyms, each in the concept of the word it stands for. A phrase of the thesaurus found in the query
  // ("credit card", "log in") is one concept: its words count only as the phrase, or weakly.
  const owner = typed.map((_, concept) => concept); // the concept each typed word ended up in
  for (const match of matches) {
    const coveredUntil = match.start + match.length;
    const covered = terms.filter((t) => t.concept >= match.start && t.concept < coveredUntil);
    const base = Math.max(...covered.map((t) => t.weight));
    if (match.length > 1) {
      for (let c = match.start; c < coveredUntil; c++) owner[c] = match.start;
      for (const t of covered) Object.assign(t, { concept: match.start, weight: t.weight * TERM_WEIGHTS.phrasePart });
      if (match.phrase) add({ word: match.phrase, tsquery: match.phrase, weight: base, concept: match.start, origin: 'query' });
    }
    // Synonyms stand in fully for a word the organization never uses; otherwise they only help it.
    const used = covered.some((t) => t.df > 0);
    const weight = (used ? TERM_WEIGHTS.thesaurus : TERM_WEIGHTS.thesaurusUnknown) * base;
    for (const tsquery of match.expansions) add({ word: tsquery, tsquery, weight, concept: match.start, origin: 'thesaurus' });
  }

  // WordNet: other forms of the word's root, and synonyms of its first senses, for words typed as they are.
  const wordnet = typed.flatMap((t, concept) => {
    if (isWeak(t.q) || corrections.has(t.word) || !terms.some((term) => term.concept === concept)) return [];
    const { derived, synonyms } = wordNetRelations(t.word, WORDNET.senses);
    const strong = (w: string) => !WEAK_WORDS.has(w) && !weak.has(w);
    return [
      ...derived.filter(strong).map((w) => ({ concept, w, origin: 'derived' as const })),
      ...synonyms.filter(strong).map((w) => ({ concept, w, origin: 'wordnet' as const })),
    ];
  });
  const related = await stemPhrases(db, wordnet.map((r) => r.w));
  // Like the thesaurus's synonyms, they count more when the word typed is not the organization's, never more
  // than the word typed.
  const before = terms.slice();
  for (const r of wordnet) {
    const tsquery = related.get(r.w);
    if (!tsquery || weak.has(lexemeOf(tsquery) ?? '')) continue;
    const own = before.filter((t) => t.concept === r.concept);
    const base = Math.max(...own.map((t) => t.weight));
    const used = own.some((t) => t.df > 0);
    const weight = Math.min(base, TERM_WEIGHTS[r.origin] * base * (used ? 1 : TERM_WEIGHTS.thesaurusUnknown / TERM_WEIGHTS.thesaurus));
    if (!own.some((t) => t.tsquery === tsquery)) add({ word: r.w, tsquery, weight, concept: r.concept, origin: r.origin });
  }
  const unmatched = typed.filter((_, concept) => !terms.some((term) => term.concept === owner[concept] && term.df > 0)).map((t) => t.word);
  const asked = new Map<number, number>();
  for (const t of terms) {
    if (t.origin !== 'query' && t.origin !== 'correction') continue;
    asked.set(t.concept, Math.max(asked.get(t.concept) ?? 0, t.weight * idf(t.df, stats.passages)));
  }
  const information = [...asked.values()].reduce((sum, v) => sum + v, 0);
  const held = new Set(terms.filter((t) => (t.origin === 'query' || t.origin === 'correction') && t.df > 0).map((t) => t.concept));
  return { text, terms: terms.filter((t) => t.df > 0), keywords, unmatched, asking, stats, information, known: asked.size ? held.size / asked.size : 0 };
}

/** Words and phrases as tsqueries (English stemming, stop words dropped; a phrase loosely). */
async function stemPhrases(db: Db, phrases: string[]): Promise<Map<string, string>> {
  const unique = [...new Set(phrases)];
  if (!unique.length) return new Map();
  const rows = await queryRows<{ p: string; q: string }>(
    db,
    sql`select p, phraseto_tsquery('english', p)::text as q from jsonb_array_elements_text(${JSON.stringify(unique)}::jsonb) as p`,
  );
  const out = new Map<string, string>();
  for (const r of rows) {
    const stems = lexemesOf(r.q);
    if (stems.length) out.set(r.p, loosePhrase(stems));
  }
  return out;
}
