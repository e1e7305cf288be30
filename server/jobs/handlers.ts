import type { Logger } from 'pino';
import type { Db } from '../db/client.ts';
import { ACTIONS_JOB, postSendActionsHandler } from '../domain/conversations/post-send-actions.ts';
import { WAKE_JOB, wakeUpHandler } from '../domain/conversations/wake-up.ts';
import { SEND_JOB } from '../domain/conversations/outbound-message.ts';
import { HOUSEKEEPING_JOB, housekeepingHandler } from '../domain/housekeeping.ts';
import { sendMessageHandler } from '../mail/outbound/send-message.ts';
import type { MailTransport } from '../mail/outbound/transport.ts';
import type { JobHandlers } from './worker.ts';

/** Every kind of background job the server runs. A kind without a handler here stays queued. */
export function jobHandlers(deps: { db: Db; transport: MailTransport; logger: Logger }): JobHandlers {
  return {
    [WAKE_JOB]: wakeUpHandler(deps.db),
    [SEND_JOB]: sendMessageHandler(deps),
    [ACTIONS_JOB]: postSendActionsHandler(deps.db, deps.logger),
    [HOUSEKEEPING_JOB]: housekeepingHandler(deps.db, deps.logger),
  };
}
