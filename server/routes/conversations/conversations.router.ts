import { createRouter } from '../../http/create-router.ts';
import type { ApiDeps } from '../deps.ts';
import * as handlers from './conversations.handlers.ts';
import * as routes from './conversations.routes.ts';

export function conversationsRouter(deps: ApiDeps) {
  return createRouter()
    .openapi(routes.listConversationsRoute, handlers.listConversationsHandler(deps))
    .openapi(routes.bulkUpdateRoute, handlers.bulkUpdateHandler(deps))
    // Before /conversations/{id}, which would read "counts" as an id.
    .openapi(routes.countsRoute, handlers.countsHandler(deps))
    .openapi(routes.composeRoute, handlers.composeHandler(deps))
    .openapi(routes.getConversationRoute, handlers.getConversationHandler(deps))
    .openapi(routes.getTimelineRoute, handlers.getTimelineHandler(deps))
    .openapi(routes.exportRoute, handlers.exportHandler(deps))
    .openapi(routes.attachmentRoute, handlers.attachmentHandler(deps))
    .openapi(routes.replyRoute, handlers.replyHandler(deps))
    .openapi(routes.noteRoute, handlers.noteHandler(deps))
    .openapi(routes.cancelMessageRoute, handlers.cancelMessageHandler(deps));
}
