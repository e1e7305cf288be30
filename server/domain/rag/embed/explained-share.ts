import { sifWeight, textWords } from './sif.ts';
import { vectorLength } from './vector-length.ts';
import type { WordVectors } from './word-vectors.ts';

// How much of a question a passage speaks to, word by word: each word of the question is credited with its
// closest word of the passage (1 when the passage has the word itself, else the cosine of their vectors, 0 at
// worst), weighted as SIF weighs words, so "parcel" in "where is my parcel" must find something close for a
// source to explain the question. Not a ranking (measured: it adds nothing to the fused ranking, docs/decisions/
// 006) but the strongest sign of a question no source answers, for the confidence.

/** Cosines below this are unrelated words: "refund" and "inbox" (0.2) explain nothing of each other. */
const UNRELATED = 0.3;

export function explainedShare(vectors: WordVectors, questionWords: string[], passageText: string): number {
  const passageWords = [...new Set(textWords(passageText))];
  const passageRows = passageWords.map((w) => vectors.row(w)).filter((r) => r >= 0);
  const unit = new Map<number, Float32Array>();
  const unitOf = (row: number) => {
    let v = unit.get(row);
    if (!v) {
      v = vectors.vector(row);
      const norm = vectorLength(v) || 1;
      for (let d = 0; d < v.length; d++) v[d]! /= norm;
      unit.set(row, v);
    }
    return v;
  };
  let explained = 0;
  let total = 0;
  for (const word of questionWords) {
    const row = vectors.row(word);
    const weight = row >= 0 ? sifWeight(vectors, row) : 1;
    total += weight;
    if (passageWords.includes(word)) {
      explained += weight;
      continue;
    }
    if (row < 0) continue;
    const q = unitOf(row);
    let best = 0;
    for (const other of passageRows) {
      const v = unitOf(other);
      let dot = 0;
      for (let d = 0; d < v.length; d++) dot += q[d]! * v[d]!;
      best = Math.max(best, dot);
    }
    explained += weight * Math.max(0, (best - UNRELATED) / (1 - UNRELATED));
  }
  return total ? explained / total : 0;
}
