import fs from 'node:fs';
import net, { type AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '../../server/app.ts';
import { openDatabase, type Database } from '../../server/db/client.ts';
import { channels, messages } from '../../server/db/schema.ts';
import { createAgent } from '../../server/domain/agents.ts';
import { createOrganization, type CreatedOrganization } from '../../server/domain/organizations.ts';
import { jobHandlers } from '../../server/jobs/handlers.ts';
import { runDueJobs } from '../../server/jobs/worker.ts';
import { createMailTransport } from '../../server/mail/outbound/transport.ts';
import { createScratchDatabase, type ScratchDatabase } from '../support/scratch-database.ts';

// The database goes away for a while (here: a TCP proxy in front of PostgreSQL stops forwarding and refuses
// connections) and comes back. Meanwhile requests get 503 {error} at once, /readyz fails, the job queue keeps
// its jobs; afterwards everything works again without a restart. PostgreSQL only: PGlite runs in the process.

const serverUrl = process.env.TEST_DATABASE_URL;

/** A TCP proxy that can be switched off (connections cut and refused) and on again, on the same port. */
async function startSwitchableProxy(target: URL) {
  const sockets = new Set<net.Socket>();
  const server = net.createServer((client) => {
    const upstream = net.connect(Number(target.port || 5432), target.hostname);
    for (const s of [client, upstream]) {
      sockets.add(s);
      s.on('close', () => sockets.delete(s));
      s.on('error', () => {});
    }
    client.pipe(upstream).pipe(client);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const port = (server.address() as AddressInfo).port;
  return {
    port,
    down: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        for (const s of sockets) s.destroy();
      }),
    up: () => new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve)),
    close: () => new Promise<void>((resolve) => (server.listening ? server.close(() => resolve()) : resolve())).finally(() => sockets.forEach((s) => s.destroy())),
  };
}

describe.skipIf(!serverUrl)('a database outage (PostgreSQL)', () => {
  let scratch: ScratchDatabase;
  let proxy: Awaited<ReturnType<typeof startSwitchableProxy>>;
  let database: Database;
  let app: ReturnType<typeof createApp>;
  let org: CreatedOrganization;
  let channelId: number;
  let agentId: number;
  const outbox = fs.mkdtempSync(path.join(os.tmpdir(), 'outage-outbox-'));
  const logger = pino({ level: 'silent' });

  beforeAll(async () => {
    scratch = await createScratchDatabase(serverUrl!, 'inbox_outage');
    const target = new URL(scratch.url);
    proxy = await startSwitchableProxy(target);
    const viaProxy = new URL(scratch.url);
    viaProxy.hostname = '127.0.0.1';
    viaProxy.port = String(proxy.port);
    database = await openDatabase({ databaseUrl: viaProxy.toString(), pool: 4 });
    app = createApp({ db: database.db, logger, ping: database.ping });
    org = await createOrganization(database.db, { name: 'Outage Co' });
    [{ id: channelId }] = (await database.db.insert(channels).values({ organizationId: org.organization.id, email: 'help@outage.test', name: 'Help' }).returning({ id: channels.id })) as [{ id: number }];
    agentId = (await createAgent(database.db, { organizationId: org.organization.id, email: 'ann@outage.test', name: 'Ann', role: 'agent' })).id;
  });
  afterAll(async () => {
    await proxy?.up().catch(() => {});
    await database?.close();
    await proxy?.close();
    await scratch?.drop();
    fs.rmSync(outbox, { recursive: true, force: true });
  });

  const list = () => Promise.resolve(app.request('/api/conversations', { headers: { 'X-Api-Key': org.api_key } }));

  it('answers 503 {error} with Retry-After while the database is away, fails /readyz, keeps queued jobs, and recovers without a restart', async () => {
    const composed = await app.request('/api/conversations/compose', {
      method: 'POST',
      headers: { 'X-Api-Key': org.api_key, 'Content-Type': 'application/json' },
      body: JSON.stringify({ channel_id: channelId, to: 'customer@outage.example', subject: 'Before the outage', content: { content: '<p>Hi</p>' }, agent_id: agentId, delay: 0 }),
    });
    expect(composed.status).toBe(200);
    const messageId = ((await composed.json()) as { id: number }).id;

    await proxy.down();
    const during = await list();
    expect(during.status).toBe(503);
    expect(during.headers.get('Retry-After')).toBe('5');
    expect(await during.json()).toEqual({ error: 'the database is unavailable: try again in a few seconds' });
    expect((await app.request('/readyz')).status).toBe(503);
    expect((await app.request('/healthz')).status).toBe(200);
    // The worker's poll fails; the job stays queued.
    const handlers = jobHandlers({ db: database.db, transport: createMailTransport({ outboxDir: outbox }), logger });
    await expect(runDueJobs(database.db, handlers, { now: new Date(Date.now() + 60_000), workerId: 'outage' })).rejects.toThrow();

    await proxy.up();
    await expect.poll(async () => (await list()).status, { timeout: 20_000, interval: 200 }).toBe(200);
    expect((await app.request('/readyz')).status).toBe(200);
    let ran = 0;
    for (let n = -1; n !== 0; ran += n) n = await runDueJobs(database.db, handlers, { now: new Date(Date.now() + 60_000), workerId: 'outage' });
    expect(ran).toBeGreaterThanOrEqual(1);
    const [sent] = await database.db.select({ status: messages.status }).from(messages).where(eq(messages.id, messageId));
    expect(sent?.status).toBe('sent');
    expect(fs.readdirSync(outbox).filter((f) => f.endsWith('.eml'))).toHaveLength(1);
  }, 60_000);
});
