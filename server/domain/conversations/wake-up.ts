import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { conversations } from '../../db/schema.ts';
import { enqueueJobs } from '../../jobs/queue.ts';
import type { JobHandler } from '../../jobs/worker.ts';
import { emitConversationChanges } from '../changes/emit.ts';
import { refreshSla } from '../sla/refresh-sla.ts';
import { recordEvents, SYSTEM_ACTOR } from './events.ts';

export const WAKE_JOB = 'conversation.wake';

/** Schedules (or moves) the wake-ups of snoozed conversations: one pending job per conversation. */
export function scheduleWakeUps(db: Db, organizationId: number, conversationIds: number[], at: Date) {
  return enqueueJobs(
    db,
    conversationIds.map((id) => ({
      kind: WAKE_JOB,
      organizationId,
      payload: { conversation_id: id },
      runAt: at,
      dedupeKey: `wake:${id}`,
    })),
  );
}

/**
 * Reopens a snoozed conversation whose time has come. The job re-reads the conversation: if it was reopened,
 * closed or deleted meanwhile there is nothing to do; if it was snoozed again for later, the job moves there.
 */
export function wakeUpHandler(db: Db): JobHandler {
  return async (job) => {
    const conversationId = Number(job.payload.conversation_id);
    return db.transaction(async (tx) => {
      const [c] = await tx
        .select({ status: conversations.status, snoozeUntil: conversations.snoozeUntil, organizationId: conversations.organizationId })
        .from(conversations)
        .where(eq(conversations.id, conversationId))
        .for('update');
      if (!c || c.status !== 'snoozed' || !c.snoozeUntil) return;
      if (c.snoozeUntil > job.now) return { retryAt: c.snoozeUntil };
      await tx
        .update(conversations)
        .set({ status: 'opened', snoozeUntil: null, updatedAt: job.now })
        .where(and(eq(conversations.id, conversationId), eq(conversations.organizationId, c.organizationId)));
      await refreshSla(tx, c.organizationId, [conversationId], job.now);
      await recordEvents(
        tx,
        SYSTEM_ACTOR,
        [{ organizationId: c.organizationId, conversationId, type: 'woke_up', data: { snoozed_until: c.snoozeUntil.toISOString() } }],
        job.now,
      );
      await emitConversationChanges(tx, c.organizationId, SYSTEM_ACTOR, 'conversation.updated', [conversationId], job.now, () => ({ changes: ['woke_up'] }));
    });
  };
}
