import type { RouteHandler } from '@hono/zod-openapi';
import { actorOf } from '../../domain/conversations/events.ts';
import { conversationQuestionAndAnswer } from '../../domain/rag/conversation-source.ts';
import { listSources } from '../../domain/rag/list-sources.ts';
import { searchSources } from '../../domain/rag/search/search-sources.ts';
import { getSource } from '../../domain/rag/source-view.ts';
import { createSource, deleteSource, reprocessSource, SOURCE_NOT_FOUND, updateQuestionSource, updateTextSource } from '../../domain/rag/write-sources.ts';
import type { AppEnv } from '../../http/app-env.ts';
import type { ApiDeps } from '../deps.ts';
import { siteUrlOf } from '../knowledge/site-url.ts';
import type {
  conversationDraftRoute,
  createConversationRoute,
  createQuestionsRoute,
  createTextRoute,
  deleteSourceRoute,
  getSourceRoute,
  listSourcesRoute,
  reprocessSourceRoute,
  searchRoute,
  updateQuestionsRoute,
  updateTextRoute,
} from './rag.routes.ts';

export const createQuestionsHandler =
  ({ db, now }: ApiDeps): RouteHandler<typeof createQuestionsRoute, AppEnv> =>
  async (c) => {
    const { questions, answer } = c.req.valid('json');
    const principal = c.get('principal');
    return c.json(await createSource(db, principal.organizationId, { type: 'question', questions, answer }, { actor: actorOf(principal), now: now() }), 202);
  };

export const updateQuestionsHandler =
  ({ db, now }: ApiDeps): RouteHandler<typeof updateQuestionsRoute, AppEnv> =>
  async (c) => {
    const principal = c.get('principal');
    const options = { actor: actorOf(principal), now: now() };
    return c.json(await updateQuestionSource(db, principal.organizationId, c.req.valid('param').uuid, c.req.valid('json'), options), 202);
  };

export const createTextHandler =
  ({ db, now }: ApiDeps): RouteHandler<typeof createTextRoute, AppEnv> =>
  async (c) => {
    const { title, content } = c.req.valid('json');
    const principal = c.get('principal');
    return c.json(await createSource(db, principal.organizationId, { type: 'text', title, content }, { actor: actorOf(principal), now: now() }), 202);
  };

export const updateTextHandler =
  ({ db, now }: ApiDeps): RouteHandler<typeof updateTextRoute, AppEnv> =>
  async (c) => {
    const principal = c.get('principal');
    const options = { actor: actorOf(principal), now: now() };
    return c.json(await updateTextSource(db, principal.organizationId, c.req.valid('param').uuid, c.req.valid('json'), options), 202);
  };

export const createConversationHandler =
  ({ db, now }: ApiDeps): RouteHandler<typeof createConversationRoute, AppEnv> =>
  async (c) => {
    const principal = c.get('principal');
    const source = await conversationQuestionAndAnswer(db, principal.organizationId, c.req.valid('json').conversation_id);
    return c.json(await createSource(db, principal.organizationId, source, { actor: actorOf(principal), now: now() }), 202);
  };

export const conversationDraftHandler =
  ({ db }: ApiDeps): RouteHandler<typeof conversationDraftRoute, AppEnv> =>
  async (c) => {
    const { title, questions, answer } = await conversationQuestionAndAnswer(db, c.get('principal').organizationId, c.req.valid('query').conversation_id);
    return c.json({ title, questions, answer }, 200);
  };

export const listSourcesHandler =
  ({ db }: ApiDeps): RouteHandler<typeof listSourcesRoute, AppEnv> =>
  async (c) => c.json(await listSources(db, c.get('principal').organizationId, c.req.valid('query')), 200);

export const getSourceHandler =
  ({ db }: ApiDeps): RouteHandler<typeof getSourceRoute, AppEnv> =>
  async (c) => {
    const source = await getSource(db, c.get('principal').organizationId, c.req.valid('param').uuid);
    return source ? c.json(source, 200) : c.json({ error: SOURCE_NOT_FOUND }, 404);
  };

export const deleteSourceHandler =
  ({ db, now }: ApiDeps): RouteHandler<typeof deleteSourceRoute, AppEnv> =>
  async (c) => {
    const principal = c.get('principal');
    return c.json(await deleteSource(db, principal.organizationId, c.req.valid('param').uuid, { actor: actorOf(principal), now: now() }), 200);
  };

export const reprocessSourceHandler =
  ({ db, now }: ApiDeps): RouteHandler<typeof reprocessSourceRoute, AppEnv> =>
  async (c) => {
    const principal = c.get('principal');
    return c.json(await reprocessSource(db, principal.organizationId, c.req.valid('param').uuid, { actor: actorOf(principal), now: now() }), 202);
  };

export const searchHandler =
  (deps: ApiDeps): RouteHandler<typeof searchRoute, AppEnv> =>
  async (c) => {
    const { q, limit } = c.req.valid('query');
    return c.json({ results: await searchSources(deps.db, c.get('principal').organizationId, q, limit, () => siteUrlOf(c, deps)) }, 200);
  };
