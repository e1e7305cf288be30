import { createRouter } from '../../http/create-router.ts';
import type { ApiDeps } from '../deps.ts';
import { listAgentsHandler, listPendingInvitesHandler } from './agents.handlers.ts';
import { listAgentsRoute, listPendingInvitesRoute } from './agents.routes.ts';

export function agentsRouter(deps: ApiDeps) {
  return createRouter()
    .openapi(listPendingInvitesRoute, listPendingInvitesHandler(deps))
    .openapi(listAgentsRoute, listAgentsHandler(deps));
}
