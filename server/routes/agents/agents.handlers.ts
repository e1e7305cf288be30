import type { RouteHandler } from '@hono/zod-openapi';
import { createInvite, listAgents, listPendingInvites } from '../../domain/agents.ts';
import { InputError } from '../../domain/errors.ts';
import { deactivateAgent, revokeInvite, setAgentRole } from '../../domain/team.ts';
import { hasPermission, requirePermission, type AppEnv, type Principal } from '../../http/app-env.ts';
import type { ApiDeps } from '../deps.ts';
import type * as routes from './agents.routes.ts';

export const listAgentsHandler =
  ({ db }: ApiDeps): RouteHandler<typeof routes.listAgentsRoute, AppEnv> =>
  async (c) => {
    const { complete } = c.req.valid('query');
    const principal = c.get('principal');
    return c.json(await listAgents(db, principal.organizationId, complete ?? false), 200);
  };

export const listPendingInvitesHandler =
  ({ db, now }: ApiDeps): RouteHandler<typeof routes.listPendingInvitesRoute, AppEnv> =>
  async (c) => {
    const principal = c.get('principal');
    // The spec answers an empty list, not a 403, to callers who may not invite.
    if (!hasPermission(principal, 'teammate.invite')) return c.json([], 200);
    return c.json(await listPendingInvites(db, principal.organizationId, now()), 200);
  };

function requireInvite(principal: Principal): void {
  if (!hasPermission(principal, 'teammate.invite')) throw new InputError('inviting teammates needs the teammate.invite permission', 403);
}

export const createInviteHandler =
  ({ db, now }: ApiDeps): RouteHandler<typeof routes.createInviteRoute, AppEnv> =>
  async (c) => {
    const principal = c.get('principal');
    requireInvite(principal);
    const body = c.req.valid('json');
    const { token, ...invite } = await createInvite(db, { organizationId: principal.organizationId, email: body.email, role: body.role, invitedById: principal.agentId, now: now() });
    const [listed] = (await listPendingInvites(db, principal.organizationId, now())).filter((i) => i.id === invite.id);
    return c.json({ ...(listed ?? invite), accept_path: `/accept-invite?token=${encodeURIComponent(token)}` }, 201);
  };

export const revokeInviteHandler =
  ({ db, now }: ApiDeps): RouteHandler<typeof routes.revokeInviteRoute, AppEnv> =>
  async (c) => {
    const principal = c.get('principal');
    requireInvite(principal);
    return (await revokeInvite(db, principal.organizationId, c.req.valid('param').id, now()))
      ? c.body(null, 204)
      : c.json({ error: 'invitation not found' }, 404);
  };

export const updateAgentHandler =
  ({ db }: ApiDeps): RouteHandler<typeof routes.updateAgentRoute, AppEnv> =>
  async (c) => {
    const principal = c.get('principal');
    requirePermission(principal, 'teammate.invite', "change teammates' roles");
    const { id } = c.req.valid('param');
    if (!(await setAgentRole(db, principal.organizationId, id, c.req.valid('json').role, principal.agentId))) {
      return c.json({ error: 'agent not found' }, 404);
    }
    const agent = (await listAgents(db, principal.organizationId, true)).find((a) => a.id === id)!;
    return c.json(agent, 200);
  };

export const deactivateAgentHandler =
  ({ db, now }: ApiDeps): RouteHandler<typeof routes.deactivateAgentRoute, AppEnv> =>
  async (c) => {
    const principal = c.get('principal');
    requirePermission(principal, 'teammate.invite', 'deactivate teammates');
    return (await deactivateAgent(db, principal.organizationId, c.req.valid('param').id, principal.agentId, now()))
      ? c.body(null, 204)
      : c.json({ error: 'agent not found' }, 404);
  };
