import type { AnalyzedQuery } from './analyze-query.ts';
import type { FusedSource } from './fuse.ts';
import { socialShare } from './social-words.ts';

// How sure the search is of each result, as a probability that it answers the question: a logistic model over
// evidence that means the same for every query (unlike the fused score, which is relative to the query's best):
// how much of the query the full-text match found, the similarity by meaning, the trigram similarity, the
// result's lead over the others, how much of the query the organization's passages know at all, and how much of
// it is only social (thanks, greetings: social-words.ts). Fitted on the labelled set's first query list with
// the off-topic tuning lists (test/rag-eval/fit-confidence.ts prints the fit and its measurements; docs/decisions/
// 006), never on the held-out lists.
// A result is suggested (offered unasked in the reply box) from SUGGEST_AT: the reply box says nothing rather
// than three wrong answers.

export interface JudgedSource extends FusedSource {
  confidence: number;
  suggested: boolean;
  /** What the confidence was computed from (CONFIDENCE_FEATURES), for the fit. */
  features: number[];
}

export const CONFIDENCE_FEATURES = ['fused', 'full-text', 'meaning', 'trigram', 'lead', 'known', 'found', 'explained', 'words', 'social'] as const;

/**
 * The fitted model (test/rag-eval/fit-confidence.ts, 2026-11-27, on 160 labelled queries and 299 off-topic
 * messages asked of both help desks): one weight per feature. Trigram evidence
 * got no weight: no first result of the tuning data depended on it. Exported, not frozen, so the fit can set it.
 */
export const CONFIDENCE_MODEL = {
  bias: -3.206,
  weights: [-0.719, 1.638, 0.89, 0, 1.006, 1.284, 1.342, 0.752, -0.783, -0.364],
  /** Suggested from this confidence: 97% of the right first answers of the tuning list reach it. */
  suggestAt: 0.116,
  /** A result found by meaning alone is shown (in a search) only from this similarity: below, it is noise. */
  meaningAlone: 0.5,
};

/** From this many words on, a question is no shorter than another (a one-word "thanks" is, "refund" too). */
const MANY_WORDS = 4;

/** The evidence for the result at `index` of the fused ranking (best first). */
export function confidenceFeatures(query: AnalyzedQuery, fused: FusedSource[], index: number, explained: number): number[] {
  const own = fused[index]!;
  const top = fused[0]!.score || 1;
  const otherBest = Math.max(0, ...fused.filter((_, i) => i !== index).map((f) => f.score));
  // words found somehow (their own, a correction, a synonym), against words found as typed (known)
  const found = query.keywords.length ? 1 - query.unmatched.length / query.keywords.length : 0;
  const words = Math.min(query.keywords.length, MANY_WORDS) / MANY_WORDS;
  return [own.score, own.evidence['full-text'], own.evidence.meaning, own.evidence.trigram, (own.score - otherBest) / top, query.known, found, explained, words, socialShare(query.keywords)];
}

const SOCIAL = CONFIDENCE_FEATURES.indexOf('social');

/** Only thanks, greetings and the like: nothing is asked, whatever source shares a word with it ("ok great"). */
export function asksNothing(features: number[]): boolean {
  return features[SOCIAL] === 1;
}

export function confidenceOf(features: number[]): number {
  if (asksNothing(features)) return 0;
  const { bias, weights } = CONFIDENCE_MODEL;
  const z = features.reduce((sum, x, i) => sum + x * weights[i]!, bias);
  return 1 / (1 + Math.exp(-z));
}

/** `explained`: how much of the query each source speaks to (explained-share.ts), by source uuid. */
export function judge(query: AnalyzedQuery, fused: FusedSource[], explained: Map<string, number>): JudgedSource[] {
  return fused.map((source, index) => {
    const features = confidenceFeatures(query, fused, index, explained.get(source.sourceUuid) ?? 0);
    const confidence = confidenceOf(features);
    return { ...source, confidence, suggested: confidence >= CONFIDENCE_MODEL.suggestAt, features };
  });
}

/** Found by words, or close enough in meaning. */
export function worthShowing(source: FusedSource): boolean {
  const { evidence } = source;
  return evidence['full-text'] > 0 || evidence.trigram > 0 || evidence.meaning >= CONFIDENCE_MODEL.meaningAlone;
}
