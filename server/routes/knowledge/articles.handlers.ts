import type { Context } from 'hono';
import type { RouteHandler } from '@hono/zod-openapi';
import { getArticle, listArticles } from '../../domain/knowledge/article-view.ts';
import { createArticle, deleteArticle, updateArticle } from '../../domain/knowledge/article-writes.ts';
import {
  createKnowledgeCategory,
  deleteKnowledgeCategory,
  listKnowledgeCategories,
  updateKnowledgeCategory,
} from '../../domain/knowledge/categories.ts';
import { knowledgeSite, updateKnowledgeSite } from '../../domain/knowledge/site-address.ts';
import { deleteImage, uploadImage } from '../../domain/knowledge/images.ts';
import { actorOf } from '../../domain/conversations/events.ts';
import { requireAdmin, type AppEnv } from '../../http/app-env.ts';
import type { ApiDeps } from '../deps.ts';
import type * as routes from './articles.routes.ts';
import { publicBase, siteUrlOf } from './site-url.ts';

// The help center's articles and categories: anyone of the organization reads them; API keys, owners and admins
// write them (the site is the organization's public face).

const ARTICLE_NOT_FOUND = { error: 'article not found' };
const CATEGORY_NOT_FOUND = { error: 'category not found' };

const writeContext = async (c: Context<AppEnv>, deps: ApiDeps) => ({
  actor: actorOf(c.get('principal')),
  now: deps.now(),
  siteUrl: await siteUrlOf(c, deps),
});

export const listKnowledgeCategoriesHandler =
  ({ db }: ApiDeps): RouteHandler<typeof routes.listKnowledgeCategoriesRoute, AppEnv> =>
  async (c) =>
    c.json({ data: await listKnowledgeCategories(db, c.get('principal').organizationId) }, 200);

export const createKnowledgeCategoryHandler =
  (deps: ApiDeps): RouteHandler<typeof routes.createKnowledgeCategoryRoute, AppEnv> =>
  async (c) => {
    const principal = c.get('principal');
    requireAdmin(principal, 'create help center categories');
    const context = { actor: actorOf(principal), now: deps.now() };
    return c.json(await createKnowledgeCategory(deps.db, principal.organizationId, c.req.valid('json'), context), 201);
  };

export const updateKnowledgeCategoryHandler =
  (deps: ApiDeps): RouteHandler<typeof routes.updateKnowledgeCategoryRoute, AppEnv> =>
  async (c) => {
    const principal = c.get('principal');
    requireAdmin(principal, 'change help center categories');
    const context = { actor: actorOf(principal), now: deps.now() };
    const category = await updateKnowledgeCategory(deps.db, principal.organizationId, c.req.valid('param').id, c.req.valid('json'), context);
    return category ? c.json(category, 200) : c.json(CATEGORY_NOT_FOUND, 404);
  };

export const deleteKnowledgeCategoryHandler =
  (deps: ApiDeps): RouteHandler<typeof routes.deleteKnowledgeCategoryRoute, AppEnv> =>
  async (c) => {
    const principal = c.get('principal');
    requireAdmin(principal, 'delete help center categories');
    const context = { actor: actorOf(principal), now: deps.now() };
    const deleted = await deleteKnowledgeCategory(deps.db, principal.organizationId, c.req.valid('param').id, context);
    return deleted ? c.json(deleted, 200) : c.json(CATEGORY_NOT_FOUND, 404);
  };

export const listArticlesHandler =
  (deps: ApiDeps): RouteHandler<typeof routes.listArticlesRoute, AppEnv> =>
  async (c) =>
    c.json(await listArticles(deps.db, c.get('principal').organizationId, c.req.valid('query'), await siteUrlOf(c, deps)), 200);

export const createArticleHandler =
  (deps: ApiDeps): RouteHandler<typeof routes.createArticleRoute, AppEnv> =>
  async (c) => {
    const principal = c.get('principal');
    requireAdmin(principal, 'write help center articles');
    return c.json(await createArticle(deps.db, principal.organizationId, c.req.valid('json'), await writeContext(c, deps)), 201);
  };

export const getArticleHandler =
  (deps: ApiDeps): RouteHandler<typeof routes.getArticleRoute, AppEnv> =>
  async (c) => {
    const article = await getArticle(deps.db, c.get('principal').organizationId, c.req.valid('param').id, await siteUrlOf(c, deps));
    return article ? c.json(article, 200) : c.json(ARTICLE_NOT_FOUND, 404);
  };

export const updateArticleHandler =
  (deps: ApiDeps): RouteHandler<typeof routes.updateArticleRoute, AppEnv> =>
  async (c) => {
    const principal = c.get('principal');
    requireAdmin(principal, 'change help center articles');
    const article = await updateArticle(deps.db, principal.organizationId, c.req.valid('param').id, c.req.valid('json'), await writeContext(c, deps));
    return article ? c.json(article, 200) : c.json(ARTICLE_NOT_FOUND, 404);
  };

export const deleteArticleHandler =
  (deps: ApiDeps): RouteHandler<typeof routes.deleteArticleRoute, AppEnv> =>
  async (c) => {
    const principal = c.get('principal');
    requireAdmin(principal, 'delete help center articles');
    const id = c.req.valid('param').id;
    return (await deleteArticle(deps.db, principal.organizationId, id, await writeContext(c, deps)))
      ? c.json({ id, deleted: true as const }, 200)
      : c.json(ARTICLE_NOT_FOUND, 404);
  };

export const getKnowledgeSiteHandler =
  (deps: ApiDeps): RouteHandler<typeof routes.getKnowledgeSiteRoute, AppEnv> =>
  async (c) => {
    const site = await knowledgeSite(deps.db, c.get('principal').organizationId, publicBase(c, deps));
    // The caller's organization exists (its key or session was just checked).
    return c.json(site!, 200);
  };

export const updateKnowledgeSiteHandler =
  (deps: ApiDeps): RouteHandler<typeof routes.updateKnowledgeSiteRoute, AppEnv> =>
  async (c) => {
    const principal = c.get('principal');
    requireAdmin(principal, "change the help center's contact channel");
    const options = { actor: actorOf(principal), now: deps.now(), base: publicBase(c, deps) };
    return c.json(await updateKnowledgeSite(deps.db, principal.organizationId, c.req.valid('json'), options), 200);
  };

export const uploadKnowledgeImageHandler =
  (deps: ApiDeps): RouteHandler<typeof routes.uploadKnowledgeImageRoute, AppEnv> =>
  async (c) => {
    const principal = c.get('principal');
    requireAdmin(principal, 'upload help center images');
    return c.json(await uploadImage(deps.db, principal.organizationId, c.req.valid('json'), await siteUrlOf(c, deps), deps.now()), 201);
  };

export const deleteKnowledgeImageHandler =
  (deps: ApiDeps): RouteHandler<typeof routes.deleteKnowledgeImageRoute, AppEnv> =>
  async (c) => {
    const principal = c.get('principal');
    requireAdmin(principal, 'delete help center images');
    const id = c.req.valid('param').id;
    return (await deleteImage(deps.db, principal.organizationId, id))
      ? c.json({ id, deleted: true as const }, 200)
      : c.json({ error: 'image not found' }, 404);
  };
