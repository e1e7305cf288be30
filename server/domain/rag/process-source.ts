import { and, eq, sql } from 'drizzle-orm';
import type { Logger } from 'pino';
import type { Db } from '../../db/client.ts';
import { queryRows } from '../../db/query-rows.ts';
import { ragPassages, ragSources } from '../../db/schema.ts';
import type { JobHandler, JobOutcome } from '../../jobs/worker.ts';
import { loggableError } from '../../logger.ts';
import { SYSTEM_ACTOR } from '../conversations/events.ts';
import { buildPassages, embeddedText, insertPassages } from './build-passages.ts';
import { reembedSource } from './reembed.ts';
import { sifVector } from './embed/sif.ts';
import { vectorHex } from './embed/stored-vector.ts';
import { wordVectors } from './embed/word-vectors.ts';
import { emitSourceDeleted, emitSourceStatus } from './source-events.ts';
import { RAG_SOURCE_MAX_ATTEMPTS } from './source-job.ts';
import { sourceColumns, toRagSource } from './source-view.ts';

// queued -> processing -> ready (or failed with its error); deleting -> gone. The job publishes passages
// only if the version it read is still the source's version: a change made while it ran (an update, a
// deletion) wins, and the job runs again for it. Each change of status is an ai_source.status_changed event,
// by the system, committed with it.

/** Content that cannot be made searchable: the source fails at once, retrying would not help. */
class UnindexableError extends Error {}

export interface RagSourceHandlerOptions {
  /** Runs between building the passages and publishing them (tests use it to change the source meanwhile). */
  beforePublish?: (uuid: string) => Promise<void>;
}

export function ragSourceHandler(db: Db, logger?: Logger, options: RagSourceHandlerOptions = {}): JobHandler {
  return async (job) => {
    const uuid = String(job.payload.uuid);
    if (job.payload.reembed === true) return reembedSource(db, uuid);
    const deleted = await db.transaction(async (tx) => {
      const [row] = await tx
        .select(sourceColumns)
        .from(ragSources)
        .where(and(eq(ragSources.uuid, uuid), eq(ragSources.status, 'deleting')))
        .for('update');
      if (!row) return undefined;
      await tx.delete(ragSources).where(eq(ragSources.uuid, uuid));
      await emitSourceDeleted(tx, row.organizationId, SYSTEM_ACTOR, toRagSource(row), job.now);
      return row;
    });
    if (deleted) return;

    const source = await db.transaction(async (tx) => {
      const [current] = await tx.select({ status: ragSources.status }).from(ragSources).where(eq(ragSources.uuid, uuid)).for('update');
      if (current?.status !== 'queued' && current?.status !== 'processing') return undefined; // gone, or already ready/failed
      const [row] = await tx.update(ragSources).set({ status: 'processing' }).where(eq(ragSources.uuid, uuid)).returning();
      // a retry finds it processing already: no change to tell
      if (current.status === 'queued') await emitSourceStatus(tx, row!.organizationId, SYSTEM_ACTOR, uuid, job.now);
      return row;
    });
    if (!source) return; // nothing asked for
    try {
      return await publish(db, source, job.now, options);
    } catch (err) {
      const last = err instanceof UnindexableError || job.attempts >= RAG_SOURCE_MAX_ATTEMPTS;
      logger?.warn({ err: loggableError(err), source: uuid, attempts: job.attempts }, last ? 'AI source failed' : 'AI source processing failed, will retry');
      const error = err instanceof UnindexableError ? err.message : `processing failed: ${loggableError(err).message}`.slice(0, 500);
      await db.transaction(async (tx) => {
        const changed = await tx
          .update(ragSources)
          .set(last ? { status: 'failed', error } : { status: 'queued' })
          .where(and(eq(ragSources.uuid, uuid), eq(ragSources.version, source.version), eq(ragSources.status, 'processing')))
          .returning({ uuid: ragSources.uuid });
        if (changed.length) await emitSourceStatus(tx, source.organizationId, SYSTEM_ACTOR, uuid, job.now);
      });
      if (!last) throw err;
    }
  };
}

async function publish(db: Db, source: typeof ragSources.$inferSelect, now: Date, options: RagSourceHandlerOptions): Promise<JobOutcome> {
  const vectors = await wordVectors();
  const passages = buildPassages(source).map((passage) => ({ ...passage, embedding: vectorHex(sifVector(vectors, embeddedText(passage, source.title))) }));
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
    await insertPassages(tx, source.organizationId, source.uuid, source.title, passages, vectors.model);
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
    await emitSourceStatus(tx, source.organizationId, SYSTEM_ACTOR, source.uuid, now);
  });
}
