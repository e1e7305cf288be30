import type { RouteHandler } from '@hono/zod-openapi';
import { createWebhook, deleteWebhook, getWebhook, listDeliveries, listWebhooks, redeliver, toWebhook, updateWebhook } from '../../domain/webhooks/webhooks.ts';
import { requireAdmin, type AppEnv } from '../../http/app-env.ts';
import type { ApiDeps } from '../deps.ts';
import type * as routes from './webhooks.routes.ts';

const MANAGE = 'manage webhooks';
const notFound = { error: 'webhook not found' } as const;

export const listWebhooksHandler =
  ({ db }: ApiDeps): RouteHandler<typeof routes.listWebhooksRoute, AppEnv> =>
  async (c) => {
    const principal = c.get('principal');
    requireAdmin(principal, MANAGE);
    return c.json(await listWebhooks(db, principal.organizationId), 200);
  };

export const createWebhookHandler =
  ({ db, now, webhookAllowPrivate }: ApiDeps): RouteHandler<typeof routes.createWebhookRoute, AppEnv> =>
  async (c) => {
    const principal = c.get('principal');
    requireAdmin(principal, MANAGE);
    const created = await createWebhook(db, principal.organizationId, c.req.valid('json'), {
      allowPrivate: webhookAllowPrivate,
      createdById: principal.agentId,
      createdByApiKeyId: principal.apiKeyId,
      now: now(),
    });
    return c.json(created, 201);
  };

export const getWebhookHandler =
  ({ db }: ApiDeps): RouteHandler<typeof routes.getWebhookRoute, AppEnv> =>
  async (c) => {
    const principal = c.get('principal');
    requireAdmin(principal, MANAGE);
    const row = await getWebhook(db, principal.organizationId, c.req.valid('param').id);
    return row ? c.json(toWebhook(row), 200) : c.json(notFound, 404);
  };

export const updateWebhookHandler =
  ({ db, webhookAllowPrivate }: ApiDeps): RouteHandler<typeof routes.updateWebhookRoute, AppEnv> =>
  async (c) => {
    const principal = c.get('principal');
    requireAdmin(principal, MANAGE);
    const updated = await updateWebhook(db, principal.organizationId, c.req.valid('param').id, c.req.valid('json'), { allowPrivate: webhookAllowPrivate });
    return updated ? c.json(updated, 200) : c.json(notFound, 404);
  };

export const deleteWebhookHandler =
  ({ db }: ApiDeps): RouteHandler<typeof routes.deleteWebhookRoute, AppEnv> =>
  async (c) => {
    const principal = c.get('principal');
    requireAdmin(principal, MANAGE);
    return (await deleteWebhook(db, principal.organizationId, c.req.valid('param').id)) ? c.body(null, 204) : c.json(notFound, 404);
  };

export const listDeliveriesHandler =
  ({ db }: ApiDeps): RouteHandler<typeof routes.listDeliveriesRoute, AppEnv> =>
  async (c) => {
    const principal = c.get('principal');
    requireAdmin(principal, MANAGE);
    const { id } = c.req.valid('param');
    if (!(await getWebhook(db, principal.organizationId, id))) return c.json(notFound, 404);
    return c.json(await listDeliveries(db, principal.organizationId, id), 200);
  };

export const redeliverHandler =
  ({ db, now }: ApiDeps): RouteHandler<typeof routes.redeliverRoute, AppEnv> =>
  async (c) => {
    const principal = c.get('principal');
    requireAdmin(principal, MANAGE);
    const { id, deliveryId } = c.req.valid('param');
    const delivery = await redeliver(db, principal.organizationId, id, deliveryId, now());
    return delivery ? c.json(delivery, 202) : c.json({ error: 'delivery not found' }, 404);
  };
