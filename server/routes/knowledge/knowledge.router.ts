import { createRouter } from '../../http/create-router.ts';
import type { ApiDeps } from '../deps.ts';
import {
  clearKnowledgeDomainHandler,
  getKnowledgeDomainHandler,
  setKnowledgeDomainHandler,
  verifyKnowledgeDomainHandler,
} from './knowledge.handlers.ts';
import * as articleHandlers from './articles.handlers.ts';
import * as articleRoutes from './articles.routes.ts';
import { clearKnowledgeDomainRoute, getKnowledgeDomainRoute, setKnowledgeDomainRoute, verifyKnowledgeDomainRoute } from './knowledge.routes.ts';

export function knowledgeRouter(deps: ApiDeps) {
  return createRouter()
    .openapi(getKnowledgeDomainRoute, getKnowledgeDomainHandler(deps))
    .openapi(setKnowledgeDomainRoute, setKnowledgeDomainHandler(deps))
    .openapi(clearKnowledgeDomainRoute, clearKnowledgeDomainHandler(deps))
    .openapi(verifyKnowledgeDomainRoute, verifyKnowledgeDomainHandler(deps))
    .openapi(articleRoutes.getKnowledgeSiteRoute, articleHandlers.getKnowledgeSiteHandler(deps))
    .openapi(articleRoutes.updateKnowledgeSiteRoute, articleHandlers.updateKnowledgeSiteHandler(deps))
    .openapi(articleRoutes.uploadKnowledgeImageRoute, articleHandlers.uploadKnowledgeImageHandler(deps))
    .openapi(articleRoutes.deleteKnowledgeImageRoute, articleHandlers.deleteKnowledgeImageHandler(deps))
    .openapi(articleRoutes.listKnowledgeCategoriesRoute, articleHandlers.listKnowledgeCategoriesHandler(deps))
    .openapi(articleRoutes.createKnowledgeCategoryRoute, articleHandlers.createKnowledgeCategoryHandler(deps))
    .openapi(articleRoutes.updateKnowledgeCategoryRoute, articleHandlers.updateKnowledgeCategoryHandler(deps))
    .openapi(articleRoutes.deleteKnowledgeCategoryRoute, articleHandlers.deleteKnowledgeCategoryHandler(deps))
    .openapi(articleRoutes.listArticlesRoute, articleHandlers.listArticlesHandler(deps))
    .openapi(articleRoutes.createArticleRoute, articleHandlers.createArticleHandler(deps))
    .openapi(articleRoutes.getArticleRoute, articleHandlers.getArticleHandler(deps))
    .openapi(articleRoutes.updateArticleRoute, articleHandlers.updateArticleHandler(deps))
    .openapi(articleRoutes.deleteArticleRoute, articleHandlers.deleteArticleHandler(deps));
}
