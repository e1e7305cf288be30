import type { Db } from '../../db/client.ts';
import { enqueueJob } from '../../jobs/queue.ts';

/**
 * One job kind for every change of a source: the handler brings the source to what its row asks for
 * (queued: build its passages; deleting: remove it). One pending job per source, moved by each new change.
 */
export const RAG_SOURCE_JOB = 'rag.source';
/** Tries before a source is marked failed (a fault in our code or the database, not in its content). */
export const RAG_SOURCE_MAX_ATTEMPTS = 3;

/** Call inside the transaction of the change, so the job exists exactly when the change was committed. */
export function enqueueSourceJob(tx: Db, organizationId: number, uuid: string, now: Date): Promise<void> {
  return enqueueJob(tx, {
    kind: RAG_SOURCE_JOB,
    organizationId,
    payload: { uuid },
    runAt: now,
    dedupeKey: `rag-source:${uuid}`,
    maxAttempts: RAG_SOURCE_MAX_ATTEMPTS,
  });
}
