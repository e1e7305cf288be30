import { and, asc, eq, isNotNull, sql } from 'drizzle-orm';
import type { BulkChangeView, BulkOperation, ConversationStatus } from '#contract/conversations';
import type { Db } from '../../db/client.ts';
import { queryRows } from '../../db/query-rows.ts';
import { bulkOperationItems, bulkOperations, conversations } from '../../db/schema.ts';
import { enqueueJobs } from '../../jobs/queue.ts';
import { emitChanges } from '../changes/emit.ts';
import { InputError } from '../errors.ts';
import type { BulkChange } from './bulk-update.ts';
import type { Actor } from './events.ts';
import { searchConditions, type ListInput } from './list-conversations.ts';

// A bulk change is recorded as an operation with its conversations (and each one's state before), so that it
// can run over a whole search in batches, report its progress, and be undone exactly.

/** Conversations changed per transaction of a long operation (the size of a bulk request). */
export const BULK_BATCH = 500;
/** At most this many conversations in one change over a search. */
export const BULK_MATCHING_MAX = 100_000;
/** How long a bulk change can be undone (the dashboard offers it for a few seconds). */
export const UNDO_WINDOW_MS = 3_600_000;
export const BULK_JOB = 'conversations.bulk';

export type BulkOperationRow = typeof bulkOperations.$inferSelect;

/** The change as stored with its operation (JSON: dates as ISO text). */
export function changeToJson(change: BulkChange): Record<string, unknown> {
  return { ...change, ...(change.snoozeUntil ? { snoozeUntil: change.snoozeUntil.toISOString() } : {}) };
}

export function changeFromJson(json: Record<string, unknown>): BulkChange {
  const change = json as unknown as BulkChange & { snoozeUntil?: string };
  return { ...change, ...(change.snoozeUntil ? { snoozeUntil: new Date(change.snoozeUntil) } : {}) } as BulkChange;
}

export function actorOfOperation(row: BulkOperationRow): Actor {
  return { type: row.actorType, agentId: row.actorAgentId, apiKeyId: row.actorApiKeyId };
}

/** The change as the API tells it: the request's words (status in capitals), the agent by id and name. */
function changeView(change: BulkChange): BulkChangeView {
  return {
    ...(change.delete ? { status: 'DELETE' as const } : change.status ? { status: change.status.toUpperCase() as BulkChangeView['status'] } : {}),
    ...(change.snoozeUntil ? { snooze_until: change.snoozeUntil.toISOString() } : {}),
    ...(change.block ? { block: true } : {}),
    ...(change.assignee !== undefined ? { agent: change.assignee && { id: change.assignee.id, name: change.assignee.name } } : {}),
    ...(change.tag !== undefined ? { tag: change.tag } : {}),
    ...(change.untag !== undefined ? { untag: change.untag } : {}),
  };
}

export function toBulkOperation(row: BulkOperationRow): BulkOperation {
  const change = changeFromJson(row.change);
  const isDelete = change.delete;
  const undoable = !isDelete && row.status === 'done' && row.changed > 0;
  return {
    id: row.id,
    status: row.status,
    search: row.search,
    change: changeView(change),
    delete: isDelete,
    total: row.total,
    processed: row.processed,
    changed: row.changed,
    created: row.createdAt.toISOString(),
    finished_at: row.finishedAt?.toISOString() ?? null,
    undone_at: row.undoneAt?.toISOString() ?? null,
    undo_until: undoable ? new Date(row.createdAt.getTime() + UNDO_WINDOW_MS).toISOString() : null,
  };
}

export async function createOperation(
  tx: Db,
  organizationId: number,
  input: { actor: Actor; change: BulkChange; search: string | null; total: number; at: Date },
): Promise<BulkOperationRow> {
  const [row] = await tx
    .insert(bulkOperations)
    .values({
      organizationId,
      actorType: input.actor.type,
      actorAgentId: input.actor.agentId,
      actorApiKeyId: input.actor.apiKeyId,
      change: changeToJson(input.change),
      search: input.search,
      total: input.total,
      createdAt: input.at,
    })
    .returning();
  return row!;
}

export async function getBulkOperation(db: Db, organizationId: number, id: number): Promise<BulkOperationRow | undefined> {
  const [row] = await db
    .select()
    .from(bulkOperations)
    .where(and(eq(bulkOperations.organizationId, organizationId), eq(bulkOperations.id, id)));
  return row;
}

/** Tells the organization's streams how an operation stands (the dashboard's progress and its toast). */
export function emitProgress(tx: Db, row: BulkOperationRow, at: Date): Promise<void> {
  return emitChanges(tx, row.organizationId, actorOfOperation(row), [{ type: 'bulk.progress', payload: { operation: toBulkOperation(row) } }], at);
}

/** The conditions selecting every conversation a search matches (its statuses included). */
async function matchingCondition(db: Db, organizationId: number, input: Pick<ListInput, 'search' | 'callerAgentId' | 'now'>) {
  const { filters, statuses } = await searchConditions(db, organizationId, input);
  return and(...filters, sql`${conversations.status} in (${sql.join(statuses.map((s: ConversationStatus) => sql`${s}`), sql`, `)})`)!;
}

/** How many conversations a search matches (what "select all matching" would change). */
export async function countMatching(db: Db, organizationId: number, input: Pick<ListInput, 'search' | 'callerAgentId' | 'now'>): Promise<number> {
  const where = await matchingCondition(db, organizationId, input);
  const [row] = await db.select({ n: sql<number | string>`count(*)` }).from(conversations).where(where);
  return Number(row?.n ?? 0);
}

/** Changes over a whole search one caller may have running at once (each holds a job and up to 100,000 rows). */
export const MATCHING_OPERATIONS_AT_ONCE = 2;

/** The caller's changes over a search still running, on any server process. */
export async function runningMatchingOperations(db: Db, organizationId: number, actor: Actor): Promise<number> {
  const who =
    actor.type === 'agent' ? eq(bulkOperations.actorAgentId, actor.agentId ?? -1) : eq(bulkOperations.actorApiKeyId, actor.apiKeyId ?? -1);
  const [row] = await db
    .select({ n: sql<number | string>`count(*)` })
    .from(bulkOperations)
    .where(and(eq(bulkOperations.organizationId, organizationId), eq(bulkOperations.status, 'running'), isNotNull(bulkOperations.search), who));
  return Number(row?.n ?? 0);
}

/**
 * Starts a change of every conversation matching a search: the matching ids are taken now (what the agent asked
 * for is what the search showed), and a job changes them in batches, reporting progress in the change feed.
 */
export async function startMatchingOperation(
  db: Db,
  organizationId: number,
  input: Pick<ListInput, 'search' | 'callerAgentId' | 'now'> & { searchText: string; change: BulkChange; actor: Actor },
): Promise<BulkOperationRow> {
  const where = await matchingCondition(db, organizationId, input);
  return db.transaction(async (tx) => {
    const created = await createOperation(tx, organizationId, { actor: input.actor, change: input.change, search: input.searchText, total: 0, at: input.now });
    const [counted] = await queryRows<{ n: number | string }>(
      tx,
      sql`with taken as (
            insert into ${bulkOperationItems} (operation_id, organization_id, conversation_id)
            select ${created.id}, ${organizationId}, ${conversations.id} from ${conversations} where ${where}
            order by ${conversations.id} limit ${BULK_MATCHING_MAX + 1}
            returning 1)
          select count(*) as n from taken`,
    );
    const total = Number(counted?.n ?? 0);
    if (total > BULK_MATCHING_MAX) {
      throw new InputError(`this search matches more than ${BULK_MATCHING_MAX.toLocaleString('en')} conversations: narrow it down first`);
    }
    const [row] = await tx.update(bulkOperations).set({ total }).where(eq(bulkOperations.id, created.id)).returning();
    await enqueueJobs(tx, [{ kind: BULK_JOB, organizationId, payload: { operation_id: created.id }, runAt: input.now }]);
    await emitProgress(tx, row!, input.now);
    return row!;
  });
}

/** The next conversations of an operation still to do (or, undoing, still to put back), in id order. */
export async function nextItems(tx: Db, operationId: number, which: 'to-apply' | 'to-undo'): Promise<{ conversationId: number; before: unknown }[]> {
  return tx
    .select({ conversationId: bulkOperationItems.conversationId, before: bulkOperationItems.before })
    .from(bulkOperationItems)
    .where(
      and(
        eq(bulkOperationItems.operationId, operationId),
        which === 'to-apply' ? eq(bulkOperationItems.done, false) : and(eq(bulkOperationItems.changed, true), eq(bulkOperationItems.undone, false)),
      ),
    )
    .orderBy(asc(bulkOperationItems.conversationId))
    .limit(BULK_BATCH);
}

/** Locks an operation for one batch (so two workers never run the same batch) and answers it. */
export async function lockOperation(tx: Db, id: number): Promise<BulkOperationRow | undefined> {
  const [row] = await tx.select().from(bulkOperations).where(eq(bulkOperations.id, id)).for('update');
  return row;
}

export async function updateOperation(tx: Db, id: number, set: Partial<typeof bulkOperations.$inferInsert>): Promise<BulkOperationRow> {
  const [row] = await tx.update(bulkOperations).set(set).where(eq(bulkOperations.id, id)).returning();
  return row!;
}

/** Deletes operations past their undo window and a margin: what the hourly housekeeping does. */
export async function pruneBulkOperations(db: Db, before: Date): Promise<number> {
  const gone = await db.delete(bulkOperations).where(sql`${bulkOperations.createdAt} < ${before} and ${bulkOperations.status} in ('done', 'undone')`).returning({ id: bulkOperations.id });
  return gone.length;
}
