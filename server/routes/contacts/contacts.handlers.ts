import type { RouteHandler } from '@hono/zod-openapi';
import { getContactDetail, renameContact } from '../../domain/contact-detail.ts';
import { actorOf } from '../../domain/conversations/events.ts';
import { searchContacts } from '../../domain/contact-search.ts';
import type { AppEnv } from '../../http/app-env.ts';
import type { ApiDeps } from '../deps.ts';
import type { getContactRoute, listContactsRoute, updateContactRoute } from './contacts.routes.ts';

const NOT_FOUND = { error: 'contact not found' };

export const listContactsHandler =
  ({ db }: ApiDeps): RouteHandler<typeof listContactsRoute, AppEnv> =>
  async (c) => {
    const { query, limit } = c.req.valid('query');
    return c.json(await searchContacts(db, c.get('principal').organizationId, { query, limit }), 200);
  };

export const getContactHandler =
  ({ db }: ApiDeps): RouteHandler<typeof getContactRoute, AppEnv> =>
  async (c) => {
    const contact = await getContactDetail(db, c.get('principal').organizationId, c.req.valid('param').id);
    return contact ? c.json(contact, 200) : c.json(NOT_FOUND, 404);
  };

export const updateContactHandler =
  ({ db, now }: ApiDeps): RouteHandler<typeof updateContactRoute, AppEnv> =>
  async (c) => {
    const principal = c.get('principal');
    const contact = await renameContact(db, principal.organizationId, c.req.valid('param').id, c.req.valid('json').name, {
      actor: actorOf(principal),
      now: now(),
    });
    return contact ? c.json(contact, 200) : c.json(NOT_FOUND, 404);
  };
