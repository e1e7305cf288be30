import { createRouter } from '../../http/create-router.ts';
import type { ApiDeps } from '../deps.ts';
import * as handlers from './webhooks.handlers.ts';
import * as routes from './webhooks.routes.ts';

export function webhooksRouter(deps: ApiDeps) {
  return createRouter()
    .openapi(routes.listWebhooksRoute, handlers.listWebhooksHandler(deps))
    .openapi(routes.createWebhookRoute, handlers.createWebhookHandler(deps))
    .openapi(routes.getWebhookRoute, handlers.getWebhookHandler(deps))
    .openapi(routes.updateWebhookRoute, handlers.updateWebhookHandler(deps))
    .openapi(routes.deleteWebhookRoute, handlers.deleteWebhookHandler(deps))
    .openapi(routes.listDeliveriesRoute, handlers.listDeliveriesHandler(deps))
    .openapi(routes.redeliverRoute, handlers.redeliverHandler(deps));
}
