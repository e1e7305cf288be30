import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { webhookDeliveries, webhooks } from '../../db/schema.ts';
import { retryDelayMs, type JobHandler } from '../../jobs/worker.ts';
import { InputError } from '../errors.ts';
import { resolveTarget } from './address-rules.ts';
import { postJson } from './post-json.ts';
import { SIGNATURE_HEADER, signatureHeader } from './signature.ts';

/** Attempts of one delivery: about an hour of back-off (30 s, 1, 2 ... 32 min), as for outgoing mail. */
export const DELIVERY_ATTEMPTS = 8;

/**
 * The delivery job: POSTs the event to the webhook's URL, signed, and records the attempt (status code, time
 * taken, next retry). A 2xx answer delivers it; anything else is retried with back-off on the job queue, up to
 * DELIVERY_ATTEMPTS; an address that may not be called fails it at once.
 */
export function deliverHandler(deps: { db: Db; allowPrivate: boolean }): JobHandler {
  const { db } = deps;
  return async (job) => {
    const deliveryId = Number(job.payload.delivery_id);
    const [row] = await db
      .select({ delivery: webhookDeliveries, hook: webhooks })
      .from(webhookDeliveries)
      .innerJoin(webhooks, eq(webhooks.id, webhookDeliveries.webhookId))
      .where(eq(webhookDeliveries.id, deliveryId));
    if (!row || row.delivery.status !== 'pending') return;
    const record = (fields: Partial<typeof webhookDeliveries.$inferInsert>) =>
      db.update(webhookDeliveries).set({ attempts: job.attempts, ...fields }).where(eq(webhookDeliveries.id, deliveryId));
    if (!row.hook.active) {
      await record({ status: 'failed', lastError: 'the webhook was disabled before this delivery', nextAttemptAt: null });
      return;
    }
    let target;
    try {
      target = await resolveTarget(new URL(row.hook.url), { allowPrivate: deps.allowPrivate });
    } catch (err) {
      if (!(err instanceof InputError)) throw err;
      await record({ status: 'failed', lastError: err.message.slice(0, 1000), nextAttemptAt: null });
      return;
    }
    const final = job.attempts >= DELIVERY_ATTEMPTS;
    const nextAttemptAt = final ? null : new Date(job.now.getTime() + retryDelayMs(job.attempts));
    try {
      const answer = await postJson(target, row.delivery.body, {
        'User-Agent': 'SupportInbox-Webhooks/1',
        'X-Inbox-Event': row.delivery.eventType,
        'X-Inbox-Delivery': String(deliveryId),
        [SIGNATURE_HEADER]: signatureHeader(row.hook.secret, row.delivery.body, job.now),
      });
      if (answer.status >= 200 && answer.status < 300) {
        await record({ status: 'succeeded', lastStatusCode: answer.status, lastResponseMs: answer.ms, lastResponseExcerpt: answer.excerpt, lastError: null, nextAttemptAt: null, deliveredAt: job.now });
        return;
      }
      await record({ status: final ? 'failed' : 'pending', lastStatusCode: answer.status, lastResponseMs: answer.ms, lastResponseExcerpt: answer.excerpt, lastError: `answered ${answer.status}`, nextAttemptAt });
    } catch (err) {
      await record({ status: final ? 'failed' : 'pending', lastStatusCode: null, lastResponseMs: null, lastResponseExcerpt: null, lastError: (err instanceof Error ? err.message : String(err)).slice(0, 1000), nextAttemptAt });
    }
    // Thrown, the job queue logs it and retries after the same back-off (its max attempts: DELIVERY_ATTEMPTS).
    if (!final) throw new Error('webhook delivery failed; will retry');
  };
}
