import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ConversationPage } from '#contract/conversations';
import type { ChangeEvent } from '#contract/events';
import type { Presence } from '#contract/presence';
import { readEvents, type SseClient } from '../support/sse-client.ts';
import { createScratchDatabase, type ScratchDatabase } from '../support/scratch-database.ts';
import { killAll, makeDataDir, parseBanner, removeDataDir, spawnServer, waitReady, type ServerProc } from './spawn-helpers.ts';

// Two server processes on one PostgreSQL database: a change made through one reaches an event stream held by
// the other (LISTEN/NOTIFY, then the log), and so does an agent's presence.

const serverUrl = process.env.TEST_DATABASE_URL;

describe.skipIf(!serverUrl)('two servers streaming from one PostgreSQL database', { timeout: 120_000 }, () => {
  let scratch: ScratchDatabase;
  const dataDirs: string[] = [];
  const streams: SseClient[] = [];
  let servers: ServerProc[];

  beforeAll(async () => {
    scratch = await createScratchDatabase(serverUrl!, 'inbox_events_two');
    const start = (): Promise<ServerProc> => {
      const dir = makeDataDir();
      dataDirs.push(dir);
      return spawnServer({ DATA_DIR: dir, DATABASE_URL: scratch.url, SMTP_PORT: '0' });
    };
    // One after the other: the first creates the demo organization.
    servers = [await start()];
    await waitReady(servers[0]!);
    servers.push(await start());
    await waitReady(servers[1]!);
  });

  afterAll(async () => {
    for (const s of streams) s.close();
    await killAll();
    await scratch?.drop();
    for (const dir of dataDirs) removeDataDir(dir);
  });

  it('streams on one server what was changed through the other, and who is viewing', async () => {
    const [a, b] = servers as [ServerProc, ServerProc];
    const demo = parseBanner(a.stdout()).demo!;
    const headers = { 'X-Api-Key': demo.apiKey };
    const res = await fetch(`${b.url}/api/events`, { headers });
    expect(res.status).toBe(200);
    const stream = readEvents(res);
    streams.push(stream);
    await stream.next('ready', 10_000);

    const page = (await (await fetch(`${a.url}/api/conversations?limit=3`, { headers })).json()) as ConversationPage;
    const id = page.data[0]!.id;
    const bulk = await fetch(`${a.url}/api/conversations/bulk`, {
      method: 'POST',
      headers: { ...headers, 'Content-Type': 'application/json' },
      body: JSON.stringify({ ids: [id], tag: 'seen-across' }),
    });
    expect(bulk.status).toBe(200);
    const event = JSON.parse((await stream.next('conversation.updated', 15_000)).data) as ChangeEvent & { conversation: { id: number; tags: string[] } };
    expect(event.conversation_id).toBe(id);
    expect(event.conversation.tags).toContain('seen-across');

    // The owner, signed in on server A, opens the conversation: the stream on server B says so.
    const signIn = await fetch(`${a.url}/api/session`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', 'X-Inbox-Request': '1' },
      body: JSON.stringify({ email: demo.email, password: demo.password }),
    });
    expect(signIn.status).toBe(200);
    const cookie = signIn.headers.get('set-cookie')!.split(';')[0]!;
    const heartbeat = await fetch(`${a.url}/api/presence`, {
      method: 'POST',
      headers: { Cookie: cookie, 'X-Inbox-Request': '1', 'Content-Type': 'application/json' },
      body: JSON.stringify({ conversation_id: id, state: 'viewing' }),
    });
    expect(heartbeat.status).toBe(200);
    const presence = JSON.parse((await stream.next('presence', 15_000)).data) as { presence: Presence[] };
    expect(presence.presence).toMatchObject([{ conversation_id: id, state: 'viewing', agent: { name: 'Dana Demo' } }]);

    for (const s of servers) expect((await s.stop('SIGTERM')).code).toBe(0);
  });
});
