import { createRouter } from '../../http/create-router.ts';
import type { ApiDeps } from '../deps.ts';
import * as handlers from './rules.handlers.ts';
import * as routes from './rules.routes.ts';

export function rulesRouter(deps: ApiDeps) {
  return createRouter()
    .openapi(routes.listRulesRoute, handlers.listRulesHandler(deps))
    .openapi(routes.getRuleRoute, handlers.getRuleHandler(deps))
    .openapi(routes.createRuleRoute, handlers.createRuleHandler(deps))
    .openapi(routes.updateRuleRoute, handlers.updateRuleHandler(deps))
    .openapi(routes.deleteRuleRoute, handlers.deleteRuleHandler(deps))
    .openapi(routes.testRuleRoute, handlers.testRuleHandler(deps));
}
