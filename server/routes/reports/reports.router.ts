import { createRouter } from '../../http/create-router.ts';
import type { ApiDeps } from '../deps.ts';
import * as handlers from './reports.handlers.ts';
import * as routes from './reports.routes.ts';

export function reportsRouter(deps: ApiDeps) {
  return createRouter()
    .openapi(routes.reportOverviewRoute, handlers.reportOverviewHandler(deps))
    .openapi(routes.reportVolumeRoute, handlers.reportVolumeHandler(deps));
}
