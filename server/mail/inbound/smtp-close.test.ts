import net from 'node:net';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '#test/support/test-app';
import { startSmtpListener } from './smtp-listener.ts';

// On shutdown the listener closes: a session still open (a sending server between two messages, or one that
// stopped talking) is told 421, which senders retry later, once the shutdown's time is up; it does not hold
// the shutdown for smtp-server's own 30 s.

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

function within<T>(promise: Promise<T>, ms: number, what: string): Promise<T> {
  return Promise.race([promise, new Promise<never>((_, reject) => setTimeout(() => reject(new Error(`${what}: not within ${ms} ms`)), ms))]);
}

describe('closing the SMTP listener', () => {
  it('tells a session still open 421 and closes it at the deadline', async () => {
    const listener = await startSmtpListener({ db: t.database.db, logger: pino({ level: 'silent' }), port: 0, host: '127.0.0.1' });
    const socket = net.connect(listener.port, '127.0.0.1');
    socket.on('error', () => {});
    let replies = '';
    socket.on('data', (d) => (replies += d.toString()));
    const closed = new Promise<void>((resolve) => socket.once('close', () => resolve()));
    while (!replies.includes('220')) await new Promise((resolve) => setTimeout(resolve, 20));
    socket.write('EHLO sender.example\r\n');
    while (!replies.includes('250 ')) await new Promise((resolve) => setTimeout(resolve, 20));

    // The session is idle, not finished: the idle timeout (30 s) is far away.
    await within(listener.close(Date.now() + 300), 10_000, 'the listener closing');
    await within(closed, 10_000, 'the session closing');
    expect(replies).toMatch(/^421 /m);
  });
});
