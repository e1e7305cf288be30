import { createRouter } from '../../http/create-router.ts';
import type { ApiDeps } from '../deps.ts';
import { listChannelsHandler } from './channels.handlers.ts';
import { listChannelsRoute } from './channels.routes.ts';

export function channelsRouter(deps: ApiDeps) {
  return createRouter().openapi(listChannelsRoute, listChannelsHandler(deps));
}
