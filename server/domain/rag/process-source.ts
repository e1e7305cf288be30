import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Logger } from 'pino';
import type { Db } from '../../db/client.ts';
import { queryRows } from '../../db/query-rows.ts';
import { ragPassages, ragSources } from '../../db/schema.ts';
import type { JobHandler, JobOutcome } from '../../jobs/worker.ts';
import { loggableError } from '../../logger.ts';
import { buildPassages, insertPassages } from './build-passages.ts';
import { invalidateTermStats } from './search/term-stats.ts';
import { RAG_SOURCE_MAX_ATTEMPTS } from './source-job.ts';

// queued -> processing -> ready (or failed with its error); deleting -> gone. The job publishes passages
// only if the version it read is still the source's version: a change made while it ran (an update, a
// deletion) wins, and the job runs again for it.

/** Content that cannot be made searchable: the source fails at once, retrying would not help. */
class UnindexableError extends Error {}

export interface RagSourceHandlerOptions {
  /** Runs between building the passages and publishing them (tests use it to change the source meanwhile). */
  beforePublish?: (uuid: string) => Promise<void>;
}

export function ragSourceHandler(db: Db, logger?: Logger, options: RagSourceHandlerOptions = {}): JobHandler {
  return async (job) => {
    const uuid = String(job.payload.uuid);
    const [deleted] = await db
      .delete(ragSources)
      .where(and(eq(ragSources.uuid, uuid), eq(ragSources.status, 'deleting')))
      .returning({ organizationId: ragSources.organizationId });
    if (deleted) return invalidateTermStats(db, deleted.organizationId);

    const [source] = await db
      .update(ragSources)
      .set({ status: 'processing' })
      .where(and(eq(ragSources.uuid, uuid), inArray(ragSources.status, ['queued', 'processing'])))
      .returning();
    if (!source) return; // gone, or already ready/failed: nothing asked for
    try {
      const outcome = await publish(db, source, job.now, options);
      invalidateTermStats(db, source.organizationId);
      return outcome;
    } catch (err) {
      const last = err instanceof UnindexableError || job.attempts >= RAG_SOURCE_MAX_ATTEMPTS;
      logger?.warn({ err: loggableError(err), source: uuid, attempts: job.attempts }, last ? 'AI source failed' : 'AI source processing failed, will retry');
      const error = err instanceof UnindexableError ? err.message : `processing failed: ${loggableError(err).message}`.slice(0, 500);
      await db
        .update(ragSources)
        .set(last ? { status: 'failed', error } : { status: 'queued' })
        .where(and(eq(ragSources.uuid, uuid), eq(ragSources.version, source.version), eq(ragSources.status, 'processing')));
      if (!last) throw err;
    }
  };
}

async function publish(db: Db, source: typeof ragSources.$inferSelect, now: Date, options: RagSourceHandlerOptions): Promise<JobOutcome> {
  const passages = buildPassages(source);
  await options.beforePublish?.(source.uuid);
  return db.transaction(async (tx) => {
    const [current] = await tx
      .select({ version: ragSources.version, status: ragSources.status })
      .from(ragSources)
      .where(eq(ragSources.uuid, source.uuid))
      .for('update');
    if (!current) return;
    // Changed while we worked: leave it to the next run (which this job becomes), never publish stale content.
    if (current.version !== source.version || current.status !== 'processing') return { retryAt: now };
    await tx.delete(ragPassages).where(eq(ragPassages.sourceUuid, source.uuid));
    await insertPassages(tx, source.organizationId, source.uuid, source.title, passages);
    const [words] = await queryRows<{ n: number | string }>(
      tx,
      sql`select count(*) as n from rag_passages where source_uuid = ${source.uuid}::uuid and search <> ''::tsvector`,
    );
    if (Number(words?.n ?? 0) === 0) {
      throw new UnindexableError('nothing to index: the source has no searchable words (only punctuation or stop words)');
    }
    await tx
      .update(ragSources)
      .set({
        status: 'ready',
        error: null,
        processedAt: now,
        passageCount: passages.filter((p) => p.kind === 'passage').length,
      })
      .where(eq(ragSources.uuid, source.uuid));
  });
}
