import pino from 'pino';
import type { Db } from '../../server/db/client.ts';
import { bulkOperationHandler } from '../../server/domain/conversations/bulk-apply.ts';
import { BULK_JOB } from '../../server/domain/conversations/bulk-operations.ts';
import { BULK_UNDO_JOB, bulkUndoHandler } from '../../server/domain/conversations/bulk-undo.ts';
import { ACTIONS_JOB, postSendActionsHandler } from '../../server/domain/conversations/post-send-actions.ts';
import { WAKE_JOB, wakeUpHandler } from '../../server/domain/conversations/wake-up.ts';
import { RAG_SOURCE_JOB } from '../../server/domain/rag/source-job.ts';
import { ragSourceHandler } from '../../server/domain/rag/process-source.ts';
import { DISPATCH_JOB, dispatchHandler } from '../../server/domain/webhooks/dispatch.ts';
import { runDueJobs } from '../../server/jobs/worker.ts';

// The background work fuzzed requests queue (bulk changes, AI sources, webhooks), run as the worker would, so
// that what they stored is also processed, and later requests find finished operations and real deliveries.
// Mail is not sent (sends stay scheduled, which keeps their cancellation reachable), and webhook deliveries are
// made but not attempted: thousands of events reach every webhook the fuzzer registered.

/** Runs due jobs; a job that throws is noted in `failures` (the worker would retry it, then give up). */
export function backgroundJobs(db: Db, failures: string[]) {
  const logger = pino(
    { level: 'warn' },
    {
      write: (line: string) => {
        const entry = JSON.parse(line) as { msg?: string; kind?: string; err?: { message?: string } };
        if (entry.msg?.startsWith('job failed')) failures.push(`${entry.kind}: ${entry.err?.message ?? entry.msg}`);
      },
    },
  );
  const handlers = {
    [BULK_JOB]: bulkOperationHandler(db),
    [BULK_UNDO_JOB]: bulkUndoHandler(db),
    [ACTIONS_JOB]: postSendActionsHandler(db, logger),
    [WAKE_JOB]: wakeUpHandler(db),
    [RAG_SOURCE_JOB]: ragSourceHandler(db, logger),
    [DISPATCH_JOB]: dispatchHandler(db),
  };
  return {
    runDue: async () => {
      // Bounded: a job that keeps failing is due again only after its retry delay, so this ends.
      for (let round = 0; round < 10; round++) {
        if ((await runDueJobs(db, handlers, { now: new Date(), workerId: 'fuzz', limit: 50, logger })) === 0) return;
      }
    },
  };
}
