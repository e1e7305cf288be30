import { createRouter } from '../../http/create-router.ts';
import type { ApiDeps } from '../deps.ts';
import * as handlers from './presence.handlers.ts';
import * as routes from './presence.routes.ts';

export function presenceRouter(deps: ApiDeps) {
  return createRouter()
    .openapi(routes.listPresenceRoute, handlers.listPresenceHandler(deps))
    .openapi(routes.heartbeatRoute, handlers.heartbeatHandler(deps))
    .openapi(routes.leaveRoute, handlers.leaveHandler(deps));
}
