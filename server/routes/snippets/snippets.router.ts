import { createRouter } from '../../http/create-router.ts';
import type { ApiDeps } from '../deps.ts';
import * as handlers from './snippets.handlers.ts';
import * as routes from './snippets.routes.ts';

export function snippetsRouter(deps: ApiDeps) {
  return (
    createRouter()
      // The category routes first: /snippets/{id} would read "categories" as an id.
      .openapi(routes.listCategoriesRoute, handlers.listCategoriesHandler(deps))
      .openapi(routes.createCategoryRoute, handlers.createCategoryHandler(deps))
      .openapi(routes.updateCategoryRoute, handlers.updateCategoryHandler(deps))
      .openapi(routes.deleteCategoryRoute, handlers.deleteCategoryHandler(deps))
      .openapi(routes.createSnippetRoute, handlers.createSnippetHandler(deps))
      .openapi(routes.listSnippetsRoute, handlers.listSnippetsHandler(deps))
      .openapi(routes.getSnippetRoute, handlers.getSnippetHandler(deps))
      .openapi(routes.updateSnippetRoute, handlers.updateSnippetHandler(deps))
      .openapi(routes.deleteSnippetRoute, handlers.deleteSnippetHandler(deps))
      .openapi(routes.applySnippetRoute, handlers.applySnippetHandler(deps))
  );
}
