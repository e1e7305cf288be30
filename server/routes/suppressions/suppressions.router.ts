import { createRouter } from '../../http/create-router.ts';
import type { ApiDeps } from '../deps.ts';
import { createSuppressionHandler, listSuppressionsHandler } from './suppressions.handlers.ts';
import { createSuppressionRoute, listSuppressionsRoute } from './suppressions.routes.ts';

export function suppressionsRouter(deps: ApiDeps) {
  return createRouter()
    .openapi(listSuppressionsRoute, listSuppressionsHandler(deps))
    .openapi(createSuppressionRoute, createSuppressionHandler(deps));
}
