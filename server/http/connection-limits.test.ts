import type http from 'node:http';
import net from 'node:net';
import { Hono } from 'hono';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ConnectionLimits } from './connection-limits.ts';
import { listenHttp } from './http-server.ts';

// Slow and idle clients are cut off, so that none can hold a connection (and what it buffers) for ever. The
// limits are small here to keep the test short; the server's own are 10 s for headers, 60 s idle.

const limits: ConnectionLimits = { headersMs: 400, requestMs: 1_500, idleMs: 800, keepAliveMs: 300 };
let server: http.Server;
let port: number;

beforeAll(async () => {
  const app = new Hono().get('/', (c) => c.text('ok')).post('/', async (c) => c.text(String((await c.req.text()).length)));
  // The body cut off mid-way rejects the handler's read: answered quietly (the client is gone anyway).
  app.onError(() => new Response(null, { status: 400 }));
  ({ server, port } = await listenHttp(app.fetch, { hostname: '127.0.0.1', port: 0, limits }));
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

/** Opens a socket, writes `chunks` (one at a time, `gapMs` apart while open); resolves with what came back and how it ended. */
function talk(chunks: string[], gapMs = 0): Promise<{ received: string; closedBeforeSent: boolean }> {
  return new Promise((resolve) => {
    const socket = net.connect(port, '127.0.0.1');
    let received = '';
    let sent = 0;
    let closed = false;
    socket.on('data', (d) => (received += d.toString('latin1')));
    socket.on('error', () => {});
    socket.on('close', () => {
      closed = true;
      resolve({ received, closedBeforeSent: sent < chunks.length });
    });
    const next = () => {
      if (closed || sent >= chunks.length) return;
      socket.write(chunks[sent++]!);
      if (sent < chunks.length) setTimeout(next, gapMs);
    };
    socket.on('connect', next);
    // Bounded: a server that never cuts the client off fails the test instead of hanging it.
    setTimeout(() => socket.destroy(), 20_000);
  });
}

describe('connection limits', () => {
  it('cuts off a client that sends its headers too slowly (408)', async () => {
    const drip = ['GET / HTTP/1.1\r\n', 'Host: x\r\n', ...Array.from({ length: 60 }, (_, i) => `X-Slow-${i}: a\r\n`), '\r\n'];
    const { received, closedBeforeSent } = await talk(drip, 100);
    expect(closedBeforeSent).toBe(true);
    expect(received).toMatch(/^HTTP\/1\.1 408/);
  });

  it('cuts off a client whose body never finishes', async () => {
    const { received, closedBeforeSent } = await talk(
      ['POST / HTTP/1.1\r\nHost: x\r\nContent-Length: 100000\r\n\r\n', ...Array.from({ length: 100 }, () => 'a'.repeat(10))],
      100,
    );
    expect(closedBeforeSent).toBe(true);
    expect(received).not.toContain('100000');
  });

  it('closes a kept-alive connection left idle after its answer', async () => {
    const { received } = await talk(['GET / HTTP/1.1\r\nHost: x\r\n\r\n']);
    expect(received).toMatch(/^HTTP\/1\.1 200/);
  });

  it('still answers a normal client', async () => {
    const res = await fetch(`http://127.0.0.1:${port}/`);
    expect(await res.text()).toBe('ok');
  });
});
