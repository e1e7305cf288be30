import { sql } from 'drizzle-orm';
import type { Db } from '../../../db/client.ts';
import { queryRows } from '../../../db/query-rows.ts';
import { PAGE_ROWS, passageCache, passagesAfter, readPages, retireRows, type CachedPassages } from '../passage-cache.ts';
import { problemIntent } from './problem-intent.ts';

// An organization's search documents, held per process as postings (passage-cache.ts): for each lexeme, the
// passages holding it with its positions and weights, as PostgreSQL's to_tsvector wrote them. The full-text
// retriever finds and scores its candidates here: at 10,000 sources, reading a thousand candidate rows from the
// table and matching each query term against them took most of a search's time, and capping the candidates to
// keep it short lost answers (docs/decisions/006). About 12 bytes a posting.

export type PassageKind = 'question' | 'answer' | 'passage';
const KINDS: PassageKind[] = ['question', 'answer', 'passage'];

/** A growable list of 32-bit integers: postings are appended passage by passage. */
class IntList {
  data = new Int32Array(4);
  length = 0;
  push(value: number) {
    if (this.length === this.data.length) {
      const grown = new Int32Array(this.data.length * 2);
      grown.set(this.data);
      this.data = grown;
    }
    this.data[this.length++] = value;
  }
  at(i: number): number {
    return this.data[i]!;
  }
  /** Drops the room kept for growth (after a full load: about a third of the postings' memory). */
  fit() {
    if (this.data.length > this.length) this.data = this.data.slice(0, Math.max(this.length, 4));
  }
}

/** A lexeme's passages (rows, ascending) and each one's positions (position * 4 + weight, D..A as 0..3). */
interface Postings {
  /** The lexeme itself, one string shared by every question variant that holds it. */
  lexeme: string;
  rows: IntList;
  starts: IntList;
  positions: IntList;
}

export interface PassageTerms extends CachedPassages {
  passageIds: number[];
  /** Each row's source, as an index into `sources`. */
  sourceOf: IntList;
  sources: string[];
  sourceIndex: Map<string, number>;
  kinds: IntList;
  /** A question variant that reports a problem ("webhook is not receiving events"): 1, else 0. */
  problems: IntList;
  /** 1 for a row whose passage this process has replaced or deleted since the load (retirePassageTerms). */
  retired: IntList;
  /** A question variant's lexemes (to measure its length in information); null for other rows. */
  questionLexemes: (string[] | null)[];
  lexicon: Map<string, Postings>;
}


interface Row {
  id: number | string;
  source_uuid: string;
  kind: PassageKind;
  search: string;
  /** A question variant's text. */
  text: string | null;
}

/** Passages after `afterId`, a page (passage-cache.ts). */
function readRows(db: Db, organizationId: number, afterId: number): Promise<Row[]> {
  return queryRows<Row>(
    db,
    sql`select id, source_uuid, kind, search::text as search, case when kind = 'question' then text end as text from rag_passages
        where ${passagesAfter(organizationId, afterId)} order by organization_id, id limit ${PAGE_ROWS}`,
  );
}

const WEIGHTS: Record<string, number> = { A: 3, B: 2, C: 1, D: 0 };

/** A tsvector's text ('refund':1A,4 'polici':2) as lexemes with encoded positions. */
export function parseTsVector(text: string): [string, number[]][] {
  const out: [string, number[]][] = [];
  for (const m of text.matchAll(/'((?:[^'\\]|''|\\.)*)'(?::([0-9A-D,]+))?/g)) {
    const lexeme = m[1]!.replace(/''/g, "'").replace(/\\(.)/g, '$1');
    // A lexeme without positions (a stripped document) counts as one at position 1, weight D.
    const positions = (m[2] ?? '1').split(',').map((p) => {
      const weight = WEIGHTS[p.slice(-1)];
      return weight === undefined ? Number(p) * 4 : Number(p.slice(0, -1)) * 4 + weight;
    });
    out.push([lexeme, positions]);
  }
  return out;
}

function emptyTerms(): PassageTerms {
  return {
    lastId: 0,
    count: 0,
    passageIds: [],
    sourceOf: new IntList(),
    sources: [],
    sourceIndex: new Map(),
    kinds: new IntList(),
    problems: new IntList(),
    retired: new IntList(),
    questionLexemes: [],
    lexicon: new Map(),
  };
}

function append(into: PassageTerms, rows: Row[]) {
  for (const row of rows) {
    into.lastId = Math.max(into.lastId, Number(row.id));
    const at = into.count++;
    into.passageIds.push(Number(row.id));
    let source = into.sourceIndex.get(row.source_uuid);
    if (source === undefined) {
      source = into.sources.push(row.source_uuid) - 1;
      into.sourceIndex.set(row.source_uuid, source);
    }
    into.sourceOf.push(source);
    into.kinds.push(KINDS.indexOf(row.kind));
    into.problems.push(row.kind === 'question' && problemIntent(row.text ?? '') ? 1 : 0);
    into.retired.push(0);
    const lexemes = parseTsVector(row.search);
    const shared: string[] | null = row.kind === 'question' ? [] : null;
    for (const [lexeme, positions] of lexemes) {
      let postings = into.lexicon.get(lexeme);
      if (!postings) into.lexicon.set(lexeme, (postings = { lexeme, rows: new IntList(), starts: new IntList(), positions: new IntList() }));
      shared?.push(postings.lexeme);
      postings.rows.push(at);
      postings.starts.push(postings.positions.length);
      for (const p of positions) postings.positions.push(p);
    }
    into.questionLexemes.push(shared);
  }
}

function fit(terms: PassageTerms) {
  for (const list of [terms.sourceOf, terms.kinds, terms.problems, terms.retired]) list.fit();
  for (const postings of terms.lexicon.values()) {
    postings.rows.fit();
    postings.starts.fit();
    postings.positions.fit();
  }
}

const pages = (db: Db, organizationId: number, afterId: number, take: (rows: Row[]) => void) =>
  readPages((after) => readRows(db, organizationId, after), afterId, take);

const terms = passageCache<PassageTerms, null>({
  async load(db, organizationId) {
    const out = emptyTerms();
    await pages(db, organizationId, 0, (rows) => append(out, rows));
    fit(out);
    return out;
  },
  catchUp: (db, organizationId, _params, rows) => pages(db, organizationId, rows.lastId, (added) => append(rows, added)),
  variant: () => '',
  retire: (rows, sourceUuid, live) => retireRows(rows, (row) => rows.sourceOf.at(row), sourceUuid, live, (row) => (rows.retired.data[row] = 1)),
});

/** The organization's search documents as postings, with every passage added so far. */
export function passageTerms(db: Db, organizationId: number): Promise<PassageTerms> {
  return terms.current(db, organizationId, null);
}

/** Passages holding the lexeme. */
export function postingCount(index: PassageTerms, lexeme: string): number {
  return index.lexicon.get(lexeme)?.rows.length ?? 0;
}

/** The rows holding the lexeme, ascending (retired rows included: see `isRetired`). */
export function postingRows(index: PassageTerms, lexeme: string): Int32Array {
  const postings = index.lexicon.get(lexeme);
  return postings ? postings.rows.data.subarray(0, postings.rows.length) : new Int32Array(0);
}

/** The row's positions of the lexeme (encoded as in parseTsVector), or undefined when it does not hold it. */
export function positionsIn(index: PassageTerms, row: number, lexeme: string): Int32Array | undefined {
  const postings = index.lexicon.get(lexeme);
  if (!postings) return undefined;
  let lo = 0;
  let hi = postings.rows.length - 1;
  while (lo <= hi) {
    const mid = (lo + hi) >> 1;
    const r = postings.rows.at(mid);
    if (r === row) {
      const end = mid + 1 < postings.starts.length ? postings.starts.at(mid + 1) : postings.positions.length;
      return postings.positions.data.subarray(postings.starts.at(mid), end);
    }
    if (r < row) lo = mid + 1;
    else hi = mid - 1;
  }
  return undefined;
}

export const isRetired = (index: PassageTerms, row: number): boolean => index.retired.at(row) === 1;

export const kindOf = (index: PassageTerms, row: number): PassageKind => KINDS[index.kinds.at(row)]!;
