import { createRouter } from '../../http/create-router.ts';
import type { ApiDeps } from '../deps.ts';
import * as handlers from './api-keys.handlers.ts';
import * as routes from './api-keys.routes.ts';

export function apiKeysRouter(deps: ApiDeps) {
  return createRouter()
    .openapi(routes.listApiKeysRoute, handlers.listApiKeysHandler(deps))
    .openapi(routes.createApiKeyRoute, handlers.createApiKeyHandler(deps))
    .openapi(routes.revokeApiKeyRoute, handlers.revokeApiKeyHandler(deps));
}
