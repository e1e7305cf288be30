import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { getRequestListener, RequestError } from '@hono/node-server';
import { applyConnectionLimits, CONNECTION_LIMITS, httpServerOptions, MAX_HEADER_FIELDS, type ConnectionLimits } from './connection-limits.ts';
import { GracefulClose, type HttpCloseReport } from './graceful-close.ts';

// The one way this project puts the app on a socket (the server and the tests that need a real one): the
// connection limits, and a JSON { error } for every request refused before the app can see it, where Node and
// @hono/node-server would answer an empty 400 (no Host on HTTP/1.1, two Host headers, `OPTIONS *`, a Host that is
// no host name).

type Fetch = (request: Request) => Response | Promise<Response>;

function jsonError(status: number, error: string): Response {
  return Response.json({ error }, { status, headers: { Connection: 'close' } });
}

/** The answer when turning Node's request into a fetch Request failed, or (never expected) the app threw. */
function adapterError(err: unknown): Response {
  if (err instanceof RequestError) {
    // Its messages: "Invalid host header", "Invalid URL" (the Host and target make none), "Invalid absolute URL".
    const what = /host/i.test(err.message) ? 'the Host header is not a valid host name' : 'the request target and Host make no valid URL';
    return jsonError(400, `malformed HTTP request: ${what}`);
  }
  return jsonError(500, 'internal error');
}

/**
 * More header fields than a request may have: 431 (RFC 6585), rather than the ones past the limit dropped. Then, RFC
 * 9112 3.2: a request with more than one Host, or an HTTP/1.1 request with none, is answered 400. Node checks only
 * the second, with an empty answer, and keeps the first of two Host headers (a proxy may have kept the other).
 */
function requestProblem(req: http.IncomingMessage): [400 | 431, string] | undefined {
  if (req.rawHeaders.length / 2 > MAX_HEADER_FIELDS) return [431, `the request has more than ${MAX_HEADER_FIELDS} header fields`];
  const host = hostProblem(req);
  return host ? [400, host] : undefined;
}

function hostProblem(req: http.IncomingMessage): string | undefined {
  let hosts = 0;
  for (let i = 0; i < req.rawHeaders.length; i += 2) if (req.rawHeaders[i]!.toLowerCase() === 'host') hosts++;
  if (hosts > 1) return 'malformed HTTP request: more than one Host header';
  if (req.httpVersion === '1.1' && !req.headers.host) return 'malformed HTTP request: an HTTP/1.1 request needs a Host header';
  return undefined;
}

export interface HttpServer {
  server: http.Server;
  /** Stops accepting, lets the requests in progress finish until `deadline` (epoch ms), then cuts what is left. */
  close(deadline: number): Promise<HttpCloseReport>;
}

export function createHttpServer(fetch: Fetch, opts: { hostname: string; limits?: ConnectionLimits }): HttpServer {
  const listener = getRequestListener(fetch, { hostname: opts.hostname, errorHandler: adapterError });
  const server = http.createServer({ ...httpServerOptions(opts.limits), requireHostHeader: false }, (req, res) => {
    const problem = requestProblem(req);
    if (problem) {
      const [status, error] = problem;
      const body = JSON.stringify({ error });
      res.writeHead(status, { 'Content-Type': 'application/json; charset=utf-8', 'Content-Length': Buffer.byteLength(body), Connection: 'close' });
      res.end(body);
      return;
    }
    graceful.track(res, () => listener(req, res));
  });
  const graceful = new GracefulClose(server);
  applyConnectionLimits(server, opts.limits ?? CONNECTION_LIMITS);
  return { server, close: (deadline) => graceful.close(deadline) };
}

/** Creates the server and listens on `port` (0: any free one); rejects with the listen error (EADDRINUSE). */
export async function listenHttp(
  fetch: Fetch,
  opts: { hostname: string; port: number; limits?: ConnectionLimits },
): Promise<HttpServer & { port: number }> {
  const created = createHttpServer(fetch, opts);
  const { server } = created;
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(opts.port, opts.hostname, () => {
      server.off('error', reject);
      resolve();
    });
  });
  return { ...created, port: (server.address() as AddressInfo).port };
}
