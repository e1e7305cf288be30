import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { queryRows } from '../../db/query-rows.ts';

// PostgreSQL's statistics of conversations.search keep its most common lexemes (most_common_elems: up to ten times
// the statistics target, those above about 1% of the sampled rows at 1,000,000 conversations). A lexeme missing
// from that list is estimated at half the rarest listed frequency, whatever its real count: at 1,000,000
// conversations a surname in 35 of them is taken for 1,600 open ones, so the planner walks the list's order to
// find 25, and reads all 380,000 open conversations (seconds). A search with such a word reads its matches from
// the index first instead (list-conversations.ts): at worst a word just under the list's threshold, 1% of the rows.

const REFRESH_MS = 5 * 60_000;

interface Known {
  lexemes: Set<string> | undefined;
  readAt: number;
  pending?: Promise<Set<string> | undefined>;
}

const byDb = new WeakMap<Db, Known>();

/** The lexemes the statistics list as common in conversations' search documents; undefined before any ANALYZE. */
export async function commonLexemes(db: Db, now = Date.now()): Promise<Set<string> | undefined> {
  const known = byDb.get(db);
  if (known && now - known.readAt < REFRESH_MS) return known.lexemes;
  if (known?.pending) return known.pending;
  const pending = readCommonLexemes(db);
  byDb.set(db, { lexemes: known?.lexemes, readAt: known?.readAt ?? 0, pending });
  try {
    const lexemes = await pending;
    byDb.set(db, { lexemes, readAt: now });
    return lexemes;
  } catch (error) {
    byDb.set(db, { lexemes: known?.lexemes, readAt: known?.readAt ?? 0 }); // read again next time
    throw error;
  }
}

async function readCommonLexemes(db: Db): Promise<Set<string> | undefined> {
  const [row] = await queryRows<{ elems: string[] | null }>(
    db,
    sql`select most_common_elems::text::text[] as elems from pg_stats
        where schemaname = current_schema() and tablename = 'conversations' and attname = 'search'`,
  );
  return row?.elems ? new Set(row.elems) : undefined;
}

/** The lexemes of a tsquery as text (`'refund' & 'o''brien'`), unquoted. */
export function lexemesOf(tsquery: string): string[] {
  return [...tsquery.matchAll(/'((?:[^']|'')*)'/g)].map((m) => m[1]!.replace(/''/g, "'"));
}
