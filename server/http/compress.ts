import { promisify } from 'node:util';
import zlib from 'node:zlib';
import type { MiddlewareHandler } from 'hono';

const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);
const COMPRESSIBLE = /^(application\/json|text\/html)\b/i;
/** Below this, compression saves less than the headers it adds. */
const MIN_BYTES = 1024;

/** The best encoding the client accepts: brotli, then gzip (q=0 refuses one). */
export function chooseEncoding(acceptEncoding: string | undefined): 'br' | 'gzip' | undefined {
  const accepted = new Map<string, number>();
  for (const part of (acceptEncoding ?? '').split(',')) {
    const [name, ...params] = part.trim().toLowerCase().split(';');
    if (!name) continue;
    const q = params.map((p) => /^\s*q=([0-9.]+)\s*$/.exec(p)?.[1]).find((v) => v !== undefined);
    accepted.set(name, q === undefined ? 1 : Number(q));
  }
  const ok = (name: string) => (accepted.get(name) ?? accepted.get('*') ?? 0) > 0;
  if (ok('br')) return 'br';
  if (ok('gzip')) return 'gzip';
  return undefined;
}

/**
 * Compresses JSON and HTML answers of 1 KB or more (a page of the conversation list is tens of kilobytes) with
 * brotli at a fast setting, or gzip, on the thread pool. Streams (PDFs, downloads, event streams) are left alone.
 */
export function compressResponses(): MiddlewareHandler {
  return async (c, next) => {
    await next();
    const res = c.res;
    // Status and headers only until there is something to compress: on Node the answer of c.json() is a light
    // object that is written straight to the socket, and reading its body would make it a web stream first
    // (about 5% of a list request's time in the server, profiled, where the client accepts no encoding).
    if (c.req.method === 'HEAD' || res.status === 204 || res.status === 304 || res.headers.has('Content-Encoding')) return;
    if (!COMPRESSIBLE.test(res.headers.get('Content-Type') ?? '')) return;
    const vary = res.headers.get('Vary');
    if (!vary || !/accept-encoding/i.test(vary)) res.headers.set('Vary', vary ? `${vary}, Accept-Encoding` : 'Accept-Encoding');
    const encoding = chooseEncoding(c.req.header('Accept-Encoding'));
    if (!encoding || !res.body) return;
    const bytes = Buffer.from(await res.arrayBuffer());
    const body =
      bytes.length < MIN_BYTES
        ? bytes
        : encoding === 'br'
          ? await brotli(bytes, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 4, [zlib.constants.BROTLI_PARAM_SIZE_HINT]: bytes.length } })
          : await gzip(bytes, { level: 6 });
    const headers = new Headers(res.headers);
    if (body !== bytes) headers.set('Content-Encoding', encoding);
    headers.set('Content-Length', String(body.length));
    c.res = undefined;
    c.res = new Response(new Uint8Array(body), { status: res.status, headers });
  };
}
