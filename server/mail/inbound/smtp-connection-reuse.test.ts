import net from 'node:net';
import { eq } from 'drizzle-orm';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { channels, messages } from '../../db/schema.ts';
import type { CreatedOrganization } from '../../domain/organizations.ts';
import { createTestApp, type TestApp } from '#test/support/test-app';
import { MAX_CONNECTIONS_PER_ADDRESS } from './limits.ts';
import { startSmtpListener, type SmtpListener } from './smtp-listener.ts';

// Mail servers keep connections open and send many messages over one (Postfix connection caching, pooled
// clients). Each message must go only to the recipients of its own transaction.

let t: TestApp;
let listener: SmtpListener;
let orgA: CreatedOrganization;
let orgB: CreatedOrganization;

/** A minimal SMTP client: sends each command and waits for the complete reply. */
async function smtpSession(port: number, commands: string[]): Promise<string[]> {
  const socket = net.connect(port, '127.0.0.1');
  const replies: string[] = [];
  let buffer = '';
  let waiting: ((reply: string) => void) | undefined;
  socket.on('data', (chunk) => {
    buffer += chunk.toString();
    // A reply ends with a line "NNN text" (no dash after the code).
    const done = /(^|\r\n)\d{3} [^\r\n]*\r\n$/.exec(buffer);
    if (done && waiting) {
      const reply = buffer;
      buffer = '';
      const resolve = waiting;
      waiting = undefined;
      resolve(reply);
    }
  });
  const next = () => new Promise<string>((resolve) => (waiting = resolve));
  replies.push(await next()); // banner
  for (const command of commands) {
    const reply = next();
    socket.write(`${command}\r\n`);
    replies.push(await reply);
  }
  socket.end();
  return replies;
}

const message = (to: string, subject: string) =>
  [`From: sender@outside.example`, `To: ${to}`, `Subject: ${subject}`, `Message-ID: <${subject}@outside.example>`, '', `Body of ${subject}`, '.'].join('\r\n');

beforeAll(async () => {
  t = await createTestApp();
  orgA = await t.createOrg('Org A');
  orgB = await t.createOrg('Org B');
  await t.database.db.insert(channels).values([
    { organizationId: orgA.organization.id, email: 'help@a.example', name: 'A' },
    { organizationId: orgB.organization.id, email: 'help@b.example', name: 'B' },
  ]);
  listener = await startSmtpListener({ db: t.database.db, logger: pino({ level: 'silent' }), port: 0, host: '127.0.0.1' });
});
afterAll(async () => {
  await listener.close();
  await t.close();
});

describe('several messages over one SMTP connection', () => {
  it('files each message only in the organization of its own recipients, also after RSET', async () => {
    const replies = await smtpSession(listener.port, [
      'EHLO relay.outside.example',
      'MAIL FROM:<sender@outside.example>',
      'RCPT TO:<help@a.example>',
      'DATA',
      message('help@a.example', 'for-a'),
      'MAIL FROM:<sender@outside.example>',
      'RCPT TO:<help@b.example>',
      'DATA',
      message('help@b.example', 'confidential-for-b'),
      'MAIL FROM:<sender@outside.example>',
      'RCPT TO:<help@a.example>',
      'RSET',
      'MAIL FROM:<sender@outside.example>',
      'RCPT TO:<help@b.example>',
      'DATA',
      message('help@b.example', 'second-for-b'),
      'QUIT',
    ]);
    expect(replies.filter((r) => r.startsWith('250 ') && /queued|OK: message/i.test(r)).length).toBeGreaterThanOrEqual(3);
    const subjectsOf = async (organizationId: number) =>
      (await t.database.db.select({ subject: messages.subject }).from(messages).where(eq(messages.organizationId, organizationId)))
        .map((m) => m.subject)
        .sort();
    expect(await subjectsOf(orgA.organization.id)).toEqual(['for-a']);
    expect(await subjectsOf(orgB.organization.id)).toEqual(['confidential-for-b', 'second-for-b']);
  });
});

describe('connections per address', () => {
  it(`refuses more than ${MAX_CONNECTIONS_PER_ADDRESS} connections from one address with 421, and accepts again once they close`, async () => {
    const banner = (socket: net.Socket) => new Promise<string>((resolve) => socket.once('data', (d) => resolve(d.toString())));
    const sockets = Array.from({ length: MAX_CONNECTIONS_PER_ADDRESS }, () => net.connect(listener.port, '127.0.0.1'));
    const banners = await Promise.all(sockets.map(banner));
    expect(banners.every((b) => b.startsWith('220'))).toBe(true);
    const extra = net.connect(listener.port, '127.0.0.1');
    expect(await banner(extra)).toMatch(/^421 /);
    extra.destroy();
    await Promise.all(sockets.map((s) => new Promise<void>((resolve) => s.end(() => resolve()))));
    await expect
      .poll(async () => {
        const again = net.connect(listener.port, '127.0.0.1');
        const reply = await banner(again);
        again.destroy();
        return reply.slice(0, 3);
      })
      .toBe('220');
  });
});
