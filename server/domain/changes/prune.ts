import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { queryRows } from '../../db/query-rows.ts';

/** How long the feed keeps events: a client may resume within this (far more than the day promised). */
export const CHANGE_FEED_KEPT_MS = 7 * 86_400_000;

/**
 * Deletes events older than `before` and records, per organization, the newest id deleted: a stream resuming
 * from before it is told to start over instead of silently missing events. Answers how many were deleted.
 */
export async function pruneChangeFeed(db: Db, before: Date): Promise<number> {
  const rows = await queryRows<{ n: number | string }>(
    db,
    sql`with gone as (delete from change_events where created_at < ${before} returning organization_id, id),
         marked as (update organizations o set change_feed_pruned_through = greatest(o.change_feed_pruned_through, g.last)
                    from (select organization_id, max(id) as last from gone group by organization_id) g
                    where o.id = g.organization_id returning o.id)
        select count(*) as n from gone`,
  );
  return Number(rows[0]?.n ?? 0);
}
