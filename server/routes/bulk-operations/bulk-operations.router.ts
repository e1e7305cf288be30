import { createRouter } from '../../http/create-router.ts';
import type { ApiDeps } from '../deps.ts';
import * as handlers from './bulk-operations.handlers.ts';
import * as routes from './bulk-operations.routes.ts';

export function bulkOperationsRouter(deps: ApiDeps) {
  return (
    createRouter()
      // "matching" before {id}, which would read it as an id.
      .openapi(routes.countMatchingRoute, handlers.countMatchingHandler(deps))
      .openapi(routes.startMatchingRoute, handlers.startMatchingHandler(deps))
      .openapi(routes.getOperationRoute, handlers.getOperationHandler(deps))
      .openapi(routes.undoOperationRoute, handlers.undoOperationHandler(deps))
  );
}
