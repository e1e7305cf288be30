import pino from 'pino';
import { createApp } from '../../server/app.ts';
import { openDatabase, type Database } from '../../server/db/client.ts';
import type { InboundSmtp } from '../../server/routes/deps.ts';
import { ChangeHub } from '../../server/events/change-hub.ts';
import { createApiKey } from '../../server/domain/api-keys.ts';
import { createOrganization, type CreatedOrganization } from '../../server/domain/organizations.ts';
import type { Permission } from '#contract/permissions';
import { openTestDatabase } from './test-database.ts';

export interface TestApp {
  database: Database;
  /** The change-feed reader event streams use (listening for NOTIFY, as in the server). */
  hub: ChangeHub;
  app: ReturnType<typeof createApp>;
  /** A request to the in-process app, authenticated with `key` when given. */
  request(path: string, init?: RequestInit & { key?: string; json?: unknown }): Promise<Response>;
  createOrg(name?: string): Promise<CreatedOrganization>;
  createKey(organizationId: number, permissions: Permission[]): Promise<string>;
  close(): Promise<void>;
}

export async function createTestApp(
  opts: {
    now?: () => Date;
    trustProxy?: boolean;
    dnsServers?: string[];
    knowledgeCnameTarget?: string;
    webhookAllowPrivate?: boolean;
    /** Off unless a test is about it: suites send thousands of requests with one key. */
    rateLimitPerMinute?: number;
    /** Where this server receives mail (GET /channels/routing), when a test is about it. */
    inboundSmtp?: InboundSmtp;
    /** PUBLIC_URL, when a test is about the links the server makes. */
    publicUrl?: string;
    /** An embedded database in this folder (for a server process to open afterwards), not the test database. */
    dataDir?: string;
  } = {},
): Promise<TestApp> {
  const database = opts.dataDir ? await openDatabase({ dataDir: opts.dataDir, command: 'test app' }) : await openTestDatabase();
  const logger = pino({ level: 'silent' });
  const hub = new ChangeHub(database.db, { logger, listen: database.listen });
  const app = createApp({
    db: database.db,
    logger,
    hub,
    ping: database.ping,
    ...(opts.now ? { now: opts.now } : {}),
    ...(opts.trustProxy ? { trustProxy: true } : {}),
    dnsServers: opts.dnsServers,
    ...(opts.webhookAllowPrivate ? { webhookAllowPrivate: true } : {}),
    ...(opts.knowledgeCnameTarget ? { knowledgeCnameTarget: opts.knowledgeCnameTarget } : {}),
    ...(opts.rateLimitPerMinute ? { rateLimitPerMinute: opts.rateLimitPerMinute } : {}),
    ...(opts.inboundSmtp ? { inboundSmtp: opts.inboundSmtp } : {}),
    ...(opts.publicUrl ? { publicUrl: opts.publicUrl } : {}),
  });
  let orgs = 0;
  return {
    database,
    hub,
    app,
    request: (path, init = {}) => {
      const { key, json, ...rest } = init;
      const headers = new Headers(rest.headers);
      if (key) headers.set('X-Api-Key', key);
      if (json !== undefined) headers.set('Content-Type', 'application/json');
      return Promise.resolve(
        app.request(path, { ...rest, headers, ...(json !== undefined ? { body: JSON.stringify(json) } : {}) }),
      );
    },
    createOrg: (name) => createOrganization(database.db, { name: name ?? `Org ${++orgs}` }),
    createKey: async (organizationId, permissions) =>
      (await createApiKey(database.db, { organizationId, name: 'test key', permissions })).key,
    close: async () => {
      await hub.close();
      await database.close();
    },
  };
}
