import { and, desc, eq } from 'drizzle-orm';
import type { Webhook, WebhookDelivery } from '#contract/webhooks';
import type { Db } from '../../db/client.ts';
import { organizations, webhookDeliveries, webhooks } from '../../db/schema.ts';
import { latestChangeId } from '../changes/read.ts';
import { randomToken } from '../secrets.ts';
import { parseWebhookUrl, resolveTarget } from './address-rules.ts';
import { enqueueDeliveries } from './dispatch.ts';

type WebhookRow = typeof webhooks.$inferSelect;

export function toWebhook(row: WebhookRow): Webhook {
  return { id: row.id, url: row.url, description: row.description, event_types: row.eventTypes, active: row.active, created: row.createdAt.toISOString() };
}

export function toDelivery(row: typeof webhookDeliveries.$inferSelect): WebhookDelivery {
  return {
    id: row.id,
    event_id: row.eventId,
    event_type: row.eventType,
    status: row.status,
    attempts: row.attempts,
    last_status_code: row.lastStatusCode,
    last_response_ms: row.lastResponseMs,
    last_response_excerpt: row.lastResponseExcerpt,
    last_error: row.lastError,
    next_attempt_at: row.nextAttemptAt?.toISOString() ?? null,
    created: row.createdAt.toISOString(),
    delivered_at: row.deliveredAt?.toISOString() ?? null,
  };
}

/** The URL, checked: http(s), and (unless allowed) never an address inside the server's network. */
async function checkedUrl(raw: string, allowPrivate: boolean): Promise<string> {
  const url = parseWebhookUrl(raw);
  await resolveTarget(url, { allowPrivate });
  return url.toString();
}

export async function createWebhook(
  db: Db,
  organizationId: number,
  input: { url: string; description?: string | undefined; event_types?: string[] | undefined },
  opts: { allowPrivate: boolean; createdById: number | null; createdByApiKeyId?: number | null; now: Date },
): Promise<Webhook & { secret: string }> {
  const url = await checkedUrl(input.url, opts.allowPrivate);
  const secret = `whsec_${randomToken(32)}`;
  return db.transaction(async (tx) => {
    // A new webhook gets what happens from now on: the organization's deliveries start at the latest event.
    const latest = await latestChangeId(tx, organizationId);
    const [org] = await tx.select({ through: organizations.webhooksDispatchedThrough }).from(organizations).where(eq(organizations.id, organizationId)).for('no key update');
    if ((org?.through ?? 0) < latest) await tx.update(organizations).set({ webhooksDispatchedThrough: latest }).where(eq(organizations.id, organizationId));
    const [row] = await tx
      .insert(webhooks)
      .values({ organizationId, url, description: input.description ?? '', eventTypes: [...new Set(input.event_types ?? [])], secret, createdById: opts.createdById, createdByApiKeyId: opts.createdByApiKeyId ?? null, createdAt: opts.now })
      .returning();
    return { ...toWebhook(row!), secret };
  });
}

export async function listWebhooks(db: Db, organizationId: number): Promise<Webhook[]> {
  const rows = await db.select().from(webhooks).where(eq(webhooks.organizationId, organizationId)).orderBy(desc(webhooks.id));
  return rows.map(toWebhook);
}

export async function getWebhook(db: Db, organizationId: number, id: number): Promise<WebhookRow | undefined> {
  const [row] = await db.select().from(webhooks).where(and(eq(webhooks.organizationId, organizationId), eq(webhooks.id, id)));
  return row;
}

export async function updateWebhook(
  db: Db,
  organizationId: number,
  id: number,
  input: { url?: string | undefined; description?: string | undefined; event_types?: string[] | undefined; active?: boolean | undefined },
  opts: { allowPrivate: boolean },
): Promise<Webhook | undefined> {
  if (!(await getWebhook(db, organizationId, id))) return undefined;
  const url = input.url === undefined ? undefined : await checkedUrl(input.url, opts.allowPrivate);
  const [row] = await db
    .update(webhooks)
    .set({
      ...(url !== undefined ? { url } : {}),
      ...(input.description !== undefined ? { description: input.description } : {}),
      ...(input.event_types !== undefined ? { eventTypes: [...new Set(input.event_types)] } : {}),
      ...(input.active !== undefined ? { active: input.active } : {}),
    })
    .where(and(eq(webhooks.organizationId, organizationId), eq(webhooks.id, id)))
    .returning();
  return row ? toWebhook(row) : undefined;
}

export async function deleteWebhook(db: Db, organizationId: number, id: number): Promise<boolean> {
  const gone = await db.delete(webhooks).where(and(eq(webhooks.organizationId, organizationId), eq(webhooks.id, id))).returning({ id: webhooks.id });
  return gone.length > 0;
}

export const DELIVERIES_LISTED = 100;

/** The newest deliveries of a webhook (its delivery log). */
export async function listDeliveries(db: Db, organizationId: number, webhookId: number): Promise<WebhookDelivery[]> {
  const rows = await db
    .select()
    .from(webhookDeliveries)
    .where(and(eq(webhookDeliveries.organizationId, organizationId), eq(webhookDeliveries.webhookId, webhookId)))
    .orderBy(desc(webhookDeliveries.id))
    .limit(DELIVERIES_LISTED);
  return rows.map(toDelivery);
}

/** A new delivery of a past delivery's event (same body, signed anew), queued at once. Undefined when not found. */
export async function redeliver(db: Db, organizationId: number, webhookId: number, deliveryId: number, now: Date): Promise<WebhookDelivery | undefined> {
  return db.transaction(async (tx) => {
    const [past] = await tx
      .select()
      .from(webhookDeliveries)
      .where(and(eq(webhookDeliveries.organizationId, organizationId), eq(webhookDeliveries.webhookId, webhookId), eq(webhookDeliveries.id, deliveryId)));
    if (!past) return undefined;
    const [row] = await tx
      .insert(webhookDeliveries)
      .values({ organizationId, webhookId, eventId: past.eventId, eventType: past.eventType, body: past.body, createdAt: now })
      .returning();
    await enqueueDeliveries(tx, organizationId, [row!.id], now);
    return toDelivery(row!);
  });
}
