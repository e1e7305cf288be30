import type http from 'node:http';
import { Hono } from 'hono';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bodyLimit } from './body-limit.ts';
import { listenHttp } from './http-server.ts';

// Over a real socket: what a client declares (Content-Length) and what it streams (chunked) are both bounded.

let server: http.Server;
let base: string;
const LIMIT = 1024 * 1024;

beforeAll(async () => {
  const app = new Hono().use('*', bodyLimit(LIMIT)).post('/echo', async (c) => c.json({ bytes: (await c.req.arrayBuffer()).byteLength }));
  const listening = await listenHttp(app.fetch, { hostname: '127.0.0.1', port: 0 });
  server = listening.server;
  base = `http://127.0.0.1:${listening.port}`;
});
afterAll(() => new Promise((resolve) => server.close(resolve)));

function chunked(bytes: number): ReadableStream<Uint8Array> {
  let sent = 0;
  return new ReadableStream({
    pull(controller) {
      if (sent >= bytes) return controller.close();
      const size = Math.min(64 * 1024, bytes - sent);
      sent += size;
      controller.enqueue(new Uint8Array(size));
    },
  });
}

describe('body limit', () => {
  it('accepts a body up to the limit and refuses a longer Content-Length with 413', async () => {
    const ok = await fetch(`${base}/echo`, { method: 'POST', body: new Uint8Array(LIMIT) });
    expect(await ok.json()).toEqual({ bytes: LIMIT });
    const over = await fetch(`${base}/echo`, { method: 'POST', body: new Uint8Array(LIMIT + 1) });
    expect(over.status).toBe(413);
    expect(await over.json()).toEqual({ error: 'request body too large' });
  });

  it('counts a chunked body as it streams in and refuses it past the limit with 413', async () => {
    const init = (bytes: number) => ({ method: 'POST', body: chunked(bytes), duplex: 'half' }) as RequestInit;
    const ok = await fetch(`${base}/echo`, init(LIMIT - 10));
    expect(await ok.json()).toEqual({ bytes: LIMIT - 10 });
    const over = await fetch(`${base}/echo`, init(LIMIT * 3));
    expect(over.status).toBe(413);
  });
});
