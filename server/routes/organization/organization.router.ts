import { createRouter } from '../../http/create-router.ts';
import type { ApiDeps } from '../deps.ts';
import * as handlers from './organization.handlers.ts';
import * as routes from './organization.routes.ts';

export function organizationRouter(deps: ApiDeps) {
  return createRouter()
    .openapi(routes.getOrganizationRoute, handlers.getOrganizationHandler(deps))
    .openapi(routes.updateOrganizationRoute, handlers.updateOrganizationHandler(deps));
}
