import type http from 'node:http';

// Closing the HTTP server on shutdown: no new connections, the requests in progress finish and their connections
// then close (rather than wait for another request), kept-alive connections with nothing in progress close at
// once; at the deadline whatever is left (a body that never finishes arriving, an answer nobody reads) is cut.

export interface HttpCloseReport {
  /** Everything finished before the deadline. */
  drained: boolean;
  /** Requests whose handling was still running at the deadline. */
  requestsCut: number;
  /** Connections still open at the deadline, destroyed. */
  connectionsCut: number;
}

/** How often kept-alive connections that became idle during the drain are closed (Node closes them only once). */
const IDLE_SWEEP_MS = 100;

export class GracefulClose {
  /** Answers being made, by their handler: a handler goes on after its client left, and may still use the database. */
  private readonly active = new Set<http.ServerResponse>();
  private draining = false;
  private onIdle: (() => void) | undefined;

  constructor(private readonly server: http.Server) {}

  /** Runs the handling of one request; while closing, its connection closes after the answer. */
  track(res: http.ServerResponse, handle: () => Promise<unknown>): void {
    if (this.draining && !res.headersSent) res.setHeader('Connection', 'close');
    this.active.add(res);
    void handle().finally(() => {
      this.active.delete(res);
      if (this.active.size === 0) this.onIdle?.();
    });
  }

  get inProgress(): number {
    return this.active.size;
  }

  /** Closes the server; resolves when everything finished, or at `deadline` (epoch ms) after cutting what is left. */
  async close(deadline: number): Promise<HttpCloseReport> {
    this.draining = true;
    for (const res of this.active) if (!res.headersSent) res.setHeader('Connection', 'close');
    const closed = new Promise<void>((resolve) => this.server.close(() => resolve()));
    const idle = new Promise<void>((resolve) => {
      this.onIdle = resolve;
      if (this.active.size === 0) resolve();
    });
    const sweep = setInterval(() => this.server.closeIdleConnections(), IDLE_SWEEP_MS);
    let timer: NodeJS.Timeout | undefined;
    try {
      const drained = await Promise.race([
        Promise.all([closed, idle]).then(() => true),
        new Promise<false>((resolve) => (timer = setTimeout(() => resolve(false), Math.max(0, deadline - Date.now())))),
      ]);
      if (drained) return { drained, requestsCut: 0, connectionsCut: 0 };
      const connectionsCut = await new Promise<number>((resolve) => this.server.getConnections((err, n) => resolve(err ? 0 : n)));
      const requestsCut = this.active.size;
      this.server.closeAllConnections();
      return { drained, requestsCut, connectionsCut };
    } finally {
      clearTimeout(timer);
      clearInterval(sweep);
    }
  }
}
