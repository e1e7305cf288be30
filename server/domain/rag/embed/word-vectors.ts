import { execFile } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { promisify } from 'node:util';
import { repoRoot } from '../../../repo-root.ts';

// The compact word-vector table (scripts/build-word-vectors.mjs): about 208,000 English words, each a
// 100-dimensional GloVe vector quantized to int8 with its own scale, and its frequency rank. Opened once per
// process: the words, their ranks and scales and the vectors of the most frequent words are held (7 MB of the
// file's 25), the rest read when a rarer word needs its vector. A word is found by binary search over its sorted
// words, with no index in the heap. Built first, in a child process, when this checkout has none for the installed package
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

/**
 * Vectors of the most frequent words, held in memory (3 MB): nearly every word of a question or passage is one.
 * A rarer word's vector is read from the file when it is needed (one 100-byte read, which the OS's file cache
 * usually answers), so the table's other 18 MB never count in the server's memory.
 */
export const HELD_ROWS = 30_000;

export function readTable(file: string): WordVectors {
  const fd = fs.openSync(file, 'r');
  const readAt = (position: number, length: number): Buffer => {
    const into = Buffer.alloc(length);
    if (fs.readSync(fd, into, 0, length, position) !== length) throw new Error(`${file} is truncated`);
    return into;
  };
  const prefix = readAt(0, 8);
  if (prefix.toString('ascii', 0, 4) !== MAGIC) throw new Error(`${file} is not a word-vector table`);
  const headerLength = prefix.readUInt32LE(4);
  const header = JSON.parse(readAt(8, headerLength).toString('utf8')) as {
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
  const arraysStart = wordsEnd + ((4 - (wordsEnd % 4)) % 4);
  const vectorsStart = arraysStart + 3 * count * 4;
  const heldRows = Math.min(count, HELD_ROWS);
  // The words, the three per-row arrays and the held vectors, in one read from a 4-byte boundary (typed arrays
  // over the bytes need aligned offsets; a read this size gets a buffer of its own).
  const base = wordsStart - (wordsStart % 4);
  const bytes = readAt(base, vectorsStart + heldRows * dims - base);
  const local = (position: number) => bytes.byteOffset + position - base;
  // Where each sorted word starts (the bytes after each newline).
  const starts = new Uint32Array(count);
  for (let at = wordsStart - base, i = 0; i < count; i++) {
    starts[i] = at;
    at = bytes.indexOf(NEWLINE, at) + 1;
  }
  const wordsEndAt = wordsEnd - base;
  if (local(arraysStart) % 4) throw new Error(`${file}: misaligned table`);
  const scales = new Float32Array(bytes.buffer, local(arraysStart), count);
  const ranks = new Uint32Array(bytes.buffer, local(arraysStart + count * 4), count);
  const sortedRows = new Uint32Array(bytes.buffer, local(arraysStart + 2 * count * 4), count);
  const held = new Int8Array(bytes.buffer, local(vectorsStart), heldRows * dims);
  const rare = Buffer.alloc(dims);
  const rareView = new Int8Array(rare.buffer, rare.byteOffset, dims);
  const vectorOf = (row: number): { values: Int8Array; base: number } => {
    if (row < heldRows) return { values: held, base: row * dims };
    if (fs.readSync(fd, rare, 0, dims, vectorsStart + row * dims) !== dims) throw new Error(`${file} is truncated`);
    return { values: rareView, base: 0 };
  };
  const row = (word: string): number => {
    const key = Buffer.from(word, 'utf8');
    let low = 0;
    let high = count - 1;
    while (low <= high) {
      const mid = (low + high) >>> 1;
      const start = starts[mid]!;
      const end = mid + 1 < count ? starts[mid + 1]! - 1 : wordsEndAt - 1;
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
      const { values, base } = vectorOf(row);
      for (let d = 0; d < dims; d++) into[d]! += values[base + d]! * scale;
    },
    vector(row) {
      const v = new Float32Array(dims);
      this.addTo(v, row, 1);
      return v;
    },
  };
}
