import type { RouteHandler } from '@hono/zod-openapi';
import { actorOf } from '../../domain/conversations/events.ts';
import { applySnippet } from '../../domain/snippets/apply-snippet.ts';
import { createCategory, deleteCategory, listCategories, updateCategory } from '../../domain/snippets/categories.ts';
import { getSnippet, listSnippets } from '../../domain/snippets/snippet-view.ts';
import { createSnippet, deleteSnippet, updateSnippet } from '../../domain/snippets/snippet-writes.ts';
import { requireAdmin, type AppEnv } from '../../http/app-env.ts';
import type { ApiDeps } from '../deps.ts';
import type * as routes from './snippets.routes.ts';

const SNIPPET_NOT_FOUND = { error: 'snippet not found' };
const CATEGORY_NOT_FOUND = { error: 'category not found' };

export const createSnippetHandler =
  ({ db, now }: ApiDeps): RouteHandler<typeof routes.createSnippetRoute, AppEnv> =>
  async (c) => {
    const principal = c.get('principal');
    requireAdmin(principal, 'create snippets');
    return c.json(await createSnippet(db, principal.organizationId, c.req.valid('json'), now()), 201);
  };

export const listSnippetsHandler =
  ({ db }: ApiDeps): RouteHandler<typeof routes.listSnippetsRoute, AppEnv> =>
  async (c) => c.json({ data: await listSnippets(db, c.get('principal').organizationId, c.req.valid('query')) }, 200);

export const getSnippetHandler =
  ({ db }: ApiDeps): RouteHandler<typeof routes.getSnippetRoute, AppEnv> =>
  async (c) => {
    const snippet = await getSnippet(db, c.get('principal').organizationId, c.req.valid('param').id);
    return snippet ? c.json(snippet, 200) : c.json(SNIPPET_NOT_FOUND, 404);
  };

export const updateSnippetHandler =
  ({ db, now }: ApiDeps): RouteHandler<typeof routes.updateSnippetRoute, AppEnv> =>
  async (c) => {
    const principal = c.get('principal');
    requireAdmin(principal, 'change snippets');
    const snippet = await updateSnippet(db, principal.organizationId, c.req.valid('param').id, c.req.valid('json'), now());
    return snippet ? c.json(snippet, 200) : c.json(SNIPPET_NOT_FOUND, 404);
  };

export const deleteSnippetHandler =
  ({ db }: ApiDeps): RouteHandler<typeof routes.deleteSnippetRoute, AppEnv> =>
  async (c) => {
    const principal = c.get('principal');
    requireAdmin(principal, 'delete snippets');
    return (await deleteSnippet(db, principal.organizationId, c.req.valid('param').id)) ? c.body(null, 204) : c.json(SNIPPET_NOT_FOUND, 404);
  };

export const listCategoriesHandler =
  ({ db }: ApiDeps): RouteHandler<typeof routes.listCategoriesRoute, AppEnv> =>
  async (c) => c.json(await listCategories(db, c.get('principal').organizationId), 200);

export const createCategoryHandler =
  ({ db, now }: ApiDeps): RouteHandler<typeof routes.createCategoryRoute, AppEnv> =>
  async (c) => {
    const principal = c.get('principal');
    requireAdmin(principal, 'create snippet categories');
    return c.json(await createCategory(db, principal.organizationId, c.req.valid('json'), now()), 201);
  };

export const updateCategoryHandler =
  ({ db }: ApiDeps): RouteHandler<typeof routes.updateCategoryRoute, AppEnv> =>
  async (c) => {
    const principal = c.get('principal');
    requireAdmin(principal, 'change snippet categories');
    const category = await updateCategory(db, principal.organizationId, c.req.valid('param').id, c.req.valid('json'));
    return category ? c.json(category, 200) : c.json(CATEGORY_NOT_FOUND, 404);
  };

export const deleteCategoryHandler =
  ({ db }: ApiDeps): RouteHandler<typeof routes.deleteCategoryRoute, AppEnv> =>
  async (c) => {
    const principal = c.get('principal');
    requireAdmin(principal, 'delete snippet categories');
    const deleted = await deleteCategory(db, principal.organizationId, c.req.valid('param').id);
    return deleted ? c.json(deleted, 200) : c.json(CATEGORY_NOT_FOUND, 404);
  };

export const applySnippetHandler =
  ({ db, now }: ApiDeps): RouteHandler<typeof routes.applySnippetRoute, AppEnv> =>
  async (c) => {
    const principal = c.get('principal');
    const { id, snippet_id } = c.req.valid('param');
    const body = c.req.valid('json') ?? {};
    // A signed-in agent applies as themselves; agent_id/agent_email are for API keys.
    const input = principal.agentId === null ? body : { delay: body.delay };
    const result = await applySnippet(db, principal.organizationId, { conversationId: id, snippetId: snippet_id }, input, {
      now: now(),
      actor: actorOf(principal),
      preview: c.req.valid('query').preview ?? false,
    });
    return result ? c.json(result, 200) : c.json({ error: 'conversation not found' }, 404);
  };
