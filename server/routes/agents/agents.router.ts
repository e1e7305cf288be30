import { createRouter } from '../../http/create-router.ts';
import type { ApiDeps } from '../deps.ts';
import * as handlers from './agents.handlers.ts';
import * as routes from './agents.routes.ts';

export function agentsRouter(deps: ApiDeps) {
  return (
    createRouter()
      // The fixed paths first: /agents/{id} would read "pending" or "invites" as an id.
      .openapi(routes.listPendingInvitesRoute, handlers.listPendingInvitesHandler(deps))
      .openapi(routes.createInviteRoute, handlers.createInviteHandler(deps))
      .openapi(routes.revokeInviteRoute, handlers.revokeInviteHandler(deps))
      .openapi(routes.listAgentsRoute, handlers.listAgentsHandler(deps))
      .openapi(routes.updateAgentRoute, handlers.updateAgentHandler(deps))
      .openapi(routes.deactivateAgentRoute, handlers.deactivateAgentHandler(deps))
  );
}
