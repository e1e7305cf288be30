import http from 'node:http';
import https from 'node:https';
import type { LookupFunction } from 'node:net';
import type { CheckedTarget } from './address-rules.ts';

export const DELIVERY_TIMEOUT_MS = 10_000;

/**
 * POSTs a body to a checked target, connecting to the address that was checked (never resolving the host again,
 * so a DNS answer cannot swap in a private address), with the host name kept for TLS and the Host header.
 * Resolves with the status code and time taken; rejects when no answer came (refused, reset, timeout).
 */
export function postJson(target: CheckedTarget, body: string, headers: Record<string, string>, timeoutMs = DELIVERY_TIMEOUT_MS) {
  const lookup: LookupFunction = (_host, options, callback) => {
    if (typeof options === 'object' && options.all) callback(null, [{ address: target.address, family: target.family }]);
    else callback(null, target.address, target.family);
  };
  const started = performance.now();
  const client = target.url.protocol === 'https:' ? https : http;
  return new Promise<{ status: number; ms: number }>((resolve, reject) => {
    const request = client.request(
      target.url,
      {
        method: 'POST',
        lookup,
        timeout: timeoutMs,
        headers: { 'Content-Type': 'application/json', 'Content-Length': String(Buffer.byteLength(body)), ...headers },
      },
      (response) => {
        // The answer's body is not needed: read and drop it, so the connection can close.
        response.resume();
        response.on('end', () => resolve({ status: response.statusCode ?? 0, ms: Math.round(performance.now() - started) }));
        response.on('error', reject);
      },
    );
    request.on('timeout', () => request.destroy(new Error(`no answer within ${Math.round(timeoutMs / 1000)} s`)));
    request.on('error', reject);
    request.end(body);
  });
}
