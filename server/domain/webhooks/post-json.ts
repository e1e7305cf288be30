import http from 'node:http';
import https from 'node:https';
import type { LookupFunction } from 'node:net';
import type { CheckedTarget } from './address-rules.ts';

export const DELIVERY_TIMEOUT_MS = 10_000;
/** Characters of the receiver's answer kept in the delivery log: enough to read why it refused. */
export const RESPONSE_EXCERPT_CHARS = 500;
// Bytes read for them (a character is at most 4); the rest of the answer is not read at all.
const EXCERPT_BYTES = RESPONSE_EXCERPT_CHARS * 4;

/** The start of an answer's body as text: at most RESPONSE_EXCERPT_CHARS whole characters, no NUL (not storable). */
export function responseExcerpt(bytes: Buffer): string {
  const text = new TextDecoder('utf-8').decode(bytes).replaceAll('\u0000', '\uFFFD');
  return Array.from(text).slice(0, RESPONSE_EXCERPT_CHARS).join('');
}

/**
 * POSTs a body to a checked target, connecting to the address that was checked (never resolving the host again,
 * so a DNS answer cannot swap in a private address), with the host name kept for TLS and the Host header.
 * Resolves with the status code, the time taken and the start of the answer's body; rejects when no answer
 * came (refused, reset, timeout).
 */
export function postJson(target: CheckedTarget, body: string, headers: Record<string, string>, timeoutMs = DELIVERY_TIMEOUT_MS) {
  const lookup: LookupFunction = (_host, options, callback) => {
    if (typeof options === 'object' && options.all) callback(null, [{ address: target.address, family: target.family }]);
    else callback(null, target.address, target.family);
  };
  const started = performance.now();
  const client = target.url.protocol === 'https:' ? https : http;
  return new Promise<{ status: number; ms: number; excerpt: string }>((resolve, reject) => {
    const request = client.request(
      target.url,
      {
        method: 'POST',
        lookup,
        timeout: timeoutMs,
        headers: { 'Content-Type': 'application/json', 'Content-Length': String(Buffer.byteLength(body)), ...headers },
      },
      (response) => {
        const chunks: Buffer[] = [];
        let bytes = 0;
        const done = () => resolve({ status: response.statusCode ?? 0, ms: Math.round(performance.now() - started), excerpt: responseExcerpt(Buffer.concat(chunks)) });
        response.on('data', (chunk: Buffer) => {
          if (bytes >= EXCERPT_BYTES) return;
          chunks.push(chunk);
          bytes += chunk.length;
          // Enough for the excerpt: a large or endless answer is not read on (the connection is closed).
          if (bytes >= EXCERPT_BYTES) {
            done();
            response.destroy();
          }
        });
        response.on('end', done);
        response.on('error', reject);
      },
    );
    request.on('timeout', () => request.destroy(new Error(`no answer within ${Math.round(timeoutMs / 1000)} s`)));
    request.on('error', reject);
    request.end(body);
  });
}
