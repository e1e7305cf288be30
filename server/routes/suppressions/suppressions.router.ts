import { createRouter } from '../../http/create-router.ts';
import type { ApiDeps } from '../deps.ts';
import { createSuppressionHandler, deleteSuppressionHandler, listSuppressionsHandler } from './suppressions.handlers.ts';
import { createSuppressionRoute, deleteSuppressionRoute, listSuppressionsRoute } from './suppressions.routes.ts';

export function suppressionsRouter(deps: ApiDeps) {
  return createRouter()
    .openapi(listSuppressionsRoute, listSuppressionsHandler(deps))
    .openapi(createSuppressionRoute, createSuppressionHandler(deps))
    .openapi(deleteSuppressionRoute, deleteSuppressionHandler(deps));
}
