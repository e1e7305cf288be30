import type http from 'node:http';
import net from 'node:net';
import { Hono } from 'hono';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { listenHttp } from './http-server.ts';

// Requests Node's parser refuses never reach the app; their answers still carry { error }.

let server: http.Server;
let port: number;

beforeAll(async () => {
  const app = new Hono().all('*', (c) => c.json({ ok: true }));
  ({ server, port } = await listenHttp(app.fetch, { hostname: '127.0.0.1', port: 0 }));
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

/** Writes the bytes and reads the answer until the server closes the connection. */
function exchange(request: Buffer | string): Promise<{ status: number; contentType: string; body: string; raw: string }> {
  return new Promise((resolve, reject) => {
    const socket = net.connect(port, '127.0.0.1');
    let received = '';
    socket.on('data', (d) => (received += d.toString('latin1')));
    socket.on('error', () => {});
    socket.on('close', () => {
      const status = /^HTTP\/1\.1 (\d{3})/.exec(received)?.[1];
      if (!status) return reject(new Error(`no answer: ${JSON.stringify(received)}`));
      const [head = '', body = ''] = received.split('\r\n\r\n');
      resolve({ status: Number(status), contentType: /content-type: ([^\r\n]*)/i.exec(head)?.[1] ?? '', body, raw: received });
    });
    socket.end(request);
  });
}

/**
 * Writes the bytes and keeps its side open, as a keep-alive client does: what the server answers, and whether
 * it closed the connection itself (a refused request may be followed by others the server must not read).
 */
function heldExchange(request: string): Promise<{ statuses: number[]; contentType: string; body: string; closedByServer: boolean }> {
  return new Promise((resolve) => {
    const socket = net.connect(port, '127.0.0.1');
    let received = '';
    const finish = (closedByServer: boolean) => {
      clearTimeout(timer);
      socket.destroy();
      // Answers follow one another with nothing in between (the bodies here hold no such text).
      const statuses = [...received.matchAll(/HTTP\/1\.[01] (\d{3}) /g)].map((m) => Number(m[1]));
      const [head = '', ...rest] = received.split('\r\n\r\n');
      const length = Number(/content-length: (\d+)/i.exec(head)?.[1] ?? 0);
      resolve({ statuses, contentType: /content-type: ([^\r\n]*)/i.exec(head)?.[1] ?? '', body: rest.join('\r\n\r\n').slice(0, length), closedByServer });
    };
    // Well past the server's own timers for a refused request (it closes at once); the keep-alive timeout is 5 s.
    const timer = setTimeout(() => finish(false), 2_000);
    socket.on('data', (d) => (received += d.toString('latin1')));
    socket.on('error', () => {});
    socket.on('end', () => finish(true));
    socket.on('close', () => finish(true));
    socket.write(request);
  });
}

describe('requests the HTTP parser refuses', () => {
  it.each([
    ['two different Content-Length', 'POST / HTTP/1.1\r\nHost: x\r\nContent-Length: 2\r\nContent-Length: 3\r\n\r\n{}'],
    ['Content-Length and chunked together', 'POST / HTTP/1.1\r\nHost: x\r\nContent-Length: 2\r\nTransfer-Encoding: chunked\r\n\r\n0\r\n\r\n'],
    ['a NUL in a header value', Buffer.from('GET / HTTP/1.1\r\nHost: x\r\nX-A: a\u0000b\r\n\r\n', 'latin1')],
    ['a folded header line', 'GET / HTTP/1.1\r\nHost: x\r\nX-A: a\r\n b\r\n\r\n'],
    ['a garbage request line', 'GARBAGE\r\n\r\n'],
  ])('answers %s with 400 { error }', async (_, request) => {
    const res = await exchange(request);
    expect(res.status).toBe(400);
    expect(res.contentType).toMatch(/^application\/json/);
    expect(JSON.parse(res.body)).toEqual({ error: 'malformed HTTP request' });
  });

  it.each([
    ['an HTTP/1.1 request with no Host', 'GET / HTTP/1.1\r\nConnection: close\r\n\r\n', /needs a Host header/],
    ['a Host that is no host name', 'GET / HTTP/1.1\r\nHost: a b\r\nConnection: close\r\n\r\n', /request target and Host make no valid URL/],
    ['the asterisk target', 'OPTIONS * HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n', /request target and Host make no valid URL/],
  ])('answers %s with 400 { error } (the check before the app)', async (_, request, error) => {
    const res = await exchange(request);
    expect(res.status).toBe(400);
    expect(res.contentType).toMatch(/^application\/json/);
    expect((JSON.parse(res.body) as { error: string }).error).toMatch(error);
  });

  it('serves an HTTP/1.0 request with no Host (Host is optional before 1.1)', async () => {
    const res = await exchange('GET / HTTP/1.0\r\n\r\n');
    expect(res.raw).toMatch(/^HTTP\/1\.1 200 /);
  });

  it('answers a header block over the size cap with 431 { error }', async () => {
    const res = await exchange(`GET / HTTP/1.1\r\nHost: x\r\nX-Big: ${'x'.repeat(20_000)}\r\n\r\n`);
    expect(res.status).toBe(431);
    expect(JSON.parse(res.body)).toEqual({ error: 'the request headers are too large' });
  });

  it('answers more than 200 header fields with 431 { error } rather than dropping the rest, and serves 200', async () => {
    const fields = (n: number) => Array.from({ length: n }, (_, i) => `X-F${i}: v\r\n`).join('');
    // Host and Connection are two of them.
    const over = await exchange(`GET / HTTP/1.1\r\nHost: x\r\nConnection: close\r\n${fields(199)}\r\n`);
    expect(over.status).toBe(431);
    expect(JSON.parse(over.body)).toEqual({ error: 'the request has more than 200 header fields' });
    const within = await exchange(`GET / HTTP/1.1\r\nHost: x\r\nConnection: close\r\n${fields(198)}\r\n`);
    expect(within.status).toBe(200);
  });

  it('answers a HEAD the parser refuses with the head of its answer alone, no body', async () => {
    const res = await exchange('HEAD / HTTP/1.1\r\nHost: x\r\nX-A: a\r\n b\r\n\r\n');
    expect(res.status).toBe(400);
    expect(res.raw).toMatch(/content-length: \d+/i);
    expect(res.body).toBe('');
    const get = await exchange('GET / HTTP/1.1\r\nHost: x\r\nX-A: a\r\n b\r\n\r\n');
    expect(JSON.parse(get.body)).toEqual({ error: 'malformed HTTP request' });
  });

  it('answers an Expect it does not support with 417 { error }', async () => {
    const res = await exchange('POST / HTTP/1.1\r\nHost: x\r\nExpect: teapot\r\nContent-Length: 2\r\nConnection: close\r\n\r\n{}');
    expect(res.status).toBe(417);
    expect(JSON.parse(res.body)).toEqual({ error: 'Expect: teapot is not supported' });
  });

  it('still answers well-formed requests, Expect: 100-continue included', async () => {
    const res = await exchange('POST / HTTP/1.1\r\nHost: x\r\nExpect: 100-continue\r\nContent-Length: 2\r\nConnection: close\r\n\r\n{}');
    expect(res.status).toBe(100);
    expect(res.raw).toMatch(/\r\n\r\nHTTP\/1\.1 200 /);
    const plain = await exchange('GET / HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n');
    expect(plain.status).toBe(200);
  });

  // RFC 9112 3.2: a request without Host, with two, or with one that is no host name is answered 400; the
  // connection is then closed, so that bytes after the refused request are never read as another request.
  it.each([
    ['no Host', 'GET / HTTP/1.1\r\n\r\n', /needs a Host header/],
    ['an empty Host', 'GET / HTTP/1.1\r\nHost:\r\n\r\n', /Host header/],
    ['two Host headers', 'GET / HTTP/1.1\r\nHost: x\r\nHost: y\r\n\r\n', /more than one Host header/],
    ['Host: a b', 'GET / HTTP/1.1\r\nHost: a b\r\n\r\n', /no valid URL/],
    ['the asterisk target', 'OPTIONS * HTTP/1.1\r\nHost: x\r\n\r\n', /no valid URL/],
    ['CONNECT (this server is no proxy)', 'CONNECT example.com:443 HTTP/1.1\r\nHost: example.com:443\r\n\r\n', /CONNECT is not supported/],
    ['two different Content-Length', 'POST / HTTP/1.1\r\nHost: x\r\nContent-Length: 2\r\nContent-Length: 3\r\n\r\n{}', /malformed HTTP request/],
    ['an unsupported Expect', 'POST / HTTP/1.1\r\nHost: x\r\nExpect: teapot\r\nContent-Length: 2\r\n\r\n{}', /Expect: teapot/],
  ])('answers %s on a kept-alive connection with one 4xx { error }, then closes it', async (_, refused, error) => {
    const res = await heldExchange(`${refused}GET / HTTP/1.1\r\nHost: x\r\n\r\n`);
    expect(res.statuses).toHaveLength(1);
    expect(res.statuses[0]).toBeGreaterThanOrEqual(400);
    expect(res.statuses[0]).toBeLessThan(500);
    expect(res.contentType).toMatch(/^application\/json/);
    expect((JSON.parse(res.body) as { error: string }).error).toMatch(error);
    expect(res.closedByServer).toBe(true);
  });

  it('keeps a well-formed request\'s connection open for the next request (the check above is not vacuous)', async () => {
    const res = await heldExchange('GET / HTTP/1.1\r\nHost: x\r\n\r\nGET / HTTP/1.1\r\nHost: x\r\n\r\n');
    expect(res.statuses).toEqual([200, 200]);
    expect(res.closedByServer).toBe(false);
  });
});
