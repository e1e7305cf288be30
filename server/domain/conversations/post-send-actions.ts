import { eq, sql } from 'drizzle-orm';
import type { Logger } from 'pino';
import { BulkUpdateBodySchema } from '../../../contract/conversations.ts';
import type { COMPOSE_ACTION_NAMES } from '../../../contract/compose.ts';
import type { Db } from '../../db/client.ts';
import { jobs, messages } from '../../db/schema.ts';
import type { JobHandler } from '../../jobs/worker.ts';
import { InputError } from '../errors.ts';
import { applyBulkUpdate, planBulkUpdate } from './bulk-update.ts';
import { recordEvents, type Actor } from './events.ts';
import { replyToConversation } from './reply.ts';

export const ACTIONS_JOB = 'message.actions';

interface StoredAction {
  name: (typeof COMPOSE_ACTION_NAMES)[number];
  data?: Record<string, unknown>;
  snippet_id?: number;
}

/** The bulk-update request an action stands for (validated again: stored actions are as the client sent them). */
function bulkBodyOf(conversationId: number, action: StoredAction) {
  const data = action.data ?? {};
  switch (action.name) {
    case 'status':
      return BulkUpdateBodySchema.parse({ ids: [conversationId], status: data.status, snooze_until: data.snooze_until });
    case 'status.close':
      return BulkUpdateBodySchema.parse({ ids: [conversationId], status: 'CLOSED' });
    case 'teammates.assign':
      return BulkUpdateBodySchema.parse({ ids: [conversationId], agent_id: data.agent_id, agent_email: data.agent_email });
    case 'tag':
      return BulkUpdateBodySchema.parse({ ids: [conversationId], tag: data.tag });
    default:
      return undefined;
  }
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
    for (let index = done; index < actions.length; index++) {
      const action = actions[index]!;
      try {
        // The action and the record that it ran commit together: a retry never repeats it.
        await db.transaction(async (tx) => {
          if (action.name === 'reply') {
            await replyToConversation(
              tx,
              m.organizationId,
              m.conversationId,
              { content: { content: String(action.data?.content ?? '') }, delay: 0, agent_id: m.agentId ?? undefined },
              { now: job.now, actor },
            );
          } else {
            const body = bulkBodyOf(m.conversationId, action);
            if (body) {
              const plan = await planBulkUpdate(tx, m.organizationId, body, { now: job.now, canBlock: false });
              await applyBulkUpdate(tx, m.organizationId, plan, { now: job.now, actor });
            }
          }
          await markDone(tx, index);
        });
      } catch (err) {
        if (!(err instanceof InputError) && !(err instanceof Error && err.name === 'ZodError')) throw err;
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
