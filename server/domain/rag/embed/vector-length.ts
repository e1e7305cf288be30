/** A vector's Euclidean length, without `Math.hypot(...v)`'s argument list (an allocation per call, per search). */
export function vectorLength(v: Float32Array): number {
  let sum = 0;
  for (let d = 0; d < v.length; d++) sum += v[d]! * v[d]!;
  return Math.sqrt(sum);
}
