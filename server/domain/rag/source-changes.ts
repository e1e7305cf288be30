import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { queryRows } from '../../db/query-rows.ts';
import { latestChangeId } from '../changes/read.ts';

// Which sources' passages changed, learnt from the change feed: a source's new passages are written in the
// transaction that makes it `ready`, and removed in the one that makes it `deleted`, each with its
// ai_source.status_changed event. The passage caches (passage-cache.ts) follow it before each look, so a change
// made by any process is seen by the next search of every process: one indexed read of the organization's events
// since the last look, over a range that is empty most of the time.

/**
 * A source's passages changed (`live`: its passage ids now, null when unknown); `sourceUuid` null: any may have,
 * and nothing held can be trusted.
 */
export type SourceChangeListener = (db: Db, organizationId: number, sourceUuid: string | null, live: Set<number> | null) => void;

const listeners = new Set<SourceChangeListener>();
const followed = new WeakMap<Db, Map<number, { cursor: number; reading?: Promise<void> }>>();

/** Calls `listener` with every change the follow finds, for every organization. */
export function onSourceChange(listener: SourceChangeListener): void {
  listeners.add(listener);
}

/**
 * Above this many changed sources at once (an import another process worked through), a reload reads less than
 * the retirement of each. An object, so that a test can lower it.
 */
export const RETIRE = { atMost: 200 };

/** Each source's passage ids now (none: no entry), or null when they cannot be read. */
async function livePassageIds(db: Db, sourceUuids: string[]): Promise<Map<string, Set<number>> | null> {
  const rows = await queryRows<{ source_uuid: string; id: number | string }>(
    db,
    sql`select source_uuid::text as source_uuid, id from rag_passages
        where source_uuid in (select u::uuid from jsonb_array_elements_text(${JSON.stringify(sourceUuids)}::jsonb) as u)`,
  ).catch(() => null);
  if (!rows) return null;
  const live = new Map<string, Set<number>>();
  for (const r of rows) {
    let ids = live.get(r.source_uuid);
    if (!ids) live.set(r.source_uuid, (ids = new Set()));
    ids.add(Number(r.id));
  }
  return live;
}

/**
 * Reads the organization's source changes since the last call (one read at a time; concurrent callers wait for
 * it) and tells the listeners. The first call only notes where the feed is: what was written before is in what
 * the caches load after it.
 */
export function followSourceChanges(db: Db, organizationId: number): Promise<void> {
  let forDb = followed.get(db);
  if (!forDb) followed.set(db, (forDb = new Map()));
  const follow = forDb.get(organizationId);
  if (!follow) {
    const entry: { cursor: number; reading?: Promise<void> } = { cursor: 0 };
    forDb.set(organizationId, entry);
    entry.reading = latestChangeId(db, organizationId)
      .then((id) => void (entry.cursor = id))
      .catch((err: unknown) => {
        forDb.delete(organizationId);
        throw err;
      })
      .finally(() => (entry.reading = undefined));
    return entry.reading;
  }
  const current = follow;
  current.reading ??= readChanges(db, organizationId, current).finally(() => (current.reading = undefined));
  return current.reading;
}

async function readChanges(db: Db, organizationId: number, follow: { cursor: number }): Promise<void> {
  const [row] = await queryRows<{ last: number | string | null; pruned: number | string | null; changed: string | null }>(
    db,
    sql`select max(e.id) as last,
               (select change_feed_pruned_through from organizations where id = ${organizationId}) as pruned,
               string_agg(distinct e.payload->'ai_source'->>'uuid', ',')
                 filter (where e.type = 'ai_source.status_changed' and e.payload->'ai_source'->>'status' in ('ready', 'deleted')) as changed
        from change_events e
        where (e.organization_id, e.id) > (${organizationId}::bigint, ${follow.cursor}::bigint)
          and (e.organization_id, e.id) <= (${organizationId}::bigint, ${Number.MAX_SAFE_INTEGER}::bigint)`,
  );
  if (!row) return;
  const pruned = Number(row.pruned ?? 0);
  // Events after the cursor were deleted by the feed's retention (a process idle for a week): which sources
  // changed is unknown.
  const lost = pruned > follow.cursor;
  follow.cursor = Math.max(follow.cursor, pruned, Number(row.last ?? 0));
  const changed = row.changed?.split(',') ?? [];
  if (lost || changed.length > RETIRE.atMost) {
    for (const listener of listeners) listener(db, organizationId, null, null);
    return;
  }
  if (!changed.length) return;
  const live = await livePassageIds(db, changed);
  for (const sourceUuid of changed) {
    const ids = live ? (live.get(sourceUuid) ?? new Set<number>()) : null;
    for (const listener of listeners) listener(db, organizationId, sourceUuid, ids);
  }
}
