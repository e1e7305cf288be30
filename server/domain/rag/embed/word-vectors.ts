import { execFile } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { promisify } from 'node:util';
import { repoRoot } from '../../../repo-root.ts';

// The compact word-vector table (scripts/build-word-vectors.mjs): about 208,000 English words, each a
// 100-dimensional GloVe vector quantized to int8 with its own scale, and its frequency rank. Loaded once per
// process and held as the file's bytes (25 MB): a word is found by binary search over its sorted words, with no
// index in the heap. Built first, in a child process, when this checkout has none for the installed package
// version and format (about 6 s and 1 GB, never in the server's own heap).

export interface WordVectors {
  /** Which table: the package and version it was derived from, and the format. Stored with each passage vector. */
  model: string;
  dims: number;
  /** Words in the table. */
  size: number;
  /** Words in the corpus's whole vocabulary (the package's), for the probability of a rank. */
  vocabulary: number;
  /** The word's row, or -1. */
  row(word: string): number;
  /** The word's frequency rank in the corpus the vectors were trained on (0 = most frequent). */
  rank(row: number): number;
  /** Adds `weight` times the word's vector to `into`. */
  addTo(into: Float32Array, row: number, weight: number): void;
  /** The word's vector, dequantized. */
  vector(row: number): Float32Array;
}

const MAGIC = 'WVT2';
const NEWLINE = 0x0a;
let loading: Promise<WordVectors> | undefined;

/** The table of this process, built if needed. Rejects only when it can be neither found nor built. */
export function wordVectors(): Promise<WordVectors> {
  loading ??= ensureTable().then(readTable);
  loading.catch(() => (loading = undefined));
  return loading;
}

async function ensureTable(): Promise<string> {
  const script = path.join(repoRoot, 'scripts', 'build-word-vectors.mjs');
  const { stdout } = await promisify(execFile)(process.execPath, [script], { maxBuffer: 1 << 20 });
  return stdout.trim();
}

export function readTable(file: string): WordVectors {
  const bytes = fs.readFileSync(file);
  if (bytes.toString('ascii', 0, 4) !== MAGIC) throw new Error(`${file} is not a word-vector table`);
  const headerLength = bytes.readUInt32LE(4);
  const header = JSON.parse(bytes.toString('utf8', 8, 8 + headerLength)) as {
    source: string;
    format: number;
    dims: number;
    count: number;
    vocabulary: number;
    wordsBytes: number;
  };
  const { dims, count } = header;
  const wordsStart = 8 + headerLength;
  const wordsEnd = wordsStart + header.wordsBytes;
  // Where each sorted word starts (the bytes after each newline).
  const starts = new Uint32Array(count);
  for (let at = wordsStart, i = 0; i < count; i++) {
    starts[i] = at;
    at = bytes.indexOf(NEWLINE, at) + 1;
  }
  let at = wordsEnd;
  at += (4 - (at % 4)) % 4;
  const aligned = (length: number) => {
    // typed arrays over the file's bytes need an aligned offset (a file this size is read into a buffer of its own)
    const offset = bytes.byteOffset + at;
    if (offset % 4) throw new Error(`${file}: misaligned table`);
    at += length;
    return offset;
  };
  const scales = new Float32Array(bytes.buffer, aligned(count * 4), count);
  const ranks = new Uint32Array(bytes.buffer, aligned(count * 4), count);
  const sortedRows = new Uint32Array(bytes.buffer, aligned(count * 4), count);
  const vectors = new Int8Array(bytes.buffer, aligned(count * dims), count * dims);
  const row = (word: string): number => {
    const key = Buffer.from(word, 'utf8');
    let low = 0;
    let high = count - 1;
    while (low <= high) {
      const mid = (low + high) >>> 1;
      const start = starts[mid]!;
      const end = mid + 1 < count ? starts[mid + 1]! - 1 : wordsEnd - 1;
      const order = key.compare(bytes, start, end);
      if (order === 0) return sortedRows[mid]!;
      if (order < 0) high = mid - 1;
      else low = mid + 1;
    }
    return -1;
  };
  return {
    model: `${header.source}/f${header.format}`,
    dims,
    size: count,
    vocabulary: header.vocabulary,
    row,
    rank: (row) => ranks[row]!,
    addTo(into, row, weight) {
      const scale = scales[row]! * weight;
      const base = row * dims;
      for (let d = 0; d < dims; d++) into[d]! += vectors[base + d]! * scale;
    },
    vector(row) {
      const v = new Float32Array(dims);
      this.addTo(v, row, 1);
      return v;
    },
  };
}
