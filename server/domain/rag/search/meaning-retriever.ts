import { sql } from 'drizzle-orm';
import type { Db } from '../../../db/client.ts';
import { queryRows } from '../../../db/query-rows.ts';
import { passageVectors, projectAndNormalise } from '../embed/passage-vectors.ts';
import { sifVector } from '../embed/sif.ts';
import { wordVectors } from '../embed/word-vectors.ts';
import { typeCondition, type RetrievalRequest, type RetrievedSource, type Retriever } from './retriever.ts';

// Retrieval by meaning: the query's SIF vector (sif.ts) against every passage vector of the organization
// (passage-vectors.ts), by cosine. Finds what shares no word with the query ("which country are your servers
// in" and "data residency"), where the lexical retrievers find nothing; its cosine is an absolute similarity,
// so fusion adds it as it is (calibrated). Run only where the words found too little (search-sources.ts): it
// scans every passage. The vectors being unavailable leaves the lexical answer, never an error.

/** The organization's ready sources of these types. */
async function sourcesOfTypes(db: Db, organizationId: number, types: NonNullable<RetrievalRequest['types']>): Promise<Set<string>> {
  const rows = await queryRows<{ uuid: string }>(
    db,
    sql`select s.uuid from rag_sources s where s.organization_id = ${organizationId} and s.status = 'ready' and ${typeCondition('s', types)}`,
  );
  return new Set(rows.map((r) => r.uuid));
}

export function meaningRanking(db: Db, { organizationId, query, depth, types }: RetrievalRequest): Promise<RetrievedSource[]> {
  return nearestSources(db, organizationId, query.text, depth, types);
}

/** The sources whose passages are nearest in meaning to `text`, best first (no analysis of the words). */
export async function nearestSources(db: Db, organizationId: number, text: string, depth: number, types?: RetrievalRequest['types']): Promise<RetrievedSource[]> {
  const vectors = await wordVectors().catch(() => undefined);
  const q = vectors && sifVector(vectors, text);
  if (!vectors || !q) return [];
  const rows = await passageVectors(db, organizationId, vectors.model, vectors.dims);
  if (!rows.count || !projectAndNormalise(q, rows.commonComponent)) return [];
  const { dims, values, scales, sourceOf, count } = rows;
  // Sources of other types than asked for are passed over (1), before their passages are compared.
  const allowed = types && (await sourcesOfTypes(db, organizationId, types));
  const skip = allowed ? Uint8Array.from(rows.sources, (uuid) => (allowed.has(uuid) ? 0 : 1)) : undefined;
  const query64 = Float64Array.from(q);
  const unrolled = dims - (dims % 4);
  // Each source's best passage: typed arrays over rows and sources, no allocation per row. The dot product is
  // unrolled into four sums: three times faster than one sum (measured), 10,000 sources in a few milliseconds.
  const best = new Float32Array(rows.sources.length);
  const bestRow = new Int32Array(rows.sources.length).fill(-1);
  for (let row = 0, base = 0; row < count; row++, base += dims) {
    const source = sourceOf[row]!;
    if (skip?.[source]) continue;
    let a = 0;
    let b = 0;
    let c = 0;
    let e = 0;
    let d = 0;
    for (; d < unrolled; d += 4) {
      a += query64[d]! * values[base + d]!;
      b += query64[d + 1]! * values[base + d + 1]!;
      c += query64[d + 2]! * values[base + d + 2]!;
      e += query64[d + 3]! * values[base + d + 3]!;
    }
    for (; d < dims; d++) a += query64[d]! * values[base + d]!;
    const score = (a + b + c + e) * scales[row]!;
    if (score > best[source]!) {
      best[source] = score;
      bestRow[source] = row;
    }
  }
  // The depth-th best score by a native numeric sort of a copy, then only the sources from it are ordered.
  const sorted = best.slice().sort();
  const cutoff = Math.max(Number.MIN_VALUE, sorted[Math.max(0, sorted.length - depth)]!);
  const found: number[] = [];
  for (let source = 0; source < best.length; source++) if (bestRow[source]! >= 0 && best[source]! >= cutoff) found.push(source);
  found.sort((a, b) => best[b]! - best[a]!);
  return found.slice(0, depth).map((source) => {
    const score = best[source]!;
    return { sourceUuid: rows.sources[source]!, score, passageId: rows.passageIds[bestRow[source]!]!, absolute: Math.min(1, score) };
  });
}

export const meaningRetriever: Retriever = {
  name: 'meaning',
  weight: 1,
  calibrated: true,
  retrieve: meaningRanking,
};
