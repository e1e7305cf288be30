import type { Db } from '../../../db/client.ts';
import { passageVectors, projectAndNormalise } from '../embed/passage-vectors.ts';
import { sifVector } from '../embed/sif.ts';
import { wordVectors } from '../embed/word-vectors.ts';
import type { RetrievalRequest, RetrievedSource, Retriever } from './retriever.ts';

// Retrieval by meaning: the query's SIF vector (sif.ts) against every passage vector of the organization
// (passage-vectors.ts), by cosine. Finds what shares no word with the query ("which country are your servers
// in" and "data residency"), where the lexical retrievers find nothing; its cosine is an absolute similarity,
// so fusion adds it as it is (calibrated). The vectors being unavailable leaves the lexical answer, never an error.

/** An answer says more than the question it answers: its similarity counts a little less. */
export const ANSWER_WEIGHT = 0.9;

export async function meaningRanking(db: Db, { organizationId, query, depth }: RetrievalRequest): Promise<RetrievedSource[]> {
  const vectors = await wordVectors().catch(() => undefined);
  const q = vectors && sifVector(vectors, query.text);
  if (!vectors || !q) return [];
  const rows = await passageVectors(db, organizationId, vectors.model, vectors.dims);
  if (!rows.count || !projectAndNormalise(q, rows.commonComponent)) return [];
  const { dims, values, scales } = rows;
  const best = new Map<string, RetrievedSource>();
  for (let row = 0; row < rows.count; row++) {
    let dot = 0;
    const base = row * dims;
    for (let d = 0; d < dims; d++) dot += q[d]! * values[base + d]!;
    const score = dot * scales[row]! * (rows.kinds[row] === 'answer' ? ANSWER_WEIGHT : 1);
    if (score <= 0) continue;
    const sourceUuid = rows.sourceUuids[row]!;
    const seen = best.get(sourceUuid);
    if (!seen || score > seen.score) best.set(sourceUuid, { sourceUuid, score, passageId: rows.passageIds[row]!, absolute: Math.min(1, score) });
  }
  return [...best.values()].sort((a, b) => b.score - a.score).slice(0, depth);
}

export const meaningRetriever: Retriever = {
  name: 'meaning',
  weight: 1,
  calibrated: true,
  retrieve: meaningRanking,
};
