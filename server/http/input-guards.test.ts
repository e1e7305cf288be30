import type http from 'node:http';
import { gzipSync } from 'node:zlib';
import { Hono } from 'hono';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { listenHttp } from './http-server.ts';
import { inputGuards } from './input-guards.ts';

// JSON comes in UTF-8 (RFC 8259). Bytes that are not UTF-8 (Latin-1 text, mostly) are refused with a 400 rather
// than stored with U+FFFD in place of each letter they held: checked in process (the body read at once, and in
// slices past 2 MB) and over a socket (decoded as it streams in, a letter split between two chunks).

const app = new Hono().use('*', inputGuards()).post('/echo', async (c) => c.json(await c.req.json<unknown>()));
let server: http.Server;
let base: string;

beforeAll(async () => {
  const listening = await listenHttp(app.fetch, { hostname: '127.0.0.1', port: 0 });
  server = listening.server;
  base = `http://127.0.0.1:${listening.port}`;
});
afterAll(() => new Promise((resolve) => server.close(resolve)));

const latin1 = Buffer.from('{"name":"José Müller"}', 'latin1');
const REFUSED = { error: 'the request body is not valid UTF-8: send JSON encoded as UTF-8' };
const post = (body: BodyInit) => app.request('/echo', { method: 'POST', headers: { 'Content-Type': 'application/json' }, body });

describe('a JSON body that is not UTF-8', () => {
  it('is refused with 400, in process', async () => {
    const res = await post(latin1);
    expect(res.status).toBe(400);
    expect(await res.json()).toEqual(REFUSED);
  });

  it('is refused past 2 MB too, where the bytes are decoded in slices', async () => {
    const big = Buffer.concat([Buffer.from(`{"pad":"${'x'.repeat(3 * 1024 * 1024)}","name":"`), Buffer.from('Müller"}', 'latin1')]);
    const res = await post(big);
    expect(res.status).toBe(400);
    expect(await res.json()).toEqual(REFUSED);
  });

  it('is refused over a socket, while UTF-8 split between chunks is read whole', async () => {
    const refused = await fetch(`${base}/echo`, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: latin1 });
    expect(refused.status).toBe(400);
    expect(await refused.json()).toEqual(REFUSED);

    const utf8 = Buffer.from('{"name":"José Müller 😀"}', 'utf8');
    const cut = utf8.indexOf(0xa9); // the second byte of "é"
    const body = new ReadableStream<Uint8Array>({
      start(controller) {
        controller.enqueue(utf8.subarray(0, cut));
        controller.enqueue(utf8.subarray(cut));
        controller.close();
      },
    });
    const ok = await fetch(`${base}/echo`, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body, duplex: 'half' } as RequestInit);
    expect(ok.status).toBe(200);
    expect(await ok.json()).toEqual({ name: 'José Müller 😀' });
  });
});

describe('a compressed body', () => {
  it('is refused with 415, since the server reads bodies uncompressed', async () => {
    const res = await app.request('/echo', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', 'Content-Encoding': 'gzip' },
      body: gzipSync('{"name":"x"}'),
    });
    expect(res.status).toBe(415);
    expect(await res.json()).toEqual({ error: 'Content-Encoding gzip is not supported: send the body uncompressed' });
    const plain = await app.request('/echo', { method: 'POST', headers: { 'Content-Type': 'application/json', 'Content-Encoding': 'identity' }, body: '{"name":"x"}' });
    expect(await plain.json()).toEqual({ name: 'x' });
  });
});

describe('a body without a Content-Type', () => {
  it('is refused with 415, saying which type to send', async () => {
    // Bytes, not a string: a string body would be given text/plain by the Request itself.
    const res = await app.request('/echo', { method: 'POST', headers: { 'Content-Length': '12' }, body: new TextEncoder().encode('{"name":"x"}') });
    expect(res.status).toBe(415);
    expect(await res.json()).toEqual({ error: 'a request body needs Content-Type: application/json' });
  });
});
