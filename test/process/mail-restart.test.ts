import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import nodemailer from 'nodemailer';
import { createScratchDatabase, type ScratchDatabase } from '../support/scratch-database.ts';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { Message, Timeline } from '#contract/conversations';
import { openDatabase } from '../../server/db/client.ts';
import { messages } from '../../server/db/schema.ts';
import { startTestRelay, type TestRelay } from '../support/test-relay.ts';
import { freePort, killAll, makeDataDir, parseBanner, removeDataDir, sleep, startServer, type Env, type ServerProc } from './spawn-helpers.ts';

// The real server process with real SMTP on both sides: its inbound listener on SMTP_PORT, and its outgoing
// mail delivered to a test relay in this process (SMTP_RELAY_URL). A message scheduled before a graceful stop
// is delivered once after the restart. On PGlite by default; on a fresh PostgreSQL database with TEST_DATABASE_URL.

const serverUrl = process.env.TEST_DATABASE_URL;
let scratch: ScratchDatabase | undefined;
let databaseUrl = '';
let relay: TestRelay;
let dataDir: string;
let smtpPort: number;
let server: ServerProc | undefined;
let apiKey: string;
let channelId: number;

const env = (): Env => ({ DATA_DIR: dataDir, DATABASE_URL: databaseUrl, SMTP_PORT: String(smtpPort), SMTP_RELAY_URL: relay.url });

async function api<T>(path: string, init: { method?: string; json?: unknown } = {}): Promise<{ status: number; body: T }> {
  const res = await fetch(`${server!.url}/api${path}`, {
    method: init.method ?? 'GET',
    headers: { 'X-Api-Key': apiKey, ...(init.json === undefined ? {} : { 'Content-Type': 'application/json' }) },
    ...(init.json === undefined ? {} : { body: JSON.stringify(init.json) }),
    signal: AbortSignal.timeout(10_000),
  });
  return { status: res.status, body: (await res.json()) as T };
}

async function until<T>(what: string, probe: () => Promise<T | undefined>, timeoutMs = 15_000): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await probe();
    if (value !== undefined) return value;
    if (Date.now() > deadline) throw new Error(`${what}: not within ${timeoutMs} ms`);
    await sleep(100);
  }
}

/** The stored rows of messages with this subject, read once the server has stopped (PGlite: one process per folder). */
async function storedMessages(subject: string) {
  const database = await openDatabase(databaseUrl ? { databaseUrl, pool: 1 } : { dataDir, command: 'mail-restart test' });
  try {
    return await database.db
      .select({ status: messages.status, messageIdHeader: messages.messageIdHeader, sentAt: messages.sentAt })
      .from(messages)
      .where(eq(messages.subject, subject));
  } finally {
    await database.close();
  }
}

beforeAll(async () => {
  relay = await startTestRelay();
  dataDir = makeDataDir();
  smtpPort = await freePort();
  if (serverUrl) {
    scratch = await createScratchDatabase(serverUrl, 'inbox_mail_restart');
    databaseUrl = scratch.url;
  }
});
afterEach(async (ctx) => {
  if (ctx.task.result?.state === 'fail') await killAll();
});
afterAll(async () => {
  await killAll();
  await relay?.close();
  removeDataDir(dataDir);
  await scratch?.drop();
});

describe('mail through the real server process', { timeout: 120_000 }, () => {
  it('mail sent by nodemailer to the SMTP port shows up as a conversation through the HTTP API', async () => {
    server = await startServer(env());
    expect(server.stdout()).toContain(`Inbound mail (SMTP): 127.0.0.1:${smtpPort}`);
    expect(server.stdout()).toContain('Outbound mail: through SMTP_RELAY_URL');
    const demo = parseBanner(server.stdout()).demo!;
    apiKey = demo.apiKey;

    const channel = `support@acme-support.example.com`;
    const messageId = `<restart-in-${randomUUID()}@customer.example>`;
    const client = nodemailer.createTransport({ host: '127.0.0.1', port: smtpPort, secure: false, ignoreTLS: true });
    const info = await client.sendMail({
      from: 'Quentin Customer <quentin@customer.example>',
      to: channel,
      subject: 'Xylophonic invoice question',
      text: 'Where is my invoice?',
      messageId,
      attachments: [{ filename: 'scan.bin', content: Buffer.from([0, 1, 2, 3, 254, 255]) }],
    });
    client.close();
    expect(info.accepted).toEqual([channel]);

    const found = await until('the conversation in search', async () => {
      const { body } = await api<{ data: { id: number; subject: string; channel_id: number; status: string; contact: { email: string } }[] }>(
        `/conversations?search=${encodeURIComponent('xylophonic')}`,
      );
      return body.data[0];
    });
    expect(found).toMatchObject({ subject: 'Xylophonic invoice question', status: 'opened', contact: { email: 'quentin@customer.example' } });
    channelId = found.channel_id;
    const { body: timeline } = await api<Timeline>(`/conversations/${found.id}/messages`);
    const received = timeline.entries.flatMap((e) => (e.type === 'message' ? [e.message] : []));
    expect(received).toHaveLength(1);
    expect(received[0]).toMatchObject({ direction: 'inbound', status: 'received', text: 'Where is my invoice?', agent: null, from: { email: 'quentin@customer.example' } });
    const res = await fetch(`${server.url}${received[0]!.attachments[0]!.url}`, { headers: { 'X-Api-Key': apiKey } });
    expect(Buffer.from(await res.arrayBuffer())).toEqual(Buffer.from([0, 1, 2, 3, 254, 255]));
  });

  it('a message scheduled before SIGTERM is delivered to the relay exactly once after the restart', async () => {
    relay.reset();
    const subject = `Scheduled across a restart ${randomUUID().slice(0, 8)}`;
    const { status, body: message } = await api<Message>('/conversations/compose', {
      method: 'POST',
      json: { channel_id: channelId, to: 'Rita <rita@customer.example>', subject, content: { content: '<p>Sent after the restart</p>' }, delay: 3, agent_email: 'demo@acme-support.example.com' },
    });
    expect(status).toBe(200);
    expect(message.status).toBe('scheduled');

    const stop = await server!.stop('SIGTERM');
    expect(stop.code).toBe(0);
    expect(Date.now(), 'stopped before the send time').toBeLessThan(Date.parse(message.send_at!));
    expect(relay.messages).toHaveLength(0);

    server = await startServer(env());
    await relay.waitForCount(1, 20_000);
    // A few more seconds: a duplicate would come within the worker's next polls.
    await sleep(3_000);
    expect(relay.messages.map((m) => m.parsed.subject)).toEqual([subject]);
    const [delivered] = relay.messages;
    expect(delivered!.envelope).toEqual({ from: `support@acme-support.example.com`, to: ['rita@customer.example'] });
    expect(delivered!.parsed.html).toBe('<p>Sent after the restart</p>');
    expect(delivered!.receivedAt.getTime()).toBeGreaterThanOrEqual(Date.parse(message.send_at!));

    const { body: timeline } = await api<Timeline>(`/conversations/${message.conversation_id}/messages`);
    const sent = timeline.entries.flatMap((e) => (e.type === 'message' ? [e.message] : [])).find((m) => m.id === message.id);
    expect(sent).toMatchObject({ status: 'sent', failure_reason: null });
    expect(timeline.entries.filter((e) => e.type === 'event' && e.event.type === 'message_sent')).toHaveLength(1);

    const restarted = server!;
    expect((await restarted.stop('SIGTERM')).code).toBe(0);
    server = undefined;
    expect(restarted.stderr()).toBe('');
    expect(await storedMessages(subject)).toEqual([{ status: 'sent', messageIdHeader: delivered!.messageId, sentAt: expect.any(Date) }]);
    expect(relay.messages).toHaveLength(1);
  });
});
