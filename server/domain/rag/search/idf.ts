/** Inverse document frequency (BM25's), from the organization's term counts. */
export function idf(df: number, passages: number): number {
  return Math.log(1 + (passages - df + 0.5) / (df + 0.5));
}
