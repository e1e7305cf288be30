import type { Logger } from 'pino';
import type { Db } from '../db/client.ts';
import { bulkOperationHandler } from '../domain/conversations/bulk-apply.ts';
import { BULK_JOB } from '../domain/conversations/bulk-operations.ts';
import { BULK_UNDO_JOB, bulkUndoHandler } from '../domain/conversations/bulk-undo.ts';
import { ACTIONS_JOB, postSendActionsHandler } from '../domain/conversations/post-send-actions.ts';
import { WAKE_JOB, wakeUpHandler } from '../domain/conversations/wake-up.ts';
import { SEND_JOB } from '../domain/conversations/outbound-message.ts';
import { HOUSEKEEPING_JOB, housekeepingHandler } from '../domain/housekeeping.ts';
import { deliverHandler } from '../domain/webhooks/deliver.ts';
import { DELIVER_JOB, DISPATCH_JOB, dispatchHandler } from '../domain/webhooks/dispatch.ts';
import { ragSourceHandler } from '../domain/rag/process-source.ts';
import { RAG_SOURCE_JOB } from '../domain/rag/source-job.ts';
import { slaBreachHandler } from '../domain/sla/breach-job.ts';
import { SLA_BREACH_JOB } from '../domain/sla/refresh-sla.ts';
import { SLA_REAPPLY_JOB, slaReapplyHandler } from '../domain/sla/reapply.ts';
import { RULES_JOB, runRulesHandler } from '../domain/rules/run-rules.ts';
import { SENT_JOB, sentRecordHandler } from '../mail/outbound/record-sent.ts';
import { sendMessageHandler } from '../mail/outbound/send-message.ts';
import type { MailTransport } from '../mail/outbound/transport.ts';
import type { JobHandlers } from './worker.ts';

/** Every kind of background job the server runs. A kind without a handler here stays queued. */
export function jobHandlers(deps: {
  db: Db;
  transport: MailTransport;
  logger: Logger;
  allowPrivateWebhooks?: boolean;
  /** PGlite: housekeeping also vacuums and analyzes (no autovacuum there). */
  embeddedDatabase?: boolean;
}): JobHandlers {
  return {
    [WAKE_JOB]: wakeUpHandler(deps.db),
    [SEND_JOB]: sendMessageHandler(deps),
    [SENT_JOB]: sentRecordHandler(deps.db),
    [ACTIONS_JOB]: postSendActionsHandler(deps.db, deps.logger),
    [HOUSEKEEPING_JOB]: housekeepingHandler(deps.db, deps.logger, { embeddedDatabase: deps.embeddedDatabase ?? false }),
    [DISPATCH_JOB]: dispatchHandler(deps.db),
    [DELIVER_JOB]: deliverHandler({ db: deps.db, allowPrivate: deps.allowPrivateWebhooks ?? false }),
    [RAG_SOURCE_JOB]: ragSourceHandler(deps.db, deps.logger),
    [BULK_JOB]: bulkOperationHandler(deps.db),
    [BULK_UNDO_JOB]: bulkUndoHandler(deps.db),
    [SLA_BREACH_JOB]: slaBreachHandler(deps.db),
    [SLA_REAPPLY_JOB]: slaReapplyHandler(deps.db),
    [RULES_JOB]: runRulesHandler(deps.db, deps.logger),
  };
}
