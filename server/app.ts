import { Hono, type Context } from 'hono';
import type { Logger } from 'pino';
import type { Db } from './db/client.ts';
import { apiDocs } from './http/api-docs.ts';
import { bodyLimit } from './http/body-limit.ts';
import { compressResponses } from './http/compress.ts';
import { requireCaller } from './http/auth.ts';
import { createRouter } from './http/create-router.ts';
import { createErrorHandler } from './http/errors.ts';
import { inputGuards } from './http/input-guards.ts';
import { requestLogger } from './http/request-logger.ts';
import { webApp } from './http/web-app.ts';
import { agentsRouter } from './routes/agents/agents.router.ts';
import { apiKeysRouter } from './routes/api-keys/api-keys.router.ts';
import { eventsRouter } from './routes/events/events.router.ts';
import { webhooksRouter } from './routes/webhooks/webhooks.router.ts';
import { ChangeHub } from './events/change-hub.ts';
import { channelsRouter } from './routes/channels/channels.router.ts';
import { contactsRouter } from './routes/contacts/contacts.router.ts';
import { bulkOperationsRouter } from './routes/bulk-operations/bulk-operations.router.ts';
import { conversationsRouter } from './routes/conversations/conversations.router.ts';
import { presenceRouter } from './routes/presence/presence.router.ts';
import { ragRouter } from './routes/rag/rag.router.ts';
import type { ApiDeps } from './routes/deps.ts';
import { sessionRouter } from './routes/session/session.router.ts';
import { snippetsRouter } from './routes/snippets/snippets.router.ts';
import { suppressionsRouter } from './routes/suppressions/suppressions.router.ts';
import { invoicesRouter } from './routes/invoices/invoices.router.ts';
import { knowledgeRouter } from './routes/knowledge/knowledge.router.ts';
import { DEFAULT_KNOWLEDGE_CNAME_TARGET } from './domain/knowledge/cname-lookup.ts';

export const API_VERSION = '3.0';
// Compose attachments are up to 5 MB each, base64-encoded (x4/3) in JSON, several per message.
const MAX_BODY_BYTES = 40 * 1024 * 1024;

export interface AppOptions {
  db: Db;
  logger: Logger;
  /** Readiness: a database round trip. */
  ping: () => Promise<void>;
  now?: () => Date;
  trustProxy?: boolean;
  /** Folder of the built dashboard, served at /; omitted in API tests. */
  webRoot?: string;
  /** DNS_SERVERS (IP[:port] each); the system's resolvers when absent. */
  dnsServers?: string[] | undefined;
  /** KNOWLEDGE_CNAME_TARGET. */
  knowledgeCnameTarget?: string;
  /** The process's change-feed reader; without one (API tests), a polling one is made for event streams. */
  hub?: ChangeHub;
  /** WEBHOOK_ALLOW_PRIVATE. */
  webhookAllowPrivate?: boolean;
}

/** The API routes with their declarations: the OpenAPI document is generated from this. */
export function createApi(deps: ApiDeps) {
  const api = createRouter();
  api.openAPIRegistry.registerComponent('securitySchemes', 'ApiKey', {
    type: 'apiKey',
    in: 'header',
    name: 'X-Api-Key',
    description: 'An API key of the organization. Header names are case-insensitive.',
  });
  api.use('*', requireCaller(deps.db, deps.logger, deps.now));
  return api
    .route('/', agentsRouter(deps))
    .route('/', suppressionsRouter(deps))
    .route('/', contactsRouter(deps))
    .route('/', channelsRouter(deps))
    .route('/', bulkOperationsRouter(deps))
    .route('/', conversationsRouter(deps))
    .route('/', ragRouter(deps))
    .route('/', snippetsRouter(deps))
    .route('/', apiKeysRouter(deps))
    .route('/', eventsRouter(deps))
    .route('/', presenceRouter(deps))
    .route('/', webhooksRouter(deps))
    .route('/', invoicesRouter(deps))
    .route('/', knowledgeRouter(deps));
}

export function openApiDocument(api: ReturnType<typeof createApi>) {
  return api.getOpenAPI31Document({
    openapi: '3.1.0',
    info: {
      title: 'Support Inbox API',
      version: API_VERSION,
      description: 'The HTTP JSON API of the Support Inbox Service. Every request needs an API key in X-Api-Key.',
    },
    servers: [{ url: '/api' }],
    security: [{ ApiKey: [] }],
  });
}

export function createApp(opts: AppOptions) {
  const deps: ApiDeps = {
    db: opts.db,
    logger: opts.logger,
    now: opts.now ?? (() => new Date()),
    trustProxy: opts.trustProxy ?? false,
    dnsServers: opts.dnsServers,
    knowledgeCnameTarget: opts.knowledgeCnameTarget ?? DEFAULT_KNOWLEDGE_CNAME_TARGET,
    hub: opts.hub ?? new ChangeHub(opts.db, { logger: opts.logger }),
    webhookAllowPrivate: opts.webhookAllowPrivate ?? false,
  };
  const app = new Hono();
  const onError = createErrorHandler(opts.logger);
  app.onError(onError);
  app.use('*', requestLogger(opts.logger));
  app.use('*', compressResponses());

  app.get('/healthz', (c) => c.json({ status: 'ok' }));
  app.get('/readyz', async (c) => {
    try {
      await opts.ping();
      return c.json({ status: 'ready' });
    } catch (err) {
      opts.logger.warn({ err }, 'readiness check failed');
      return c.json({ error: 'database unreachable' }, 503);
    }
  });

  const api = createApi(deps);
  const document = openApiDocument(api);
  const root = new Hono();
  root.onError(onError);
  root.use('*', bodyLimit(MAX_BODY_BYTES));
  root.use('*', inputGuards());
  root.get('/openapi.json', (c) => c.json(document));
  root.route('/docs', apiDocs());
  root.route('/session', sessionRouter(deps));
  root.route('/', api);
  // A catch-all, not only notFound: without it, an /api path no route matches would fall through to the
  // dashboard's app shell (an HTML 200) once the dashboard is mounted at /.
  const noRoute = (c: Context) => c.json({ error: `no route for ${c.req.method} ${c.req.path}` }, 404);
  root.all('*', noRoute);
  root.notFound(noRoute);
  app.route('/api', root);

  if (opts.webRoot) app.route('/', webApp(opts.webRoot));
  app.notFound((c) => c.json({ error: `no route for ${c.req.method} ${c.req.path}` }, 404));
  return app;
}
