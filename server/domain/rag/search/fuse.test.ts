import { describe, expect, it } from 'vitest';
import { fuseRankings } from './fuse.ts';

const found = (sourceUuid: string, passageId: number, score: number) => ({ sourceUuid, passageId, score, absolute: score });

describe('fuseRankings', () => {
  it('orders by the fused score, each retriever relative to its best', () => {
    const fused = fuseRankings([
      { name: 'full-text', weight: 1, calibrated: false, results: [found('a', 1, 4), found('b', 2, 2)] },
      { name: 'meaning', weight: 1, calibrated: true, results: [found('b', 3, 0.9), found('a', 1, 0.2)] },
    ]);
    expect(fused.map((f) => [f.sourceUuid, Number(f.score.toFixed(2))])).toEqual([['b', 1.4], ['a', 1.2]]);
    expect(fused[0]!.passageId).toBe(3); // the passage that contributed most
    expect(fused[0]!.evidence).toEqual({ 'full-text': 2, trigram: 0, meaning: 0.9 });
  });

  it('puts equal scores in the order their passages were written, whatever their uuids', () => {
    // uuids are drawn at random: the same sources added again must order a tie the same way
    for (const [first, second] of [['ffff', '0000'], ['0000', 'ffff']]) {
      const fused = fuseRankings([{ name: 'full-text', weight: 1, calibrated: false, results: [found(second!, 9, 1), found(first!, 4, 1)] }]);
      expect(fused.map((f) => f.sourceUuid)).toEqual([first, second]);
    }
  });
});
