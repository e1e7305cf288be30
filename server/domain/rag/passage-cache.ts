import { sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { followSourceChanges, onSourceChange } from './source-changes.ts';

// A per-process copy of each organization's passages in a form a search scans in memory (their vectors,
// passage-vectors.ts; their terms, search/passage-terms.ts): reading and matching thousands of rows per search
// costs more than the search may take. Each look first follows the change feed (source-changes.ts): the held
// rows of a source that any process changed or deleted since are marked retired at once, so that it is not found
// by its old words, and the organization is reloaded in the background to drop them. Then the passages added
// since the last look are read (by id, one indexed query returning nothing most of the time). Nothing is reloaded
// while nothing changes: a reload reads every passage of the organization (seconds at 10,000 sources, on the
// embedded database's only connection).

/** Calls `retire` with each held row of the source whose passage id is not in `live`. */
export function retireRows(
  held: { count: number; passageIds: number[]; sourceIndex: Map<string, number> },
  sourceAt: (row: number) => number,
  sourceUuid: string,
  live: Set<number>,
  retire: (row: number) => void,
): void {
  const source = held.sourceIndex.get(sourceUuid);
  if (source === undefined) return;
  for (let row = 0; row < held.count; row++) if (sourceAt(row) === source && !live.has(held.passageIds[row]!)) retire(row);
}

export interface CachedPassages {
  /** The highest passage id read: the next look reads the passages after it. */
  lastId: number;
  /** Rows held, for the bound on memory. */
  count: number;
}

export interface PassageCacheSource<T extends CachedPassages, P> {
  /** Every passage of the organization. */
  load(db: Db, organizationId: number, params: P): Promise<T>;
  /** The passages added after `rows.lastId`, into `rows`. */
  catchUp(db: Db, organizationId: number, params: P, rows: T): Promise<void>;
  /** What else than the organization tells one copy from another (the vectors' model). */
  variant(params: P): string;
  /** Marks the held rows of the source whose passage ids are not in `live` as retired: they must not be found. */
  retire(rows: T, sourceUuid: string, live: Set<number>): void;
}

/**
 * Rows a page when an organization is read: at 5,000 the embedded database grew by 26 MB to answer, at 1,000 by
 * 7 MB (measured, 10,000 sources), and it keeps what it grew.
 */
export const PAGE_ROWS = 1000;
/** Rows each cache keeps per process over every organization (least recently used dropped first). */
const MAX_ROWS = 500_000;

interface Entry<T> {
  rows: T;
  stale: boolean;
  reloading: boolean;
  /** Counts invalidations: a reload that started before one must not clear it. */
  changes: number;
}

export interface PassageCache<T, P> {
  /** The organization's rows, with every passage added so far. */
  current(db: Db, organizationId: number, params: P): Promise<T>;
  /** The organization's rows as held (loaded first if none are), without reading what was added since. */
  held(db: Db, organizationId: number, params: P): Promise<T>;
  /** This process changed the organization's passages in place (their vectors): the next look reloads them. */
  invalidate(db: Db, organizationId: number): void;
}

export function passageCache<T extends CachedPassages, P>(source: PassageCacheSource<T, P>): PassageCache<T, P> {
  const cache = new WeakMap<Db, Map<string, Entry<T>>>();
  const inFlight = new WeakMap<Db, Map<string, Promise<T>>>();

  /** One load at a time per organization: concurrent first searches wait for the same one. */
  async function firstLoad(db: Db, forDb: Map<string, Entry<T>>, key: string, organizationId: number, params: P): Promise<T> {
    let loading = inFlight.get(db);
    if (!loading) inFlight.set(db, (loading = new Map()));
    const pending = loading.get(key);
    if (pending) return pending;
    const load = source.load(db, organizationId, params).finally(() => loading.delete(key));
    loading.set(key, load);
    const rows = await load;
    forDb.set(key, { rows, stale: false, reloading: false, changes: 0 });
    let total = [...forDb.values()].reduce((sum, e) => sum + e.rows.count, 0);
    for (const [k, e] of forDb) {
      if (total <= MAX_ROWS || k === key) continue;
      forDb.delete(k);
      total -= e.rows.count;
    }
    return rows;
  }

  async function lookUp(db: Db, organizationId: number, params: P): Promise<{ entry?: Entry<T>; rows: T }> {
    let forDb = cache.get(db);
    if (!forDb) cache.set(db, (forDb = new Map()));
    const key = `${organizationId}\u0000${source.variant(params)}`;
    const entry = forDb.get(key);
    if (!entry) return { rows: await firstLoad(db, forDb, key, organizationId, params) };
    forDb.delete(key); // most recently used last
    forDb.set(key, entry);
    if (entry.stale && !entry.reloading) {
      entry.reloading = true;
      const changes = entry.changes;
      source
        .load(db, organizationId, params)
        .then((rows) => {
          if (forDb.get(key) !== entry) return;
          // Changed while this reload read: what it read may miss the change, which the held rows know; read again.
          if (entry.changes !== changes) entry.reloading = false;
          else forDb.set(key, { rows, stale: false, reloading: false, changes: 0 });
        })
        .catch(() => (entry.reloading = false));
    }
    return { entry, rows: entry.rows };
  }

  function changed(db: Db, organizationId: number, sourceUuid: string, live: Set<number> | null) {
    for (const [key, entry] of cache.get(db) ?? []) {
      if (!key.startsWith(`${organizationId}\u0000`)) continue;
      entry.stale = true;
      entry.changes++;
      if (live) source.retire(entry.rows, sourceUuid, live);
    }
  }

  /** Drops what is held of the organization: the next look loads it before it answers. */
  function forget(db: Db, organizationId: number) {
    const forDb = cache.get(db);
    for (const key of [...(forDb?.keys() ?? [])]) if (key.startsWith(`${organizationId}\u0000`)) forDb!.delete(key);
  }

  // A source changed: its rows gone are retired (a reload follows). Changes unknown (the feed was pruned past
  // where this process had read): nothing held can be trusted.
  onSourceChange((db, organizationId, sourceUuid, live) => (sourceUuid ? changed(db, organizationId, sourceUuid, live) : forget(db, organizationId)));

  return {
    async current(db, organizationId, params) {
      await followSourceChanges(db, organizationId);
      const { entry, rows } = await lookUp(db, organizationId, params);
      if (entry) await source.catchUp(db, organizationId, params, entry.rows);
      return rows;
    },
    async held(db, organizationId, params) {
      return (await lookUp(db, organizationId, params)).rows;
    },
    invalidate: (db, organizationId) => changed(db, organizationId, '', null),
  };
}

/**
 * The organization's passages after `afterId`, for `order by organization_id, id`: as bounds on the pair, which
 * only the (organization_id, id) index serves. With `organization_id = ... and id > ...` the planner walked the
 * primary key through every later passage of other organizations (15 ms a search beside a second organization of
 * 10,000 sources, against 0.2).
 */
export function passagesAfter(organizationId: number, afterId: number): SQL {
  return sql`(organization_id, id) > (${organizationId}::bigint, ${afterId}::bigint) and (organization_id, id) <= (${organizationId}::bigint, ${Number.MAX_SAFE_INTEGER}::bigint)`;
}

/** Every page of rows after the id given, each handed over as it comes, until `take` answers true. */
export async function readPages<R extends { id: number | string }>(
  read: (afterId: number) => Promise<R[]>,
  afterId: number,
  take: (rows: R[]) => boolean | void,
): Promise<void> {
  for (let after = afterId; ; ) {
    const rows = await read(after);
    if (!rows.length || take(rows) === true || rows.length < PAGE_ROWS) return;
    after = Number(rows[rows.length - 1]!.id);
  }
}
