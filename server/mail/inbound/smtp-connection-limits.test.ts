import net from 'node:net';
import { eq } from 'drizzle-orm';
import nodemailer from 'nodemailer';
import pino from 'pino';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { channels, messages } from '../../db/schema.ts';
import { createTestApp, type TestApp } from '#test/support/test-app';
import { MAX_CLIENTS, MAX_CONNECTIONS_PER_ADDRESS, SLOTS_FOR_NEW_ADDRESSES } from './limits.ts';
import { startSmtpListener, type SmtpListener } from './smtp-listener.ts';

// Idle connections are cheap to open and hold. A few addresses holding many of them must not keep mail from
// everyone else out: idle sessions are cut, and part of the capacity is kept for addresses not yet connected.
// Connections come from distinct source addresses on loopback (127.0.0.x).

const INBOX = 'help@limits.example';
let t: TestApp;
let listener: SmtpListener; // the default idle timeout: held connections stay for the whole test
let quick: SmtpListener; // a short idle timeout
const QUICK_IDLE_MS = 400;
const open: net.Socket[] = [];

/** A raw connection from `localAddress`, and its first reply (the banner, or a 421), '' if closed without one. */
function connect(port: number, localAddress: string) {
  const socket = net.connect({ host: '127.0.0.1', port, localAddress });
  socket.on('error', () => undefined); // the server may close refused connections abruptly
  open.push(socket);
  const closed = new Promise<void>((resolve) => socket.once('close', () => resolve()));
  const reply = new Promise<string>((resolve) => {
    socket.once('data', (d) => resolve(d.toString()));
    socket.once('close', () => resolve(''));
  });
  return { socket, reply, closed };
}

/** Everything the server sends on this connection until it closes it. */
function allReplies(socket: net.Socket) {
  let text = '';
  socket.on('data', (d) => (text += d.toString()));
  return new Promise<string>((resolve) => socket.once('close', () => resolve(text)));
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function closeAll(sockets: net.Socket[]) {
  await Promise.all(sockets.map((s) => new Promise<void>((resolve) => (s.destroyed ? resolve() : (s.once('close', () => resolve()), s.destroy())))));
}

async function deliverFrom(localAddress: string, subject: string) {
  const transporter = nodemailer.createTransport({ host: '127.0.0.1', port: listener.port, localAddress, secure: false, ignoreTLS: true });
  try {
    await transporter.sendMail({ from: 'newcomer@outside.example', to: INBOX, subject, text: 'hello', messageId: `<${subject}@outside.example>` });
  } finally {
    transporter.close();
  }
  return t.database.db.select({ id: messages.id }).from(messages).where(eq(messages.messageIdHeader, `<${subject}@outside.example>`));
}

beforeAll(async () => {
  t = await createTestApp();
  const org = await t.createOrg('Limits');
  await t.database.db.insert(channels).values({ organizationId: org.organization.id, email: INBOX, name: 'Help' });
  const logger = pino({ level: 'silent' });
  listener = await startSmtpListener({ db: t.database.db, logger, port: 0, host: '127.0.0.1' });
  quick = await startSmtpListener({ db: t.database.db, logger, port: 0, host: '127.0.0.1', idleTimeoutMs: QUICK_IDLE_MS });
});
afterEach(async () => {
  // Whatever a test left open (also when it failed half way) must not fill the listener for the next one.
  await closeAll(open.splice(0));
  await sleep(100);
});
afterAll(async () => {
  await listener?.close();
  await quick?.close();
  await t?.close();
});

describe('capacity kept for new addresses', () => {
  it(`lets a sixth address in and deliver while five addresses try to hold ${MAX_CONNECTIONS_PER_ADDRESS} idle connections each`, async () => {
    const holders = ['127.0.0.11', '127.0.0.12', '127.0.0.13', '127.0.0.14', '127.0.0.15'];
    const attempts = holders.flatMap((address) => Array.from({ length: MAX_CONNECTIONS_PER_ADDRESS }, () => connect(listener.port, address)));
    expect(attempts).toHaveLength(MAX_CLIENTS);
    const replies = await Promise.all(attempts.map((a) => a.reply));
    const held = replies.filter((r) => r.startsWith('220 '));
    const refused = replies.filter((r) => !r.startsWith('220 '));
    expect(held.length).toBeGreaterThan(0);
    // Addresses already connected stop short of the last slots; each may have taken one of them first.
    expect(held.length).toBeLessThanOrEqual(MAX_CLIENTS - SLOTS_FOR_NEW_ADDRESSES + holders.length);
    for (const r of refused) expect(r).toMatch(/^421 4\.7\.0 Too many connections from your address, try later/);

    // A newcomer still gets its banner and delivers, while all the held connections stay open.
    const newcomer = connect(listener.port, '127.0.0.16');
    expect(await newcomer.reply).toMatch(/^220 /);
    newcomer.socket.destroy();
    expect(await deliverFrom('127.0.0.17', `newcomer-${Date.now()}`)).toHaveLength(1);
    expect(attempts.filter((a) => !a.socket.destroyed && a.socket.readyState === 'open')).toHaveLength(held.length);

    await closeAll(attempts.map((a) => a.socket));
  });
});

describe('connection counts', () => {
  it(`keeps refusing connection ${MAX_CONNECTIONS_PER_ADDRESS + 1} of an address while refused ones come and go`, async () => {
    const address = '127.0.0.21';
    const kept = Array.from({ length: MAX_CONNECTIONS_PER_ADDRESS }, () => connect(listener.port, address));
    expect((await Promise.all(kept.map((k) => k.reply))).every((r) => r.startsWith('220 '))).toBe(true);
    // A refused connection was never counted: its close must not free a slot of the ones still held.
    for (let i = 0; i < 3; i++) {
      const extra = connect(listener.port, address);
      expect(await extra.reply).toMatch(/^421 /);
      extra.socket.destroy();
      await extra.closed;
      await sleep(50); // the server's close handler runs after the socket closed
    }
    await closeAll(kept.map((k) => k.socket));
    // Released once the held ones close.
    await expect
      .poll(async () => {
        const again = connect(listener.port, address);
        const reply = await again.reply;
        again.socket.destroy();
        return reply.slice(0, 3);
      })
      .toBe('220');
  });
});

describe('idle sessions', () => {
  it('closes a connection that sends no command within the idle timeout', async () => {
    const idle = connect(quick.port, '127.0.0.31');
    const replies = allReplies(idle.socket);
    expect(await idle.reply).toMatch(/^220 /);
    const started = Date.now();
    await idle.closed;
    expect(Date.now() - started).toBeLessThan(QUICK_IDLE_MS + 3_000);
    expect(await replies).toMatch(/^421 .*timeout/im);
  }, 10_000);

  it('closes a session that stops sending commands half way, and frees its address for new connections', async () => {
    const address = '127.0.0.32';
    const idle = Array.from({ length: MAX_CONNECTIONS_PER_ADDRESS }, () => connect(quick.port, address));
    expect((await Promise.all(idle.map((c) => c.reply))).every((r) => r.startsWith('220 '))).toBe(true);
    idle[0]!.socket.write('EHLO slow.outside.example\r\n');
    await Promise.all(idle.map((c) => c.closed));
    await sleep(200); // the server's close handler runs after the socket closed
    // Every slot of the address is free again.
    const again = Array.from({ length: MAX_CONNECTIONS_PER_ADDRESS }, () => connect(quick.port, address));
    expect((await Promise.all(again.map((c) => c.reply))).every((r) => r.startsWith('220 '))).toBe(true);
    await closeAll(again.map((c) => c.socket));
  }, 10_000);
});
