import { createScratchDatabase, pgQuery, type ScratchDatabase } from '../support/scratch-database.ts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Message } from '#contract/conversations';
import { startTestRelay, type TestRelay } from '../support/test-relay.ts';
import { killAll, makeDataDir, parseBanner, removeDataDir, sleep, spawnServer, waitReady, type ServerProc } from './spawn-helpers.ts';

// Two server processes on one PostgreSQL database share the durable job queue: every scheduled message is
// delivered by exactly one of them, exactly once, to the relay they both use.

const serverUrl = process.env.TEST_DATABASE_URL;
const MESSAGES = 200;

describe.skipIf(!serverUrl)('two servers sending from one PostgreSQL database', { timeout: 150_000 }, () => {
  let scratch: ScratchDatabase;
  let databaseUrl: string;
  let relay: TestRelay;
  const dataDirs: string[] = [];

  beforeAll(async () => {
    scratch = await createScratchDatabase(serverUrl!, 'inbox_mail_two');
    databaseUrl = scratch.url;
    relay = await startTestRelay();
  });

  afterAll(async () => {
    await killAll();
    await relay?.close();
    await scratch?.drop();
    for (const dir of dataDirs) removeDataDir(dir);
  });

  it(`delivers ${MESSAGES} messages scheduled through both servers each exactly once`, async () => {
    // The same relay for both; the client name (EHLO) in the URL tells the relay which process delivered.
    const start = (name: string): Promise<ServerProc> => {
      const dir = makeDataDir();
      dataDirs.push(dir);
      return spawnServer({ DATA_DIR: dir, DATABASE_URL: databaseUrl, SMTP_PORT: '0', SMTP_RELAY_URL: `${relay.url}/?name=${name}` });
    };
    const servers = await Promise.all([start('server-a.test'), start('server-b.test')]);
    await Promise.all(servers.map((s) => waitReady(s)));
    const demo = servers.map((s) => parseBanner(s.stdout()).demo).find((d) => d !== undefined)!;
    const [channel] = await pgQuery<{ id: string }>(databaseUrl, `select id from channels where email = 'support@acme-support.example.com'`);

    const compose = async (i: number): Promise<Message> => {
      const server = servers[i % 2]!;
      const res = await fetch(`${server.url}/api/conversations/compose`, {
        method: 'POST',
        headers: { 'X-Api-Key': demo.apiKey, 'Content-Type': 'application/json' },
        body: JSON.stringify({
          channel_id: Number(channel!.id),
          to: `customer-${i}@customer.example`,
          subject: `Bulk ${i}`,
          content: { content: `<p>Message number ${i}</p>` },
          delay: 2 + (i % 2),
          agent_email: 'demo@acme-support.example.com',
        }),
        signal: AbortSignal.timeout(20_000),
      });
      expect(res.status).toBe(200);
      return (await res.json()) as Message;
    };
    const scheduled: Message[] = [];
    // 20 requests in flight at a time, alternating between the two servers.
    for (let i = 0; i < MESSAGES; i += 20) scheduled.push(...(await Promise.all(Array.from({ length: 20 }, (_, k) => compose(i + k)))));
    expect(scheduled.every((m) => m.status === 'scheduled')).toBe(true);

    await relay.waitForCount(MESSAGES, 60_000);
    // Both workers poll every second: a duplicate would show up within a few polls.
    await sleep(3_000);

    const ids = relay.messages.map((m) => m.messageId);
    expect(ids).toHaveLength(MESSAGES);
    expect(new Set(ids).size).toBe(MESSAGES);
    expect(relay.messages.map((m) => m.parsed.subject).sort()).toEqual(Array.from({ length: MESSAGES }, (_, i) => `Bulk ${i}`).sort());
    for (const m of relay.messages) {
      const i = Number(m.parsed.subject!.slice('Bulk '.length));
      expect(m.envelope.to).toEqual([`customer-${i}@customer.example`]);
    }

    // Both processes took part in delivering.
    const byServer = new Map<string, number>();
    for (const m of relay.messages) byServer.set(m.clientName, (byServer.get(m.clientName) ?? 0) + 1);
    expect([...byServer.keys()].sort()).toEqual(['server-a.test', 'server-b.test']);

    const rows = await pgQuery<{ status: string; message_id_header: string }>(
      databaseUrl,
      `select status, message_id_header from messages where subject like 'Bulk %' and direction = 'outbound'`,
    );
    expect(rows).toHaveLength(MESSAGES);
    expect(rows.every((r) => r.status === 'sent')).toBe(true);
    expect(new Set(rows.map((r) => r.message_id_header))).toEqual(new Set(ids));
    const jobs = await pgQuery<{ status: string; attempts: number; n: number }>(
      databaseUrl,
      `select status, attempts, count(*)::int as n from jobs where kind = 'message.send' group by status, attempts`,
    );
    expect(jobs).toEqual([{ status: 'done', attempts: 1, n: MESSAGES }]);

    for (const s of servers) {
      expect(s.stderr()).toBe('');
      expect((await s.stop('SIGTERM')).code).toBe(0);
    }
  });
});
