import type { RouteHandler } from '@hono/zod-openapi';
import { searchContacts } from '../../domain/contacts.ts';
import type { AppEnv } from '../../http/app-env.ts';
import type { ApiDeps } from '../deps.ts';
import type { listContactsRoute } from './contacts.routes.ts';

export const listContactsHandler =
  ({ db }: ApiDeps): RouteHandler<typeof listContactsRoute, AppEnv> =>
  async (c) => {
    const { query, limit } = c.req.valid('query');
    return c.json(await searchContacts(db, c.get('principal').organizationId, { query, limit }), 200);
  };
