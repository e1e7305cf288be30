import { Hono, type Context } from 'hono';
import type { Logger } from 'pino';
import type { Db } from './db/client.ts';
import { allowedMethods } from './http/allowed-methods.ts';
import { apiDocs } from './http/api-docs.ts';
import { apiTags } from './http/api-tags.ts';
import { bodyLimit } from './http/body-limit.ts';
import { compressResponses } from './http/compress.ts';
import { requireCaller } from './http/auth.ts';
import { WindowCounter } from './domain/rate-limits/window-counter.ts';
import { ConcurrencyGate } from './http/concurrency-gate.ts';
import { createRouter } from './http/create-router.ts';
import { createErrorHandler } from './http/errors.ts';
import { inputGuards } from './http/input-guards.ts';
import { requestLogger } from './http/request-logger.ts';
import { securityHeaders } from './http/security-headers.ts';
import { webApp } from './http/web-app.ts';
import { siteByHost, siteByPath } from './site/site-router.ts';
import { agentsRouter } from './routes/agents/agents.router.ts';
import { apiKeysRouter } from './routes/api-keys/api-keys.router.ts';
import { eventsRouter } from './routes/events/events.router.ts';
import { webhooksRouter } from './routes/webhooks/webhooks.router.ts';
import { ChangeHub } from './events/change-hub.ts';
import { channelsRouter } from './routes/channels/channels.router.ts';
import { organizationRouter } from './routes/organization/organization.router.ts';
import { reportsRouter } from './routes/reports/reports.router.ts';
import { slaRouter } from './routes/sla/sla.router.ts';
import { rulesRouter } from './routes/rules/rules.router.ts';
import { contactsRouter } from './routes/contacts/contacts.router.ts';
import { bulkOperationsRouter } from './routes/bulk-operations/bulk-operations.router.ts';
import { conversationsRouter } from './routes/conversations/conversations.router.ts';
import { presenceRouter } from './routes/presence/presence.router.ts';
import { ragRouter } from './routes/rag/rag.router.ts';
import type { ApiDeps, InboundSmtp } from './routes/deps.ts';
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
  /** RATE_LIMIT_PER_MINUTE: requests per API key and per session; 0 or absent (API tests): no limit. */
  rateLimitPerMinute?: number;
  /** Where mail for the channels is received (SMTP_PORT, PUBLIC_URL's host); absent (API tests): not known. */
  inboundSmtp?: InboundSmtp;
  /** PUBLIC_URL: where the help site's links point; absent: the origin each request came to. */
  publicUrl?: string | undefined;
}

/** Unknown API keys one client address may try per minute (when rate limits are on). */
export const UNKNOWN_KEYS_PER_MINUTE = 60;
/** Votes on the help site's articles one client address may cast per minute. */
export const SITE_FEEDBACK_PER_MINUTE = 10;
/** Searches of a help site one client address may run per minute (each runs the AI store's retrieval). */
export const SITE_SEARCHES_PER_MINUTE = 60;
/** Messages one client address may send through a help site's contact form per hour. */
export const SITE_CONTACTS_PER_HOUR = 5;
/** Exports one caller may run at once in a process. */
const EXPORTS_AT_ONCE = 2;

/** The API routes with their declarations: the OpenAPI document is generated from this. */
export function createApi(deps: ApiDeps) {
  const api = createRouter();
  api.openAPIRegistry.registerComponent('securitySchemes', 'ApiKey', {
    type: 'apiKey',
    in: 'header',
    name: 'X-Api-Key',
    description: 'An API key of the organization. Header names are case-insensitive.',
  });
  const perMinute = deps.rateLimitPerMinute ?? 0;
  const clock = () => deps.now().getTime();
  api.use(
    '*',
    requireCaller(deps.db, deps.logger, deps.now, {
      requests: new WindowCounter(deps.db, { limit: perMinute, logger: deps.logger, now: clock }),
      unknownKeys: new WindowCounter(deps.db, { limit: perMinute > 0 ? UNKNOWN_KEYS_PER_MINUTE : 0, logger: deps.logger, now: clock }),
      trustProxy: deps.trustProxy ?? false,
    }),
  );
  const exports = new ConcurrencyGate(EXPORTS_AT_ONCE);
  api.get('/conversations/:id/export', async (c, next) => {
    const release = exports.tryEnter(c.get('rateBucket'));
    if (!release) return c.json({ error: `at most ${EXPORTS_AT_ONCE} exports run at once per caller: wait for yours to finish` }, 429, { 'Retry-After': '2' });
    try {
      await next();
    } finally {
      release();
    }
  });
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
    .route('/', knowledgeRouter(deps))
    .route('/', organizationRouter(deps))
    .route('/', slaRouter(deps))
    .route('/', reportsRouter(deps))
    .route('/', rulesRouter(deps));
}

const TOO_MANY_REQUESTS = {
  description:
    'Past the rate limit of the API key or session (RATE_LIMIT_PER_MINUTE, 700 a minute by default): wait the seconds of Retry-After. ' +
    'Every counted answer carries RateLimit-Limit, RateLimit-Remaining, RateLimit-Reset and RateLimit-Policy.',
  headers: {
    'Retry-After': { description: 'Seconds until the window ends.', schema: { type: 'integer' } },
    'RateLimit-Limit': { description: 'Requests allowed per window (a minute).', schema: { type: 'integer' } },
    'RateLimit-Remaining': { description: 'Requests left in this window.', schema: { type: 'integer' } },
    'RateLimit-Reset': { description: 'Seconds until the window ends.', schema: { type: 'integer' } },
  },
  content: { 'application/json': { schema: { $ref: '#/components/schemas/Error' } } },
};

/** Every operation is rate limited by the same middleware: its 429 is declared here once rather than per route. */
function withRateLimitAnswers<T extends { paths?: object }>(document: T): T {
  for (const item of Object.values(document.paths ?? {}) as (object | undefined)[]) {
    for (const operation of Object.values(item ?? {}) as unknown[]) {
      const responses = (operation as { responses?: Record<string, { headers?: object } | undefined> }).responses;
      if (!responses) continue;
      // A route with a 429 of its own (too many at once) keeps its description and gains the headers.
      const own = responses['429'];
      responses['429'] = own ? { ...own, headers: { ...TOO_MANY_REQUESTS.headers, ...own.headers } } : TOO_MANY_REQUESTS;
    }
  }
  return document;
}

export function openApiDocument(api: ReturnType<typeof createApi>) {
  return withRateLimitAnswers(api.getOpenAPI31Document({
    openapi: '3.1.0',
    info: {
      title: 'Support Inbox API',
      version: API_VERSION,
      description: 'The HTTP JSON API of the Support Inbox Service. Every request needs an API key in X-Api-Key.',
    },
    servers: [{ url: '/api', description: 'This server: the API is under /api, beside the dashboard.' }],
    security: [{ ApiKey: [] }],
    tags: apiTags(),
  }));
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
    rateLimitPerMinute: opts.rateLimitPerMinute ?? 0,
    inboundSmtp: opts.inboundSmtp ?? { host: null, port: null },
    publicUrl: opts.publicUrl?.replace(/\/+$/, ''),
  };
  const app = new Hono();
  const onError = createErrorHandler(opts.logger);
  app.onError(onError);
  app.use('*', requestLogger(opts.logger));
  app.use('*', securityHeaders({ trustProxy: deps.trustProxy ?? false }));
  app.use('*', compressResponses());
  // An organization's own help-site domain answers only with its site (server/site/site-router.ts).
  const site = {
    db: opts.db,
    publicUrl: deps.publicUrl,
    trustProxy: deps.trustProxy ?? false,
    limits: {
      feedback: new WindowCounter(opts.db, { limit: SITE_FEEDBACK_PER_MINUTE, logger: opts.logger, now: () => deps.now().getTime() }),
      search: new WindowCounter(opts.db, { limit: SITE_SEARCHES_PER_MINUTE, logger: opts.logger, now: () => deps.now().getTime() }),
      contact: new WindowCounter(opts.db, { limit: SITE_CONTACTS_PER_HOUR, windowMs: 3_600_000, logger: opts.logger, now: () => deps.now().getTime() }),
    },
    now: deps.now,
    logger: opts.logger,
  };
  app.use('*', siteByHost(site));

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
  root.use('*', allowedMethods(document, '/api'));
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

  app.route('/help', siteByPath(site));
  if (opts.webRoot) app.route('/', webApp(opts.webRoot));
  app.notFound((c) => c.json({ error: `no route for ${c.req.method} ${c.req.path}` }, 404));
  return app;
}
