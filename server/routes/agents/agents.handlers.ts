import type { RouteHandler } from '@hono/zod-openapi';
import { listAgents, listPendingInvites } from '../../domain/agents.ts';
import { hasPermission, type AppEnv } from '../../http/app-env.ts';
import type { ApiDeps } from '../deps.ts';
import type { listAgentsRoute, listPendingInvitesRoute } from './agents.routes.ts';

export const listAgentsHandler =
  ({ db }: ApiDeps): RouteHandler<typeof listAgentsRoute, AppEnv> =>
  async (c) => {
    const { complete } = c.req.valid('query');
    const principal = c.get('principal');
    return c.json(await listAgents(db, principal.organizationId, complete ?? false), 200);
  };

export const listPendingInvitesHandler =
  ({ db, now }: ApiDeps): RouteHandler<typeof listPendingInvitesRoute, AppEnv> =>
  async (c) => {
    const principal = c.get('principal');
    // The spec answers an empty list, not a 403, to callers who may not invite.
    if (!hasPermission(principal, 'teammate.invite')) return c.json([], 200);
    return c.json(await listPendingInvites(db, principal.organizationId, now()), 200);
  };
