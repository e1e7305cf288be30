import { createRouter } from '../../http/create-router.ts';
import type { ApiDeps } from '../deps.ts';
import * as handlers from './sla.handlers.ts';
import * as routes from './sla.routes.ts';

export function slaRouter(deps: ApiDeps) {
  return createRouter()
    .openapi(routes.getBusinessHoursRoute, handlers.getBusinessHoursHandler(deps))
    .openapi(routes.putBusinessHoursRoute, handlers.putBusinessHoursHandler(deps))
    .openapi(routes.listSlaPoliciesRoute, handlers.listSlaPoliciesHandler(deps))
    .openapi(routes.createSlaPolicyRoute, handlers.createSlaPolicyHandler(deps))
    .openapi(routes.updateSlaPolicyRoute, handlers.updateSlaPolicyHandler(deps))
    .openapi(routes.deleteSlaPolicyRoute, handlers.deleteSlaPolicyHandler(deps));
}
