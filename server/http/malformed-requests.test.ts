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
});
