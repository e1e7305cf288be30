import type { RouteHandler } from '@hono/zod-openapi';
import { actorOf } from '../../domain/conversations/events.ts';
import { getOrganization, updateOrganization } from '../../domain/organization-settings.ts';
import { requireAdmin, type AppEnv } from '../../http/app-env.ts';
import type { ApiDeps } from '../deps.ts';
import type * as routes from './organization.routes.ts';

export const getOrganizationHandler =
  ({ db }: ApiDeps): RouteHandler<typeof routes.getOrganizationRoute, AppEnv> =>
  async (c) =>
    c.json(await getOrganization(db, c.get('principal').organizationId), 200);

export const updateOrganizationHandler =
  ({ db, now }: ApiDeps): RouteHandler<typeof routes.updateOrganizationRoute, AppEnv> =>
  async (c) => {
    const principal = c.get('principal');
    requireAdmin(principal, 'change the organization');
    return c.json(await updateOrganization(db, principal.organizationId, c.req.valid('json'), { actor: actorOf(principal), now: now() }), 200);
  };
