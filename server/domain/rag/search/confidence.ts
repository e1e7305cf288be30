import type { AnalyzedQuery } from './analyze-query.ts';
import type { ResultEvidence } from './result-evidence.ts';
import { CONFIDENCE_MODEL } from './confidence-model.ts';
import type { FusedSource } from './fuse.ts';
import { closingMessage } from './closing-message.ts';
import { handoverMessage } from './handover-message.ts';
import { socialShare } from './social-words.ts';

// How sure the search is of each result, as a probability that it answers the question, from evidence that
// means the same for every query (unlike the fused score, which is relative to the query's best): how much of
// the query the full-text match found, the similarity by meaning, the trigram similarity, the result's lead
// over the others, how much of the query the organization's passages know at all, how much of it is only
// social (thanks, greetings: social-words.ts), and how much the full-text match found in absolute terms (not
// as a share of the query).
// The model is additive: each piece of evidence adds to the log-odds by a step function of its value, fitted
// (boosted one-split trees) on the labelled set's first query list and mails with the off-topic tuning lists and
// mails (each query's first three results), never on the held-out lists (test/rag-eval/fit-confidence.ts writes
// confidence-model.ts; docs/decisions/006). Steps, not one weight per feature: a full-text match of 0.9 on
// "Help!!" is no evidence, of 0.9 on a question about refunds is; a straight line through both could not say so.
// Three sets of steps: for the first result of a search or short message; for the results after it, which the
// same evidence makes right far less often (a second result's 0.3 is as likely right as a first result's 0.3);
// and for each result of a mail (LONG_MESSAGE words or more), where the same evidence means something else (a
// mail's question is a small part of its words) and which are ordered by it.
// A result is suggested (offered unasked in the reply box) from `suggestAt`: the reply box says nothing rather
// than three wrong answers.

export interface JudgedSource extends FusedSource {
  confidence: number;
  suggested: boolean;
  /** What the confidence was computed from (CONFIDENCE_FEATURES), for the fit. */
  features: number[];
}

export const CONFIDENCE_FEATURES = [
  'fused',
  'full-text',
  'meaning',
  'trigram',
  'lead',
  'known',
  'found',
  'explained',
  'words',
  'social',
  'matched',
  'long',
  'nothingAsked',
  'rank',
] as const;

/**
 * Which way each piece of evidence may move the confidence (the fit keeps to it): more of the query found,
 * closer in meaning, more explained never make a result less likely right; more of it social never more
 * likely. Unconstrained, the fit learnt from the labelled lists' wording that a long message is off-topic, as
 * their questions are short and their newsletters long; a customer's real mail is long too.
 */
export const EVIDENCE_DIRECTION: Record<(typeof CONFIDENCE_FEATURES)[number], 1 | -1 | 0> = {
  fused: 1,
  'full-text': 1,
  meaning: 1,
  trigram: 1,
  lead: 1,
  known: 1,
  found: 1,
  explained: 1,
  words: 0,
  social: -1,
  matched: 1,
  long: 0,
  nothingAsked: 0, // a rule (asksNothing), not fitted
  rank: -1,
};

export interface ConfidenceSteps {
  /** The log-odds with no evidence above any step. */
  base: number;
  /** Per feature, in CONFIDENCE_FEATURES' order: [value, log-odds added when the feature is above the value]. */
  steps: (readonly [number, number])[][];
}

export interface ConfidenceModel {
  /** For the first result of searches and messages under LONG_MESSAGE words. */
  short: ConfidenceSteps;
  /** For every result of messages of LONG_MESSAGE words or more (mails), which are ordered by it. */
  long: ConfidenceSteps;
  /**
   * For the results of a search after the first (by fused score): right far less often than the same evidence
   * would make a first result, since at most one source answers and the first is that one most often.
   */
  following: ConfidenceSteps;
  /** Suggested from this confidence: 97% of the right first answers of the tuning lists reach it (cross-validated). */
  suggestAt: number;
}

/** From this many words on (the subject and the customer's own words of a mail), a message is a mail, not a search. */
export const LONG_MESSAGE = 30;

export const isLongMessage = (text: string) => text.split(/\s+/).filter(Boolean).length >= LONG_MESSAGE;

/** A result found by meaning alone is shown (in a search) only from this similarity: below, it is noise. */
export const MEANING_ALONE = 0.5;

/** The information (idf) found at which `matched` reaches 63%: about two words of middling rarity. */
const INFORMATION_SCALE = 8;

/** From this many words on, a question is no shorter than another (a one-word "thanks" is, "refund" too). */
const MANY_WORDS = 4;

/** For a source whose texts could not be compared (no word vectors). */
const NO_EVIDENCE: ResultEvidence = { explained: 0, meaning: 0 };

/** What the message says whatever the result: worked out once per search. */
interface MessageEvidence {
  /** Words found somehow (their own, a correction, a synonym), against words found as typed (`known`). */
  found: number;
  words: number;
  social: number;
  long: number;
  /** It closes the exchange or only hands something over (a rule). */
  nothingAsked: number;
}

function messageEvidence(query: AnalyzedQuery): MessageEvidence {
  return {
    found: query.keywords.length ? 1 - query.unmatched.length / query.keywords.length : 0,
    words: Math.min(query.keywords.length, MANY_WORDS) / MANY_WORDS,
    social: socialShare(query.keywords, query.asking),
    long: isLongMessage(query.text) ? 1 : 0,
    nothingAsked: closingMessage(query.text) || handoverMessage(query.text) ? 1 : 0,
  };
}

/** The evidence for the result at `index` of the fused ranking (best first); `own`: what its texts say to the query. */
function confidenceFeatures(query: AnalyzedQuery, message: MessageEvidence, fused: FusedSource[], index: number, own: ResultEvidence): number[] {
  const result = fused[index]!;
  const top = fused[0]!.score || 1;
  const otherBest = Math.max(0, ...fused.filter((_, i) => i !== index).map((f) => f.score));
  return [
    result.score,
    result.evidence['full-text'],
    result.evidence.meaning,
    result.evidence.trigram,
    (result.score - otherBest) / top,
    query.known,
    message.found,
    own.explained,
    message.words,
    message.social,
    // what the full-text match found in absolute terms: a small share of a long mail can be much
    1 - Math.exp(-(result.evidence['full-text'] * query.information) / INFORMATION_SCALE),
    message.long,
    message.nothingAsked,
    index,
  ];
}

const SOCIAL = CONFIDENCE_FEATURES.indexOf('social');
const LONG = CONFIDENCE_FEATURES.indexOf('long');
const NOTHING_ASKED = CONFIDENCE_FEATURES.indexOf('nothingAsked');
const RANK = CONFIDENCE_FEATURES.indexOf('rank');

/**
 * Which steps judge a result: a mail's results by the mail's (every one of its best few, which are ordered by them);
 * a search's first by the search's, the results after it by their own.
 */
export const stepsFor = (features: number[]): keyof Omit<ConfidenceModel, 'suggestAt'> => (features[LONG] ? 'long' : features[RANK]! > 0 ? 'following' : 'short');

/**
 * Only thanks, greetings and the like, and words of asking ("ok great", "Help!!", "good morning team"), a message
 * that closes an exchange ("Reconnecting worked, the sync is running again. Thanks!": closing-message.ts), or one that
 * only hands something over ("See attached.": handover-message.ts): nothing is asked,
 * whatever source shares a word with it. Decided by rule, not fitted: the tuning lists' on-topic queries hold none.
 */
export function asksNothing(features: number[]): boolean {
  return features[SOCIAL] === 1 || features[NOTHING_ASKED] === 1;
}

/** The probability under `model` (the fitted one unless another is being fitted). */
export function confidenceOf(features: number[], model: Omit<ConfidenceModel, 'suggestAt'> = CONFIDENCE_MODEL): number {
  if (asksNothing(features)) return 0;
  const { base, steps } = model[stepsFor(features)];
  let z = base;
  features.forEach((x, i) => {
    for (const [at, add] of steps[i] ?? []) if (x > at) z += add;
  });
  return 1 / (1 + Math.exp(-z));
}

/**
 * The results with their confidence, in the fused order, or for `byConfidence` (a mail, whose fused score is mostly
 * its story's words) in the order of how sure the search is of each.
 */
export function judge(query: AnalyzedQuery, fused: FusedSource[], evidence: Map<string, ResultEvidence>, { byConfidence = false } = {}): JudgedSource[] {
  const message = messageEvidence(query);
  const judged = fused.map((source, index) => {
    const features = confidenceFeatures(query, message, fused, index, evidence.get(source.sourceUuid) ?? NO_EVIDENCE);
    return { ...source, confidence: confidenceOf(features), features };
  });
  if (byConfidence) judged.sort((a, b) => b.confidence - a.confidence);
  const offered = suggestions(judged.map((j) => j.confidence));
  return judged.map((j, i) => ({ ...j, suggested: offered[i]! }));
}

/**
 * Which results the reply box offers unasked: from `suggestAt`, and one after the first only when the first is
 * offered too (when the best is not worth offering, a worse one is not either).
 */
export function suggestions(confidences: number[], suggestAt = CONFIDENCE_MODEL.suggestAt): boolean[] {
  const first = (confidences[0] ?? 0) >= suggestAt;
  return confidences.map((confidence) => first && confidence >= suggestAt);
}

/** Found by words, or close enough in meaning. */
export function worthShowing(source: FusedSource): boolean {
  const { evidence } = source;
  return evidence['full-text'] > 0 || evidence.trigram > 0 || evidence.meaning >= MEANING_ALONE;
}
