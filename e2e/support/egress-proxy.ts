import http from 'node:http';
import type { AddressInfo } from 'node:net';

// An HTTP proxy on loopback that records every request the browser sends to another host and answers none of
// them (502, or a closed tunnel for https), as when there is no network. Set as a browser context's proxy, it
// sees what Playwright's request events miss: the loads of a sandboxed iframe's first document, which Chromium
// runs in a process of its own before Playwright is attached to it (no `request` event, no route). Loopback
// stays direct (Chromium never proxies it), so the dashboard talks to its server as usual.

export interface EgressRequest {
  method: string;
  /** The absolute URL (http) or host:port (https, a CONNECT tunnel). */
  url: string;
  accept: string;
  referer: string | undefined;
}

/**
 * Chromium's own services (autofill asks content-autofill.googleapis.com about the dashboard's forms), not the
 * page's: HTTPS tunnels to Google's hosts. No mail of the corpus names them (its hosts are all *.example).
 */
export const isBrowserService = (request: EgressRequest) =>
  request.method === 'CONNECT' && /(?:^|\.)(?:googleapis|google|gstatic)\.com:443$/.test(request.url);

export interface EgressProxy {
  /** For a context's `proxy.server`. */
  server: string;
  /** Everything that left the browser, in order. */
  requests: EgressRequest[];
  close(): Promise<void>;
}

export async function startEgressProxy(): Promise<EgressProxy> {
  const requests: EgressRequest[] = [];
  const record = (req: http.IncomingMessage) =>
    requests.push({ method: req.method ?? '', url: req.url ?? '', accept: req.headers.accept ?? '', referer: req.headers.referer });
  const server = http.createServer((req, res) => {
    record(req);
    res.writeHead(502, { Connection: 'close' }).end();
  });
  server.on('connect', (req, socket) => {
    record(req);
    socket.destroy();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    server: `http://127.0.0.1:${port}`,
    requests,
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.closeAllConnections();
        server.close((error) => (error ? reject(error) : resolve()));
      }),
  };
}
