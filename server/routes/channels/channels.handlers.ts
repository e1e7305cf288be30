import type { RouteHandler } from '@hono/zod-openapi';
import { listChannels } from '../../domain/channels.ts';
import type { AppEnv } from '../../http/app-env.ts';
import type { ApiDeps } from '../deps.ts';
import type { listChannelsRoute } from './channels.routes.ts';

export const listChannelsHandler =
  ({ db }: ApiDeps): RouteHandler<typeof listChannelsRoute, AppEnv> =>
  async (c) =>
    c.json(await listChannels(db, c.get('principal').organizationId), 200);
