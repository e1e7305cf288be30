import { sql } from 'drizzle-orm';
import type { Db } from '../../../db/client.ts';
import { queryRows } from '../../../db/query-rows.ts';
import type { AnalyzedQuery, QueryTerm } from './analyze-query.ts';
import { idf } from './idf.ts';
import { isRetired, kindOf, positionsIn, postingCount, postingRows, type PassageKind, type PassageTerms } from './passage-terms.ts';
import { problemIntent } from './problem-intent.ts';
import type { TermStats } from './term-stats.ts';
import { ANY_WEIGHT, matchesTsQuery, parseTsQuery, requiredLexemes, type TsQuery } from './tsquery.ts';
import { typeCondition, type RetrievalRequest, type RetrievedSource, type Retriever } from './retriever.ts';

// Full-text retrieval (English stemming), scored like BM25F with presence instead of counts. A question and
// answer source is scored once per question variant that matched: that variant is the main field, the other
// variants and the answer support it (the question variants weigh more than the answer). A variant that says
// more than the query asked counts less, as BM25 normalises length, but measured in information (the idf of
// its words) rather than in words: "How do I set up webhooks?" is closer to "webhook events" than "My webhook
// is not receiving events". An article passage is one document: its title and its text. Each query concept
// (a word and its synonyms) adds its inverse document frequency times the weight of the term that matched:
// rare words decide, common ones barely count. PostgreSQL's ts_rank knows no document frequency, hence the
// score is computed here, on candidate passages found in the organization's search documents held in the process
// as postings (passage-terms.ts), matched as PostgreSQL matches a tsquery (tsquery.ts).

/** Scoring parameters, chosen on the labelled set's first query list (docs/decisions/005). */
export const SCORING = {
  /** BM25's saturation: how fast repeated evidence of one concept stops adding. */
  k1: 1.2,
  /** Field weights: the matched variant (or the title), the other variants, the answer (or passage text). */
  variant: 1,
  otherVariants: 0.5,
  answer: 0.8,
  /** BM25's length normalisation of the matched variant (its length being the idf of its words). */
  b: 0.75,
  /**
   * A variant that reports a problem ("webhook is not receiving events") for a query that asks how to do
   * something ("webhook events"), or the other way round, counts this much less.
   */
  intentMismatch: 0.2,
};

/**
 * The search starts from the query's rarest terms, adding terms while the passages they hold stay under this
 * many: scoring every passage that holds "plan" or "account" would cost more than it could change the top.
 * The common terms still count in the score of the passages found. Chosen at 10,000 sources (docs/decisions/006:
 * the first list's top-1 there 92 of 160 at 1,000, 102 at 3,000, 105 at 10,000 at half the speed). Exported, not
 * frozen, for the measurements.
 */
export const CANDIDATES = { passages: 3000 };
/** The terms to find candidates with: the rarest first, while the passages they hold stay few. */
export function candidateTerms(terms: QueryTerm[]): Set<QueryTerm> {
  const chosen = new Set<QueryTerm>();
  let passages = 0;
  for (const term of [...terms].sort((a, b) => a.df - b.df)) {
    if (chosen.size && passages + term.df > CANDIDATES.passages) break;
    chosen.add(term);
    passages += term.df;
  }
  return chosen;
}

export interface CandidateRow {
  id: number;
  source_uuid: string;
  kind: PassageKind;
  /** A question variant's length in information: the idf of its lexemes (0 for other passages). */
  information: number;
  /** A question variant that reports a problem rather than asks how to do something. */
  problem: boolean;
  /** Indexes of the terms the passage matches: anywhere, in its title (A), in its text (D). */
  hits: number[];
  title_hits: number[] | null;
  text_hits: number[] | null;
}

const TITLE = 8; // weight A
const TEXT = 1; // weight D
/** The query restricted to one weight: every lexeme of it must be found there. */
function withWeight(query: TsQuery, weights: number): TsQuery {
  if (query.op === 'lexeme') return { ...query, weights };
  if (query.op === 'not') return { ...query, arg: withWeight(query.arg, weights) };
  return { ...query, left: withWeight(query.left, weights), right: withWeight(query.right, weights) };
}

/** Each question variant's information under these term counts, computed once per row while they last. */
const informationByStats = new WeakMap<TermStats, WeakMap<PassageTerms, Float64Array>>();

function questionInformation(index: PassageTerms, stats: TermStats, row: number): number {
  const lexemes = index.questionLexemes[row];
  if (!lexemes) return 0;
  let byIndex = informationByStats.get(stats);
  if (!byIndex) informationByStats.set(stats, (byIndex = new WeakMap()));
  let known = byIndex.get(index);
  if (!known || known.length < index.count) {
    const grown = new Float64Array(Math.max(Math.ceil(index.count * 1.5), 64)).fill(NaN);
    if (known) grown.set(known);
    byIndex.set(index, (known = grown));
  }
  if (Number.isNaN(known[row]!)) known[row] = lexemes.reduce((sum, l) => sum + idf(stats.df.get(l) ?? 1, stats.passages), 0);
  return known[row]!;
}

/**
 * Passages holding any candidate term (found by each term's rarest lexeme), with the terms each holds, from the
 * organization's postings held in the process (passage-terms.ts). Each term is matched by walking the postings
 * of its rarest lexeme: a word alone needs no look at positions, a phrase or a weight only on the passages that
 * hold that lexeme.
 */
export function candidates(index: PassageTerms, terms: QueryTerm[], stats: TermStats): CandidateRow[] {
  const parsed = terms.map((t) => parseTsQuery(t.tsquery));
  const rarest = parsed.map((query) => {
    const lexemes = query ? requiredLexemes(query) : [];
    return lexemes.length ? lexemes.reduce((best, l) => (postingCount(index, l) < postingCount(index, best) ? l : best)) : null;
  });
  const slot = new Int32Array(index.count).fill(-1);
  const rows: number[] = [];
  for (const term of candidateTerms(terms)) {
    const lexeme = rarest[terms.indexOf(term)];
    if (!lexeme) continue;
    for (const row of postingRows(index, lexeme)) if (slot[row] === -1 && !isRetired(index, row)) slot[row] = rows.push(row) - 1;
  }
  const found = rows.map((row): CandidateRow => {
    const kind = kindOf(index, row);
    const passage = kind === 'passage';
    return {
      id: index.passageIds[row]!,
      source_uuid: index.sources[index.sourceOf.at(row)]!,
      kind,
      information: questionInformation(index, stats, row),
      problem: index.problems.at(row) === 1,
      hits: [],
      title_hits: passage ? [] : null,
      text_hits: passage ? [] : null,
    };
  });
  parsed.forEach((query, i) => {
    if (!query) return;
    const lexeme = rarest[i];
    const plain = query.op === 'lexeme' && query.weights === ANY_WEIGHT;
    const titled = withWeight(query, TITLE);
    const texted = withWeight(query, TEXT);
    // A query no lexeme of which every match holds ('a' | 'b'; the search builds none) is tried on every candidate.
    for (const row of lexeme ? postingRows(index, lexeme) : rows) {
      const at = slot[row]!;
      if (at < 0) continue;
      const candidate = found[at]!;
      const positionsOf = (l: string) => positionsIn(index, row, l);
      if (plain || matchesTsQuery(query, positionsOf)) candidate.hits.push(i);
      else continue;
      if (candidate.kind !== 'passage') continue;
      if (matchesTsQuery(titled, positionsOf)) candidate.title_hits!.push(i);
      if (matchesTsQuery(texted, positionsOf)) candidate.text_hits!.push(i);
    }
  });
  return found;
}

/** Which of these sources are ready sources of the organization (of these types, if given), with their types. */
async function readySources(db: Db, organizationId: number, uuids: string[], types: RetrievalRequest['types']): Promise<Map<string, string>> {
  if (!uuids.length) return new Map();
  // Joined from the list, so each is looked up by its key: `uuid = any(...)` had the planner skip-scan the
  // organization's index instead (4 ms for 60 sources at 10,000, against 1).
  const rows = await queryRows<{ uuid: string; type: string }>(db, sql`
    select s.uuid, s.type from unnest(${`{${uuids.join(',')}}`}::uuid[]) as u(uuid) join rag_sources s on s.uuid = u.uuid
    where s.organization_id = ${organizationId} and s.status = 'ready' and ${typeCondition('s', types)}`);
  return new Map(rows.map((r) => [r.uuid, r.type]));
}

interface Doc {
  sourceUuid: string;
  passageId: number;
  score: number;
}

/** A field of a document: the terms it holds, and how much a match in it counts. */
interface Field {
  hits: number[];
  weight: number;
}

/**
 * BM25F per document, with presence instead of counts. For each query concept, each field is credited with
 * the value (weight x idf) of the best of the concept's terms it holds, relative to the concept's best value
 * in the document; these credits, times the fields' weights, are the concept's term frequency, saturated as
 * BM25 does. So a weak synonym found in the main field adds less than the word typed would have.
 */
export function scoreFields(fields: Field[], terms: QueryTerm[], value: number[]): number {
  // Per concept, in the order first met, its best value per field: in one reused buffer, as this runs for every
  // candidate document (thousands per query at 10,000 sources).
  const width = fields.length;
  const slots = terms.length * width;
  if (scratch.best.length < slots) scratch.best = new Float64Array(slots);
  if (scratch.slotOf.length < terms.length) scratch.slotOf = new Int32Array(terms.length);
  const { best, slotOf } = scratch;
  const met: number[] = [];
  for (let f = 0; f < width; f++) {
    for (const i of fields[f]!.hits) {
      const c = terms[i]!.concept;
      let slot = met.indexOf(c);
      if (slot < 0) {
        slot = met.push(c) - 1;
        slotOf[slot] = slot * width;
        best.fill(0, slot * width, slot * width + width);
      }
      const at = slotOf[slot]! + f;
      best[at] = Math.max(best[at]!, value[i]!);
    }
  }
  let total = 0;
  for (let slot = 0; slot < met.length; slot++) {
    const base = slot * width;
    let top = 0;
    for (let f = 0; f < width; f++) top = Math.max(top, best[base + f]!);
    if (top <= 0) continue;
    let tf = 0;
    for (let f = 0; f < width; f++) tf += (fields[f]!.weight * best[base + f]!) / top;
    total += top * ((tf * (SCORING.k1 + 1)) / (tf + SCORING.k1));
  }
  return total;
}
const scratch = { best: new Float64Array(64), slotOf: new Int32Array(32) };

/** BM25F per document (a matched variant with its source's other variants and answer; an article passage). */
function scoreDocuments(rows: CandidateRow[], terms: QueryTerm[], stats: TermStats, problemQuery: boolean): Doc[] {
  const passages = stats.passages;
  const value = terms.map((t) => t.weight * idf(t.df, passages));
  let questions = 0;
  let informationSum = 0;
  for (const r of rows) {
    if (r.kind !== 'question') continue;
    questions++;
    informationSum += r.information;
  }
  const avgInformation = informationSum / Math.max(1, questions) || 1;
  const intent = (problem: boolean) => (problem === problemQuery ? 1 : 1 - SCORING.intentMismatch);
  const bySource = new Map<string, CandidateRow[]>();
  for (const row of rows) {
    const own = bySource.get(row.source_uuid);
    if (own) own.push(row);
    else bySource.set(row.source_uuid, [row]);
  }
  const docs: Doc[] = [];
  for (const [sourceUuid, own] of bySource) {
    const passagesOf = own.filter((r) => r.kind === 'passage');
    for (const p of passagesOf) {
      const fields = [{ hits: p.title_hits ?? [], weight: SCORING.variant }, { hits: p.text_hits ?? [], weight: SCORING.answer }];
      docs.push({ sourceUuid, passageId: Number(p.id), score: scoreFields(fields, terms, value) * intent(problemQuery) });
    }
    if (passagesOf.length) continue;
    const variants = own.filter((r) => r.kind === 'question');
    const answer = own.filter((r) => r.kind === 'answer').flatMap((r) => r.hits);
    if (!variants.length) {
      const row = own.find((r) => r.kind === 'answer')!;
      // no variant matched to tell the source's intent by: as sure as a variant of the other intent
      const score = scoreFields([{ hits: answer, weight: SCORING.answer }], terms, value) * (1 - SCORING.intentMismatch);
      docs.push({ sourceUuid, passageId: Number(row.id), score });
    }
    for (const v of variants) {
      const others = variants.filter((o) => o !== v).flatMap((o) => o.hits);
      const norm = 1 - SCORING.b + (SCORING.b * v.information) / avgInformation;
      const fields = [
        { hits: v.hits, weight: SCORING.variant / norm },
        { hits: others, weight: SCORING.otherVariants },
        { hits: answer, weight: SCORING.answer },
      ];
      docs.push({ sourceUuid, passageId: Number(v.id), score: scoreFields(fields, terms, value) * intent(v.problem) });
    }
  }
  return docs;
}

/**
 * What a question variant holding every word of the query as typed would score, as its other variants and its
 * answer do too: a score divided by it means the same for every query (how much of what was asked was found).
 * A synonym's match counts less than the word's would, and a word no passage holds counts as asked and unfound.
 */
export function idealScore(query: AnalyzedQuery): number {
  const tf = SCORING.variant + SCORING.otherVariants + SCORING.answer;
  return query.information * ((tf * (SCORING.k1 + 1)) / (tf + SCORING.k1)) || 1;
}

export async function fullTextRanking(
  db: Db,
  organizationId: number,
  query: AnalyzedQuery,
  depth: number,
  types?: RetrievalRequest['types'],
): Promise<RetrievedSource[]> {
  const { terms, stats } = query;
  if (!terms.length) return [];
  const rows = candidates(stats.index, terms, stats);
  const docs = scoreDocuments(rows, terms, stats, problemIntent(query.text));
  const ideal = idealScore(query);
  const best = new Map<string, Doc>();
  for (const d of docs) {
    const b = best.get(d.sourceUuid);
    if (!b || d.score > b.score || (d.score === b.score && d.passageId < b.passageId)) best.set(d.sourceUuid, d);
  }
  // Ties by passage id, as fuse.ts does: a stable order, the same on every load of the same sources.
  const ranked = [...best.values()].sort((a, b) => b.score - a.score || a.passageId - b.passageId);
  // Only ready sources of the organization; a text source's title is in its passages' documents already.
  const out: RetrievedSource[] = [];
  for (let from = 0; out.length < depth && from < ranked.length; from += depth * 2) {
    const slice = ranked.slice(from, from + depth * 2);
    const ready = await readySources(db, organizationId, slice.map((d) => d.sourceUuid), types);
    for (const d of slice) if (ready.has(d.sourceUuid) && out.length < depth) out.push({ sourceUuid: d.sourceUuid, score: d.score, passageId: d.passageId, absolute: Math.min(1, d.score / ideal) });
  }
  return out;
}

export const fullTextRetriever: Retriever = {
  name: 'full-text',
  weight: 1,
  calibrated: false,
  retrieve: (db: Db, { organizationId, query, depth, types }: RetrievalRequest) => fullTextRanking(db, organizationId, query, depth, types),
};
