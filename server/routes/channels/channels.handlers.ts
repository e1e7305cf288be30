import type { RouteHandler } from '@hono/zod-openapi';
import { createChannel, listChannels, updateChannel } from '../../domain/channels.ts';
import { actorOf } from '../../domain/conversations/events.ts';
import { requireAdmin, type AppEnv } from '../../http/app-env.ts';
import type { ApiDeps } from '../deps.ts';
import type * as routes from './channels.routes.ts';

const MANAGE = 'manage channels';

export const listChannelsHandler =
  ({ db }: ApiDeps): RouteHandler<typeof routes.listChannelsRoute, AppEnv> =>
  async (c) =>
    c.json(await listChannels(db, c.get('principal').organizationId), 200);

export const inboundRoutingHandler =
  ({ inboundSmtp }: ApiDeps): RouteHandler<typeof routes.inboundRoutingRoute, AppEnv> =>
  (c) =>
    c.json({ smtp_host: inboundSmtp.host, smtp_port: inboundSmtp.port }, 200);

export const createChannelHandler =
  ({ db, now }: ApiDeps): RouteHandler<typeof routes.createChannelRoute, AppEnv> =>
  async (c) => {
    const principal = c.get('principal');
    requireAdmin(principal, MANAGE);
    return c.json(await createChannel(db, principal.organizationId, c.req.valid('json'), { actor: actorOf(principal), now: now() }), 201);
  };

export const updateChannelHandler =
  ({ db, now }: ApiDeps): RouteHandler<typeof routes.updateChannelRoute, AppEnv> =>
  async (c) => {
    const principal = c.get('principal');
    requireAdmin(principal, MANAGE);
    const updated = await updateChannel(db, principal.organizationId, c.req.valid('param').id, c.req.valid('json'), {
      actor: actorOf(principal),
      now: now(),
    });
    return updated ? c.json(updated, 200) : c.json({ error: 'channel not found' }, 404);
  };
