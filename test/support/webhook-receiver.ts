import http from 'node:http';
import type { AddressInfo } from 'node:net';
import type { ChangeEvent } from '#contract/events';

/** A request the receiver got. */
export interface ReceivedRequest {
  headers: http.IncomingHttpHeaders;
  body: string;
}

/**
 * A real HTTP receiver of webhooks on loopback (the API tests' and the e2e specs'): answers `status` with `answer`
 * (both changeable while it runs) and records what it got.
 */
export class WebhookReceiver {
  status = 200;
  /** The body of its answers. */
  answer = '';
  /** The Content-Type of its answers, when it sends one. */
  contentType: string | undefined;
  received: ReceivedRequest[] = [];
  private server = http.createServer((req, res) => {
    let body = '';
    req.setEncoding('utf8');
    req.on('data', (chunk: string) => (body += chunk));
    req.on('end', () => {
      this.received.push({ headers: req.headers, body });
      res.writeHead(this.status, this.contentType ? { 'Content-Type': this.contentType } : {}).end(this.answer);
    });
  });

  /** Listens on 127.0.0.1 (a free port unless `port`: a receiver back up where it was); answers the URL to register. */
  async start({ path = '/hook', port = 0 }: { path?: string; port?: number } = {}): Promise<string> {
    await new Promise<void>((resolve) => this.server.listen(port, '127.0.0.1', resolve));
    return `http://127.0.0.1:${(this.server.address() as AddressInfo).port}${path}`;
  }

  close(): Promise<void> {
    // Kept-alive sockets too, so the next attempt finds nothing listening rather than a half-closed connection.
    const closed = new Promise<void>((resolve) => this.server.close(() => resolve()));
    this.server.closeAllConnections();
    return closed;
  }

  /** What arrived, in the feed's order: deliveries are concurrent jobs, so a receiver orders them by event id. */
  events(): ChangeEvent[] {
    return this.received.map((r) => JSON.parse(r.body) as ChangeEvent).sort((a, b) => a.id - b.id);
  }
}
