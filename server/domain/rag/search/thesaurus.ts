import { sql } from 'drizzle-orm';
import type { Db } from '../../../db/client.ts';
import { queryRows } from '../../../db/query-rows.ts';
import { SUPPORT_SYNONYM_GROUPS } from './support-thesaurus.ts';

// The support thesaurus, matched on stems: each entry (a word or a phrase) is stemmed once per process by
// PostgreSQL's English configuration, so "invoices", "invoicing" and "invoice" all find the invoice group,
// and a phrase matches the same words in the query in the same order, stop words aside. A phrase that is one
// word once its stop words are gone ("log in", "sign out") means more than that word: it is matched on the
// words as typed, and never searched for (the index cannot tell "log in" from "audit log").

interface Entry {
  stems: string[];
  /** The entry's words, when stop words carry its meaning ("log in"); matched as typed. */
  words?: string[];
  group: number;
  /** The entry as a (loose) phrase query; undefined when it cannot be searched for. */
  tsquery?: string;
}

export interface ThesaurusMatch {
  /** The first concept (non-stop word of the query) the match covers, and how many. */
  start: number;
  length: number;
  /** The matched entry as a (loose) phrase query, when it can be searched for. */
  phrase?: string;
  /** The other entries of its groups, as queries. */
  expansions: string[];
}

/** A word of the query: as typed, and the index of its concept (undefined for a stop word). */
export interface QueryWord {
  word: string;
  concept?: number;
  stem?: string;
}

/**
 * A phrase as a loose query: its two words at most two words apart ("delete account" finds "delete my
 * account", whose stop word still takes a position), longer phrases as all of their words.
 */
export function loosePhrase(stems: string[]): string {
  const quoted = stems.map((s) => `'${s.replace(/'/g, "''")}'`);
  if (quoted.length === 1) return quoted[0]!;
  if (quoted.length > 2) return quoted.join(' & ');
  return `(${[1, 2, 3].map((d) => `${quoted[0]} <${d}> ${quoted[1]}`).join(' | ')})`;
}

const stemsOf = (tsquery: string) => [...tsquery.matchAll(/'((?:[^']|'')*)'/g)].map((m) => m[1]!.replace(/''/g, "'"));
const wordsOf = (phrase: string) => phrase.toLowerCase().replace(/['’](s|t|re|ve|ll|d|m)\b/g, '').match(/[\p{L}\p{N}]+/gu) ?? [];

let entries: Promise<Entry[]> | undefined;

function load(db: Db): Promise<Entry[]> {
  entries ??= (async () => {
    const phrases = SUPPORT_SYNONYM_GROUPS.flatMap((line, group) => line.split(',').map((p) => ({ group, phrase: p.trim() })));
    const rows = await queryRows<{ i: number; q: string }>(
      db,
      sql`select x.i, phraseto_tsquery('english', x.phrase)::text as q
          from jsonb_to_recordset(${JSON.stringify(phrases.map((p, i) => ({ i, phrase: p.phrase })))}::jsonb) as x(i int, phrase text)`,
    );
    return rows.flatMap((row): Entry[] => {
      const stems = stemsOf(row.q);
      const { group, phrase } = phrases[row.i]!;
      const words = wordsOf(phrase);
      // "down": only a stop word, nothing to match or search
      if (!stems.length) return [];
      // hyphenated words stem to the whole and its parts: one stem sequence, searchable as typed
      if (/-/.test(phrase) && !/\s/.test(phrase)) return [{ stems: [stems[0]!], group, tsquery: `'${stems[0]!.replace(/'/g, "''")}'` }];
      if (stems.length === 1 && words.length > 1) return [{ stems, words, group }];
      return [{ stems, group, tsquery: loosePhrase(stems) }];
    });
  })();
  entries.catch(() => (entries = undefined));
  return entries;
}

function matchesAt(entry: Entry, query: QueryWord[], at: number): number {
  if (entry.words) return entry.words.every((w, k) => query[at + k]?.word === w) ? entry.words.length : 0;
  // stems: consecutive concepts, stop words between them skipped
  let k = 0;
  let i = at;
  for (; i < query.length && k < entry.stems.length; i++) {
    if (query[i]!.concept === undefined) {
      if (k === 0) return 0;
      continue;
    }
    if (query[i]!.stem !== entry.stems[k]) return 0;
    k++;
  }
  return k === entry.stems.length ? i - at : 0;
}

/** Entries found in the query (the longest at each position), with what they expand to. */
export async function matchThesaurus(db: Db, query: QueryWord[]): Promise<ThesaurusMatch[]> {
  const all = await load(db);
  const matches: ThesaurusMatch[] = [];
  for (let at = 0; at < query.length; at++) {
    const found = all.map((entry) => ({ entry, span: matchesAt(entry, query, at) })).filter((f) => f.span > 0);
    if (!found.length) continue;
    const span = Math.max(...found.map((f) => f.span));
    const longest = found.filter((f) => f.span === span).map((f) => f.entry);
    const concepts = query.slice(at, at + span).flatMap((w) => (w.concept === undefined ? [] : [w.concept]));
    if (!concepts.length) continue;
    const groups = new Set(longest.map((e) => e.group));
    const own = new Set(found.map((f) => f.entry.tsquery));
    const expansions = [...new Set(all.filter((e) => groups.has(e.group) && e.tsquery && !own.has(e.tsquery)).map((e) => e.tsquery!))];
    matches.push({ start: concepts[0]!, length: concepts.length, phrase: longest.find((e) => e.tsquery)?.tsquery, expansions });
    at += span - 1;
  }
  return matches;
}
