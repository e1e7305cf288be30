import { createRouter } from '../../http/create-router.ts';
import type { ApiDeps } from '../deps.ts';
import * as handlers from './channels.handlers.ts';
import * as routes from './channels.routes.ts';

export function channelsRouter(deps: ApiDeps) {
  return createRouter()
    .openapi(routes.listChannelsRoute, handlers.listChannelsHandler(deps))
    .openapi(routes.inboundRoutingRoute, handlers.inboundRoutingHandler(deps))
    .openapi(routes.createChannelRoute, handlers.createChannelHandler(deps))
    .openapi(routes.updateChannelRoute, handlers.updateChannelHandler(deps));
}
