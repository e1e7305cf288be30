import { createRouter } from '../../http/create-router.ts';
import type { ApiDeps } from '../deps.ts';
import { listContactsHandler } from './contacts.handlers.ts';
import { listContactsRoute } from './contacts.routes.ts';

export function contactsRouter(deps: ApiDeps) {
  return createRouter().openapi(listContactsRoute, listContactsHandler(deps));
}
