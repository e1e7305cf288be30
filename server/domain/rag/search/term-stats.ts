import { sql } from 'drizzle-orm';
import type { Db } from '../../../db/client.ts';
import { queryRows } from '../../../db/query-rows.ts';

// How many of an organization's passages hold each lexeme: the document frequencies that weight query terms
// (idf), tell which words the organization uses at all (typo correction), and pick the rare terms a search
// starts from. Counting them per query would read every matching passage (a second at 10,000 sources), so
// they are kept per process, built with ts_stat on first use and rebuilt when this process processed a source
// of the organization, or after STATS_TTL_MS in the background (other processes' changes). Stale counts only
// shift scores slightly: which sources may be returned is decided by the query itself (ready, this organization).
// A table of term counts maintained by the processing job would make them exact and shared (docs/decisions/005).

export interface TermStats {
  /** Passages of the organization. */
  passages: number;
  /** Passages holding each lexeme. */
  df: Map<string, number>;
}

const STATS_TTL_MS = 60_000;
/** Organizations kept per process (least recently used dropped first). */
const MAX_ORGANIZATIONS = 200;

interface Entry {
  stats: Promise<TermStats>;
  builtAt: number;
  stale: boolean;
  refreshing: boolean;
}

const cache = new WeakMap<Db, Map<number, Entry>>();

async function build(db: Db, organizationId: number): Promise<TermStats> {
  const [count] = await queryRows<{ n: number | string }>(db, sql`select count(*) as n from rag_passages where organization_id = ${organizationId}`);
  // ts_stat takes the query as text; the id is an integer, so it is safe to write in.
  const rows = await queryRows<{ word: string; ndoc: number | string }>(
    db,
    sql.raw(`select word, ndoc from ts_stat('select search from rag_passages where organization_id = ${Math.trunc(organizationId)}')`),
  );
  return { passages: Number(count?.n ?? 0), df: new Map(rows.map((r) => [r.word, Number(r.ndoc)])) };
}

export function termStats(db: Db, organizationId: number): Promise<TermStats> {
  let forDb = cache.get(db);
  if (!forDb) cache.set(db, (forDb = new Map()));
  const entry = forDb.get(organizationId);
  const now = Date.now();
  if (entry && !entry.stale) {
    forDb.delete(organizationId); // most recently used last
    forDb.set(organizationId, entry);
    if (now - entry.builtAt > STATS_TTL_MS && !entry.refreshing) {
      entry.refreshing = true;
      build(db, organizationId)
        .then((stats) => forDb.set(organizationId, { stats: Promise.resolve(stats), builtAt: Date.now(), stale: false, refreshing: false }))
        .catch(() => (entry.refreshing = false));
    }
    return entry.stats;
  }
  const stats = build(db, organizationId);
  forDb.set(organizationId, { stats, builtAt: now, stale: false, refreshing: false });
  stats.catch(() => forDb.delete(organizationId));
  while (forDb.size > MAX_ORGANIZATIONS) forDb.delete(forDb.keys().next().value!);
  return stats;
}

/** This process changed the organization's passages: the next search counts again. */
export function invalidateTermStats(db: Db, organizationId: number): void {
  const entry = cache.get(db)?.get(organizationId);
  if (entry) entry.stale = true;
}
