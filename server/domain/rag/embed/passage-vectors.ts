import { sql } from 'drizzle-orm';
import type { Db } from '../../../db/client.ts';
import { queryRows } from '../../../db/query-rows.ts';
import { PAGE_ROWS, passageCache, passagesAfter, readPages, retireRows, type CachedPassages } from '../passage-cache.ts';
import { vectorFromBytes } from './stored-vector.ts';
import { vectorLength } from './vector-length.ts';

// An organization's passage vectors, held per process for nearest-neighbour search (passage-cache.ts): PostgreSQL
// here has no vector index (Debian ships no pgvector for PostgreSQL 15, and PGlite's build in use none), and
// comparing in the process over a compact copy is fast enough (10,000 sources, about 40,000 passages: a few
// milliseconds). Each vector is stored as SIF made it; here the organization's common component (the first
// principal component of its passages' vectors, Arora et al.'s second step) is removed, the vector normalised and
// quantized to int8 (100 bytes a passage).

export interface PassageVectorRows extends CachedPassages {
  dims: number;
  passageIds: number[];
  /** Each row's source, as an index into `sources`. */
  sourceOf: Int32Array;
  sources: string[];
  sourceIndex: Map<string, number>;
  /** count x dims, each row unit length divided by its scale. */
  values: Int8Array;
  /** Each row's quantization scale times the weight of its kind (an answer counts a little less). */
  scales: Float32Array;
  /** The removed common component (unit length), or null while the organization has too few passages. */
  commonComponent: Float32Array | null;
}

/** An answer says more than the question it answers: its similarity counts a little less. */
export const ANSWER_WEIGHT = 0.9;
/** Below this many passages a principal component says more about the few passages than about the language. */
const MIN_PASSAGES_FOR_COMPONENT = 20;
const COMPONENT_SAMPLE = 5000;

interface Row {
  id: number | string;
  source_uuid: string;
  kind: string;
  embedding: Uint8Array;
}

/**
 * Passages after `afterId`, at most PAGE_ROWS: an organization is loaded page by page, so the rows held at once
 * (and the embedded database's memory for an answer, which it keeps once grown) stay small.
 */
async function readRows(db: Db, organizationId: number, model: string, afterId: number): Promise<Row[]> {
  return queryRows<Row>(
    db,
    sql`select id, source_uuid, kind, embedding from rag_passages
        where ${passagesAfter(organizationId, afterId)} and embedding_model = ${model} and embedding is not null
        order by organization_id, id limit ${PAGE_ROWS}`,
  );
}

const pages = (db: Db, organizationId: number, model: string, afterId: number, take: (rows: Row[]) => boolean | void) =>
  readPages((after) => readRows(db, organizationId, model, after), afterId, take);

/** The first principal component of the vectors (power iteration on their scatter matrix, uncentred as SIF does). */
export function firstPrincipalComponent(vectors: Float32Array[], dims: number): Float32Array | null {
  if (vectors.length < MIN_PASSAGES_FOR_COMPONENT) return null;
  let u = new Float32Array(dims).fill(1 / Math.sqrt(dims));
  for (let iteration = 0; iteration < 30; iteration++) {
    const next = new Float32Array(dims);
    for (const v of vectors) {
      let dot = 0;
      for (let d = 0; d < dims; d++) dot += v[d]! * u[d]!;
      for (let d = 0; d < dims; d++) next[d]! += dot * v[d]!;
    }
    const norm = vectorLength(next);
    if (!norm) return null;
    for (let d = 0; d < dims; d++) next[d]! /= norm;
    u = next;
  }
  return u;
}

/** The vector without its common component, at unit length (in place); false when nothing is left. */
export function projectAndNormalise(v: Float32Array, component: Float32Array | null): boolean {
  if (component) {
    let dot = 0;
    for (let d = 0; d < v.length; d++) dot += v[d]! * component[d]!;
    for (let d = 0; d < v.length; d++) v[d]! -= dot * component[d]!;
  }
  const norm = vectorLength(v);
  if (!norm) return false;
  for (let d = 0; d < v.length; d++) v[d]! /= norm;
  return true;
}

function emptyRows(dims: number, component: Float32Array | null): PassageVectorRows {
  return {
    dims,
    count: 0,
    passageIds: [],
    sourceOf: new Int32Array(0),
    sources: [],
    sourceIndex: new Map(),
    values: new Int8Array(0),
    scales: new Float32Array(0),
    commonComponent: component,
    lastId: 0,
  };
}

function append(into: PassageVectorRows, rows: Row[]) {
  const { dims } = into;
  // Each row decoded into the same scratch vector: tens of thousands of small arrays at a load would be garbage
  // scattered through the process's native heap, which it keeps.
  const scratch = new Float32Array(dims);
  const needed = into.count + rows.length;
  if (needed * dims > into.values.length) {
    const capacity = Math.max(needed, Math.ceil(into.count * 1.5), 64);
    const values = new Int8Array(capacity * dims);
    values.set(into.values.subarray(0, into.count * dims));
    const scales = new Float32Array(capacity);
    scales.set(into.scales.subarray(0, into.count));
    const sourceOf = new Int32Array(capacity);
    sourceOf.set(into.sourceOf.subarray(0, into.count));
    Object.assign(into, { values, scales, sourceOf });
  }
  rows.forEach((row) => {
    into.lastId = Math.max(into.lastId, Number(row.id));
    const v = vectorFromBytes(row.embedding, dims, scratch);
    if (!v || !projectAndNormalise(v, into.commonComponent)) return;
    let max = 0;
    for (let d = 0; d < dims; d++) max = Math.max(max, Math.abs(v[d]!));
    const scale = max / 127;
    const at = into.count;
    for (let d = 0; d < dims; d++) into.values[at * dims + d] = Math.round(v[d]! / scale);
    into.scales[at] = scale * (row.kind === 'answer' ? ANSWER_WEIGHT : 1);
    let source = into.sourceIndex.get(row.source_uuid);
    if (source === undefined) {
      source = into.sources.push(row.source_uuid) - 1;
      into.sourceIndex.set(row.source_uuid, source);
    }
    into.sourceOf[at] = source;
    into.passageIds.push(Number(row.id));
    into.count++;
  });
}

async function load(db: Db, organizationId: number, model: string, dims: number): Promise<PassageVectorRows> {
  // The common component from the first pages (a sample of the organization's vectors), then every page.
  // The sample in one array, each vector a view of it.
  const held = new Float32Array(COMPONENT_SAMPLE * dims);
  const sample: Float32Array[] = [];
  await pages(db, organizationId, model, 0, (rows) => {
    for (const r of rows) {
      if (sample.length === COMPONENT_SAMPLE) break;
      const v = vectorFromBytes(r.embedding, dims, held.subarray(sample.length * dims, (sample.length + 1) * dims));
      if (v) sample.push(v);
    }
    return sample.length >= COMPONENT_SAMPLE;
  });
  const out = emptyRows(dims, firstPrincipalComponent(sample, dims));
  await pages(db, organizationId, model, 0, (rows) => append(out, rows));
  return out;
}

const vectors = passageCache<PassageVectorRows, { model: string; dims: number }>({
  load: (db, organizationId, { model, dims }) => load(db, organizationId, model, dims),
  catchUp: (db, organizationId, { model }, rows) => pages(db, organizationId, model, rows.lastId, (added) => append(rows, added)),
  variant: ({ model }) => model,
  // A retired row scores 0 against every query: never a source's best.
  retire: (rows, sourceUuid, live) => retireRows(rows, (row) => rows.sourceOf[row]!, sourceUuid, live, (row) => (rows.scales[row] = 0)),
});

/** The organization's passage vectors for this model, up to date with every passage added so far. */
export function passageVectors(db: Db, organizationId: number, model: string, dims: number): Promise<PassageVectorRows> {
  return vectors.current(db, organizationId, { model, dims });
}

/**
 * The organization's common component (removed from every vector it compares), without reading the passages
 * added since the last look: what a comparison of a few given passages needs.
 */
export async function commonComponent(db: Db, organizationId: number, model: string, dims: number): Promise<Float32Array | null> {
  return (await vectors.held(db, organizationId, { model, dims })).commonComponent;
}

/** This process changed the organization's vectors in place (a re-embedding): the next search reloads them. */
export function invalidatePassageVectors(db: Db, organizationId: number): void {
  vectors.invalidate(db, organizationId);
}
