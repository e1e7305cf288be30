import { createRouter } from '../../http/create-router.ts';
import type { ApiDeps } from '../deps.ts';
import * as proposalHandlers from './rag-proposals.handlers.ts';
import * as proposalRoutes from './rag-proposals.routes.ts';
import * as handlers from './rag.handlers.ts';
import * as routes from './rag.routes.ts';

export function ragRouter(deps: ApiDeps) {
  return createRouter()
    .openapi(routes.createQuestionsRoute, handlers.createQuestionsHandler(deps))
    .openapi(routes.updateQuestionsRoute, handlers.updateQuestionsHandler(deps))
    .openapi(routes.createTextRoute, handlers.createTextHandler(deps))
    .openapi(routes.updateTextRoute, handlers.updateTextHandler(deps))
    .openapi(routes.createConversationRoute, handlers.createConversationHandler(deps))
    .openapi(routes.conversationDraftRoute, handlers.conversationDraftHandler(deps))
    .openapi(routes.listSourcesRoute, handlers.listSourcesHandler(deps))
    .openapi(routes.getSourceRoute, handlers.getSourceHandler(deps))
    .openapi(routes.deleteSourceRoute, handlers.deleteSourceHandler(deps))
    .openapi(routes.reprocessSourceRoute, handlers.reprocessSourceHandler(deps))
    .openapi(routes.searchRoute, handlers.searchHandler(deps))
    .openapi(proposalRoutes.listProposalsRoute, proposalHandlers.listProposalsHandler(deps))
    .openapi(proposalRoutes.acceptProposalRoute, proposalHandlers.acceptProposalHandler(deps))
    .openapi(proposalRoutes.dismissProposalRoute, proposalHandlers.dismissProposalHandler(deps));
}
