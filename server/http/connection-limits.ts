import type http from 'node:http';
import { answerMalformedRequests } from './malformed-requests.ts';

// What one client may hold of the server: a slow client (headers dripped byte by byte, a body that never
// ends, a socket left open doing nothing) is cut off instead of holding a connection and its memory forever.
// Event streams stay open: they send a keep-alive comment every 15 s, well inside the idle limit.

export interface ConnectionLimits {
  /** The whole request head must arrive within this. */
  headersMs: number;
  /** The whole request, body included (uploads of up to 40 MB), must arrive within this. */
  requestMs: number;
  /** A socket with no traffic either way is closed after this. */
  idleMs: number;
  /** Between two requests on a kept-alive connection. */
  keepAliveMs: number;
}

export const CONNECTION_LIMITS: ConnectionLimits = { headersMs: 10_000, requestMs: 120_000, idleMs: 60_000, keepAliveMs: 5_000 };

/** Header fields a request may have; more is a 431 (http-server.ts), not the rest silently dropped. */
export const MAX_HEADER_FIELDS = 200;

/** Options for http.createServer: how often Node checks the two request timeouts, and the header size cap. */
export function httpServerOptions(limits: ConnectionLimits = CONNECTION_LIMITS): http.ServerOptions {
  return {
    // Node checks headersTimeout/requestTimeout only this often (30 s by default).
    connectionsCheckingInterval: Math.min(1_000, limits.headersMs),
    maxHeaderSize: 16 * 1024,
    requestTimeout: limits.requestMs,
    headersTimeout: limits.headersMs,
    keepAliveTimeout: limits.keepAliveMs,
  };
}

export function applyConnectionLimits(server: http.Server, limits: ConnectionLimits = CONNECTION_LIMITS): void {
  server.headersTimeout = limits.headersMs;
  server.requestTimeout = limits.requestMs;
  server.keepAliveTimeout = limits.keepAliveMs;
  // Node drops the fields past maxHeadersCount without a word: one more is kept, to tell that there were too many.
  server.maxHeadersCount = MAX_HEADER_FIELDS + 1;
  // An idle socket is destroyed (Node's default for server.timeout is to keep it).
  server.setTimeout(limits.idleMs, (socket) => socket.destroy());
  // Requests cut off here (or refused by the parser) are answered { error } like any other refusal.
  answerMalformedRequests(server);
}
