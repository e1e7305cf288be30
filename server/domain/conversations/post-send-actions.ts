import { eq, sql } from 'drizzle-orm';
import type { Logger } from 'pino';
import type { ActionName } from '#contract/actions';
import type { Db } from '../../db/client.ts';
import { jobs, messages } from '../../db/schema.ts';
import type { JobHandler } from '../../jobs/worker.ts';
import { isRefusal } from '../errors.ts';
import { recordEvents, type Actor } from './events.ts';
import { runAction, templateValues, type ActionContext } from './run-action.ts';

export const ACTIONS_JOB = 'message.actions';

interface StoredAction {
  name: ActionName;
  data?: Record<string, unknown>;
  snippet_id?: number;
}

/**
 * The `message.actions` job, queued when a composed message was sent: its actions run in order as the sending
 * agent, each writing its history events. Progress is kept in the job, so a retry after a crash resumes where it
 * stopped instead of replying twice. An action that can no longer apply (say, the agent to assign was removed)
 * is recorded as an `action_failed` event and the next one runs.
 */
export function postSendActionsHandler(db: Db, logger: Logger): JobHandler {
  return async (job) => {
    const messageId = Number(job.payload.message_id);
    const done = Number(job.payload.done ?? 0);
    const [m] = await db.select().from(messages).where(eq(messages.id, messageId));
    if (!m || m.status !== 'sent') return;
    const actor: Actor = { type: m.agentId ? 'agent' : 'system', agentId: m.agentId, apiKeyId: null };
    const actions = m.actions as StoredAction[];
    const markDone = (tx: Db, index: number) =>
      tx
        .update(jobs)
        .set({ payload: sql`jsonb_set(${jobs.payload}, '{done}', to_jsonb(${index + 1}::int))` })
        .where(eq(jobs.id, job.id));
    const ctx: ActionContext = {
      organizationId: m.organizationId,
      conversationId: m.conversationId,
      actor,
      agentId: m.agentId,
      now: job.now,
      // A reply action goes out at once: its message was the one to undo.
      replyDelay: 0,
      values: await templateValues(db, m.organizationId, m.conversationId, m.agentId),
    };
    for (let index = done; index < actions.length; index++) {
      const action = actions[index]!;
      try {
        // The action and the record that it ran commit together: a retry never repeats it.
        await db.transaction(async (tx) => {
          await runAction(tx, ctx, { name: action.name, data: action.data ?? {} });
          await markDone(tx, index);
        });
      } catch (err) {
        if (!isRefusal(err)) throw err;
        logger.info({ message: m.id, action: action.name, reason: err.message }, 'post-send action could not apply');
        await db.transaction(async (tx) => {
          await recordEvents(
            tx,
            actor,
            [{ organizationId: m.organizationId, conversationId: m.conversationId, type: 'action_failed', data: { action: action.name, reason: err.message.slice(0, 500) } }],
            job.now,
          );
          await markDone(tx, index);
        });
      }
    }
  };
}
