// A passage vector as stored (a bytea column): its scale as a float32 (little-endian), then each dimension as
// an int8 of that scale (104 bytes for 100 dimensions; the rounding moves a cosine by about 0.001). Bytes,
// not a real[]: at 10,000 sources PGlite answers the 34,000 vectors of an organization in 3.5 s as real[],
// 2.5 s as float32 bytes, and in a quarter of that as these (measured, docs/decisions/006); written as hex
// through the JSON the insert statements take.

/** The vector as hex for `decode(..., 'hex')`, or null. */
export function vectorHex(vector: Float32Array | null): string | null {
  if (!vector) return null;
  let max = 0;
  for (const x of vector) max = Math.max(max, Math.abs(x));
  const scale = max / 127 || 1;
  const bytes = Buffer.alloc(4 + vector.length);
  bytes.writeFloatLE(scale, 0);
  vector.forEach((x, i) => bytes.writeInt8(Math.round(x / scale), 4 + i));
  return bytes.toString('hex');
}

/**
 * The stored bytes as a vector (written into `into` when given: a cache decoding thousands reuses one), or null
 * when they do not hold `dims` numbers.
 */
export function vectorFromBytes(bytes: Uint8Array, dims: number, into = new Float32Array(dims)): Float32Array | null {
  if (bytes.byteLength !== 4 + dims) return null;
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const scale = view.getFloat32(0, true);
  for (let i = 0; i < dims; i++) into[i] = view.getInt8(4 + i) * scale;
  return into;
}
