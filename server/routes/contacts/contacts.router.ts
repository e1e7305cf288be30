import { createRouter } from '../../http/create-router.ts';
import type { ApiDeps } from '../deps.ts';
import { getContactHandler, listContactsHandler, updateContactHandler } from './contacts.handlers.ts';
import { getContactRoute, listContactsRoute, updateContactRoute } from './contacts.routes.ts';

export function contactsRouter(deps: ApiDeps) {
  return createRouter()
    .openapi(listContactsRoute, listContactsHandler(deps))
    .openapi(getContactRoute, getContactHandler(deps))
    .openapi(updateContactRoute, updateContactHandler(deps));
}
