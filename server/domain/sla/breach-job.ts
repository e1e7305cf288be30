import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { conversations } from '../../db/schema.ts';
import type { JobHandler } from '../../jobs/worker.ts';
import { emitConversationChanges } from '../changes/emit.ts';
import { recordEvents, SYSTEM_ACTOR } from '../conversations/events.ts';
import { refreshSla, scheduleBreachCheck, writeStates } from './refresh-sla.ts';
import { newlyBreached, nextBreachCheck } from './sla-state.ts';

/**
 * Runs at a conversation's next unmet due time (one pending job per conversation, moved by every refresh): derives
 * its state again as of now, and records each target whose time has come unmet as breached, in its history
 * (`sla_breached`), on the change feed and to webhooks (`conversation.sla_breached`). A reply or a snooze that came
 * first has moved or cancelled the job; one that came in the same instant leaves nothing breached here.
 */
export function slaBreachHandler(db: Db): JobHandler {
  return async (job) => {
    const conversationId = Number(job.payload.conversation_id);
    await db.transaction(async (tx) => {
      const [row] = await tx
        .select({ organizationId: conversations.organizationId })
        .from(conversations)
        .where(eq(conversations.id, conversationId))
        .for('update');
      if (!row) return;
      const state = (await refreshSla(tx, row.organizationId, [conversationId], job.now)).get(conversationId);
      if (!state) return;
      const targets = newlyBreached(state, job.now);
      if (targets.length === 0) return;
      const breaches = { ...state.breaches };
      for (const target of targets) breaches[target] = state.due[target]!.toISOString();
      const after = { ...state, breaches };
      await writeStates(tx, row.organizationId, [{ id: conversationId, state: after }]);
      const next = nextBreachCheck(after);
      if (next) await scheduleBreachCheck(tx, row.organizationId, conversationId, next);
      const missed = Object.fromEntries(targets.map((t) => [t, breaches[t]]));
      await recordEvents(
        tx,
        SYSTEM_ACTOR,
        [{ organizationId: row.organizationId, conversationId, type: 'sla_breached', data: { targets, due_at: missed, policy_id: state.policyId } }],
        job.now,
      );
      await emitConversationChanges(tx, row.organizationId, SYSTEM_ACTOR, 'conversation.sla_breached', [conversationId], job.now, () => ({
        targets,
        due_at: missed,
      }));
    });
  };
}
