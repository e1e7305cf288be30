import type { WordVectors } from './word-vectors.ts';

// A text's meaning as one vector: the smooth inverse frequency (SIF) weighted average of its words' vectors
// (Arora, Liang and Ma, "A simple but tough-to-beat baseline for sentence embeddings", 2017). A word weighs
// a / (a + p(word)): "the" and "how" almost nothing, "refund" almost fully. p(word) comes from the word's
// frequency rank in the vectors' training corpus (Zipf's law), so a passage's vector depends on its own words
// only and is computed once, when the source is processed. The other half of the method, removing the common
// component of a corpus's vectors, needs the corpus: it is done per organization when its vectors are loaded
// for search (passage-vectors.ts).

/** SIF's smoothing: chosen on the labelled set's first query list (docs/decisions/006). */
export const SIF_A = 1e-3;
const EULER_GAMMA = 0.5772;

/** Lower-case words as the word vectors spell them ("e-mail", "don't", "2fa"); a trailing "'s" dropped. */
export function textWords(text: string): string[] {
  const words = text.toLowerCase().replace(/[’‘]/g, "'").match(/[a-z0-9]+(?:['.-][a-z0-9]+)*/g) ?? [];
  return words.map((w) => (w.endsWith("'s") ? w.slice(0, -2) : w));
}

/** The weight SIF gives the word of this row. */
export function sifWeight(vectors: WordVectors, row: number): number {
  const harmonic = Math.log(vectors.vocabulary) + EULER_GAMMA;
  const probability = 1 / ((vectors.rank(row) + 10) * harmonic);
  return SIF_A / (SIF_A + probability);
}

/** The SIF average of the text's known words, or null when it has none. */
export function sifVector(vectors: WordVectors, text: string): Float32Array | null {
  const sum = new Float32Array(vectors.dims);
  let known = 0;
  for (const word of textWords(text)) {
    const row = vectors.row(word);
    if (row < 0) continue;
    vectors.addTo(sum, row, sifWeight(vectors, row));
    known++;
  }
  if (!known) return null;
  for (let d = 0; d < sum.length; d++) sum[d]! /= known;
  return sum;
}
