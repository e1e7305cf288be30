import type { RouteHandler } from '@hono/zod-openapi';
import { addSuppression, listSuppressions } from '../../domain/suppressions.ts';
import type { AppEnv } from '../../http/app-env.ts';
import type { ApiDeps } from '../deps.ts';
import type { createSuppressionRoute, listSuppressionsRoute } from './suppressions.routes.ts';

export const listSuppressionsHandler =
  ({ db }: ApiDeps): RouteHandler<typeof listSuppressionsRoute, AppEnv> =>
  async (c) => {
    const { order_by, way } = c.req.valid('query');
    return c.json(await listSuppressions(db, c.get('principal').organizationId, { orderBy: order_by, way }), 200);
  };

export const createSuppressionHandler =
  ({ db }: ApiDeps): RouteHandler<typeof createSuppressionRoute, AppEnv> =>
  async (c) => {
    const { email } = c.req.valid('json');
    return c.json(await addSuppression(db, c.get('principal').organizationId, email), 200);
  };
