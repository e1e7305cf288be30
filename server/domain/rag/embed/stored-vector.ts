/** A vector as stored (a real[] column, sent as JSON): six significant digits are more than float4 keeps. */
export function storedVector(vector: Float32Array | null): number[] | null {
  return vector ? Array.from(vector, (x) => Number(x.toPrecision(6))) : null;
}
