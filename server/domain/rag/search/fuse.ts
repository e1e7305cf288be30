import type { RetrievedSource, RetrieverName } from './retriever.ts';

// Fusion of the retrievers' rankings into one. Two ways, compared on the labelled set (docs/decisions/005):
// - reciprocal rank fusion: sum over retrievers of weight / (K + rank); ranks only, so scores of any scale
//   combine without calibration, but a clear lead in one ranking counts no more than a hair's breadth;
// - relative score fusion: sum over retrievers of weight * score / the retriever's best score for this
//   query; each retriever says how sure it is of each source relative to its best, and leads survive.

export const RRF_K = 60;
export type Fusion = 'rrf' | 'relative';

export interface FusedSource {
  sourceUuid: string;
  score: number;
  /** The matched passage of the retriever that contributed most to this source. */
  passageId: number;
  /** Each retriever's absolute score for it (0 where it did not find it): what the confidence is judged on. */
  evidence: Record<RetrieverName, number>;
}

export function fuseRankings(
  rankings: { name: RetrieverName; weight: number; calibrated: boolean; results: RetrievedSource[] }[],
  fusion: Fusion = 'relative',
): FusedSource[] {
  const fused = new Map<string, FusedSource & { best: number }>();
  for (const { name, weight, calibrated, results } of rankings) {
    const top = calibrated ? 1 : Math.max(...results.map((r) => r.score), Number.MIN_VALUE);
    results.forEach((r, index) => {
      const contribution = fusion === 'rrf' ? weight / (RRF_K + index + 1) : (weight * r.score) / top;
      const entry = fused.get(r.sourceUuid);
      if (!entry) {
        const evidence = { 'full-text': 0, trigram: 0, meaning: 0, [name]: r.absolute };
        fused.set(r.sourceUuid, { sourceUuid: r.sourceUuid, score: contribution, passageId: r.passageId, best: contribution, evidence });
      } else {
        entry.evidence[name] = r.absolute;
        entry.score += contribution;
        if (contribution > entry.best) Object.assign(entry, { best: contribution, passageId: r.passageId });
      }
    });
  }
  // Equal scores in the order the sources' passages were written (ids), not by uuid: a uuid is drawn at random, so
  // the same sources added again (the labelled help desks of test/rag-eval) would order a tie differently on each
  // load, and the confidence fitted on them would not be reproducible.
  return [...fused.values()]
    .sort((a, b) => b.score - a.score || a.passageId - b.passageId)
    .map(({ sourceUuid, score, passageId, evidence }) => ({ sourceUuid, score, passageId, evidence }));
}
