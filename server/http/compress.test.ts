import zlib from 'node:zlib';
import { Hono } from 'hono';
import { describe, expect, it } from 'vitest';
import { chooseEncoding, compressResponses } from './compress.ts';

const big = { rows: Array.from({ length: 200 }, (_, i) => ({ id: i, subject: `Conversation number ${i}` })) };

function app() {
  return new Hono()
    .use('*', compressResponses())
    .get('/big', (c) => {
      c.header('Set-Cookie', 'a=1');
      return c.json(big);
    })
    .get('/small', (c) => c.json({ status: 'ok' }))
    .get('/pdf', (c) => c.body(new Uint8Array(5000), 200, { 'Content-Type': 'application/pdf' }));
}

describe('response compression', () => {
  it('sends a large JSON answer with brotli or gzip as the client accepts, with Vary, and the same content', async () => {
    const br = await app().request('/big', { headers: { 'Accept-Encoding': 'gzip, deflate, br' } });
    expect(br.headers.get('content-encoding')).toBe('br');
    expect(br.headers.get('vary')).toMatch(/Accept-Encoding/);
    expect(br.headers.get('set-cookie')).toBe('a=1');
    const brBytes = Buffer.from(await br.arrayBuffer());
    expect(Number(br.headers.get('content-length'))).toBe(brBytes.length);
    expect(JSON.parse(zlib.brotliDecompressSync(brBytes).toString())).toEqual(big);

    const gz = await app().request('/big', { headers: { 'Accept-Encoding': 'gzip' } });
    expect(gz.headers.get('content-encoding')).toBe('gzip');
    expect(JSON.parse(zlib.gunzipSync(Buffer.from(await gz.arrayBuffer())).toString())).toEqual(big);
  });

  it('leaves small answers, other types and clients without Accept-Encoding uncompressed', async () => {
    const small = await app().request('/small', { headers: { 'Accept-Encoding': 'br' } });
    expect(small.headers.get('content-encoding')).toBeNull();
    expect(await small.json()).toEqual({ status: 'ok' });
    const pdf = await app().request('/pdf', { headers: { 'Accept-Encoding': 'br' } });
    expect(pdf.headers.get('content-encoding')).toBeNull();
    const plain = await app().request('/big');
    expect(plain.headers.get('content-encoding')).toBeNull();
    expect(await plain.json()).toEqual(big);
  });

  it('does not read the body of an answer it leaves alone (on Node that would turn it into a web stream first)', async () => {
    /** An answer whose body must not be read: the server writes it to the socket as it is. */
    class Untouchable extends Response {
      override get body(): Response['body'] {
        throw new Error('the body was read');
      }
    }
    const untouched = new Hono()
      .use('*', compressResponses())
      .get('/json', () => new Untouchable(JSON.stringify(big), { headers: { 'Content-Type': 'application/json' } }))
      .get('/empty', () => new Untouchable(null, { status: 204, headers: { 'Content-Type': 'application/json' } }));
    const plain = await untouched.request('/json');
    expect(plain.status).toBe(200);
    expect(plain.headers.get('vary')).toBe('Accept-Encoding');
    expect(plain.headers.get('content-encoding')).toBeNull();
    expect((await untouched.request('/empty', { headers: { 'Accept-Encoding': 'br' } })).status).toBe(204);
  });

  it('reads Accept-Encoding with its q-values', () => {
    expect(chooseEncoding('gzip, deflate, br, zstd')).toBe('br');
    expect(chooseEncoding('br;q=0, gzip;q=0.8')).toBe('gzip');
    expect(chooseEncoding('identity')).toBeUndefined();
    expect(chooseEncoding('*')).toBe('br');
    expect(chooseEncoding('*, br;q=0')).toBe('gzip');
    expect(chooseEncoding(undefined)).toBeUndefined();
  });
});
