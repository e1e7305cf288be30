import type { RouteHandler } from '@hono/zod-openapi';
import { and, eq } from 'drizzle-orm';
import { agents, conversations } from '../../db/schema.ts';
import { InputError } from '../../domain/errors.ts';
import type { AppEnv, Principal } from '../../http/app-env.ts';
import type { ApiDeps } from '../deps.ts';
import type * as routes from './presence.routes.ts';

function agentOf(principal: Principal): number {
  if (principal.agentId === null) throw new InputError('presence is for signed-in agents: an API key acts for the organization, not for an agent');
  return principal.agentId;
}

export const listPresenceHandler =
  ({ hub }: ApiDeps): RouteHandler<typeof routes.listPresenceRoute, AppEnv> =>
  async (c) => {
    await hub.presence.start();
    return c.json({ presence: hub.presence.snapshot(c.get('principal').organizationId) }, 200);
  };

export const heartbeatHandler =
  ({ db, hub }: ApiDeps): RouteHandler<typeof routes.heartbeatRoute, AppEnv> =>
  async (c) => {
    const principal = c.get('principal');
    const agentId = agentOf(principal);
    const { conversation_id: conversationId, state } = c.req.valid('json');
    const [row] = await db
      .select({ name: agents.name })
      .from(conversations)
      .innerJoin(agents, eq(agents.id, agentId))
      .where(and(eq(conversations.organizationId, principal.organizationId), eq(conversations.id, conversationId)));
    if (!row) return c.json({ error: 'conversation not found' }, 404);
    const presence = await hub.presence.announce(principal.organizationId, { agent: { id: agentId, name: row.name }, conversation_id: conversationId, state });
    return c.json(presence, 200);
  };

export const leaveHandler =
  ({ db, hub }: ApiDeps): RouteHandler<typeof routes.leaveRoute, AppEnv> =>
  async (c) => {
    const principal = c.get('principal');
    const agentId = agentOf(principal);
    const [agent] = await db.select({ name: agents.name }).from(agents).where(eq(agents.id, agentId));
    await hub.presence.announce(principal.organizationId, {
      agent: { id: agentId, name: agent?.name ?? '' },
      conversation_id: c.req.valid('param').conversation_id,
      state: 'left',
    });
    return c.body(null, 204);
  };
