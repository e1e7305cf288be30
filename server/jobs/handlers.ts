import type { Db } from '../db/client.ts';
import { WAKE_JOB, wakeUpHandler } from '../domain/conversations/wake-up.ts';
import type { JobHandlers } from './worker.ts';

/** Every kind of background job the server runs. A kind without a handler here stays queued. */
export function jobHandlers(db: Db): JobHandlers {
  return {
    [WAKE_JOB]: wakeUpHandler(db),
  };
}
