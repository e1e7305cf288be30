import http from 'node:http';

// A request known to be in the server's hands: sent with `Expect: 100-continue`, so the server's "100 Continue"
// says it has read the headers and started the request. Its body (if any) is held until sendBody(), so the
// request can be still in flight, for certain, when the server is told to stop.

export interface HeldAnswer {
  /** 0: no answer. */
  status: number;
  body: Buffer;
  /** Why the answer is missing or incomplete (a reset connection, a response cut short, a timeout). */
  error?: string;
  /** When it ended (epoch ms). */
  at: number;
}

export interface HeldRequest {
  /** Resolves once the server answered 100 Continue. */
  accepted: Promise<void>;
  /** Sends the held body and ends the request (nothing to send for a request without a body). */
  sendBody(): void;
  answer: Promise<HeldAnswer>;
}

export function holdRequest(url: string, opts: { method: string; headers?: Record<string, string>; json?: unknown; timeoutMs?: number }): HeldRequest {
  const target = new URL(url);
  const body = opts.json === undefined ? undefined : Buffer.from(JSON.stringify(opts.json));
  // A connection of its own (no agent): a reset of one request says nothing about another.
  const req = http.request({
    host: target.hostname,
    port: target.port,
    path: `${target.pathname}${target.search}`,
    method: opts.method,
    agent: false,
    headers: {
      ...opts.headers,
      Expect: '100-continue',
      ...(body ? { 'Content-Type': 'application/json', 'Content-Length': String(body.length) } : {}),
    },
  });
  let accept!: () => void;
  let refuse!: (err: Error) => void;
  const accepted = new Promise<void>((resolve, reject) => {
    accept = resolve;
    refuse = reject;
  });
  accepted.catch(() => {}); // the answer says what went wrong
  req.on('continue', () => accept());
  const answer = new Promise<HeldAnswer>((resolve) => {
    req.on('response', (res) => {
      accept(); // an answer without 100 Continue (an early refusal) also means the server had the request
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('close', () => {
        const status = res.statusCode ?? 0;
        resolve({ status, body: Buffer.concat(chunks), at: Date.now(), ...(res.complete ? {} : { error: 'response cut short' }) });
      });
    });
    req.on('error', (err: NodeJS.ErrnoException) => {
      refuse(err);
      resolve({ status: 0, body: Buffer.alloc(0), error: err.code ?? err.message, at: Date.now() });
    });
  });
  req.setTimeout(opts.timeoutMs ?? 60_000, () => req.destroy(Object.assign(new Error('no answer in time'), { code: 'TIMEOUT' })));
  if (body) req.flushHeaders();
  else req.end();
  return { accepted, sendBody: () => void (body && req.end(body)), answer };
}
