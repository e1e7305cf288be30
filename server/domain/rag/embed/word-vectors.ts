import { execFile } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { promisify } from 'node:util';
import { repoRoot } from '../../../repo-root.ts';

// The compact word-vector table (scripts/build-word-vectors.mjs): about 208,000 English words, each a
// 100-dimensional GloVe vector quantized to int8 with its own scale, and its frequency rank. Loaded once per
// process (24 MB, held as the file's bytes plus a word index); built first, in a child process, when this
// checkout has none for the installed package version (about 6 s and 1 GB, never in the server's own heap).

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

const MAGIC = 'WVT1';
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
  const words = bytes.toString('utf8', wordsStart, wordsStart + header.wordsBytes).split('\n');
  let at = wordsStart + header.wordsBytes;
  at += (4 - (at % 4)) % 4;
  const scales = new Float32Array(bytes.buffer, bytes.byteOffset + at, count);
  at += count * 4;
  const ranks = new Uint32Array(bytes.buffer, bytes.byteOffset + at, count);
  at += count * 4;
  const vectors = new Int8Array(bytes.buffer, bytes.byteOffset + at, count * dims);
  const index = new Map<string, number>();
  words.forEach((word, row) => index.set(word, row));
  return {
    model: `${header.source}/f${header.format}`,
    dims,
    size: count,
    vocabulary: header.vocabulary,
    row: (word) => index.get(word) ?? -1,
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
