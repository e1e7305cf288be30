import type { RouteHandler } from '@hono/zod-openapi';
import { actorOf } from '../../domain/conversations/events.ts';
import { addSuppression, listSuppressions, removeSuppression } from '../../domain/suppressions.ts';
import { requirePermission, type AppEnv } from '../../http/app-env.ts';
import type { ApiDeps } from '../deps.ts';
import type { createSuppressionRoute, deleteSuppressionRoute, listSuppressionsRoute } from './suppressions.routes.ts';

export const listSuppressionsHandler =
  ({ db }: ApiDeps): RouteHandler<typeof listSuppressionsRoute, AppEnv> =>
  async (c) => {
    const { order_by, way } = c.req.valid('query');
    return c.json(await listSuppressions(db, c.get('principal').organizationId, { orderBy: order_by, way }), 200);
  };

export const createSuppressionHandler =
  ({ db, now }: ApiDeps): RouteHandler<typeof createSuppressionRoute, AppEnv> =>
  async (c) => {
    const { email } = c.req.valid('json');
    const principal = c.get('principal');
    return c.json(await addSuppression(db, principal.organizationId, email, { actor: actorOf(principal), now: now() }), 200);
  };

export const deleteSuppressionHandler =
  ({ db, now }: ApiDeps): RouteHandler<typeof deleteSuppressionRoute, AppEnv> =>
  async (c) => {
    const principal = c.get('principal');
    requirePermission(principal, 'contact.block', 'remove entries of the suppression list');
    return (await removeSuppression(db, principal.organizationId, c.req.valid('param').id, { actor: actorOf(principal), now: now() })) ? c.body(null, 204) : c.json({ error: 'suppression not found' }, 404);
  };
