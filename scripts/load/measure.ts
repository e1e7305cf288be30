import { performance } from 'node:perf_hooks';
import autocannon from 'autocannon';

// Two closed-loop load drivers with the same report: `connections` callers each send their next request as
// soon as the last is answered, for `seconds`. One drives the HTTP API (autocannon), the other runs the same
// SQL straight on the database (the floor).

export interface LoadFigures {
  requests: number;
  perSecond: number;
  medianMs: number;
  p99Ms: number;
  errors: number;
  /** The first failure's message (floors only: autocannon counts failures without reasons). */
  firstError?: string;
  /** API runs: the slowest first answer of a connection (left out of the median and p99: see loadHttp). */
  slowestFirstMs?: number;
}

export interface HttpRequestSpec {
  method: 'GET' | 'POST' | 'PATCH';
  path: string;
  body?: string;
  /** A body per request, made as it is sent (a write that must change something each time). */
  nextBody?: () => string;
  /** `[<id>]` in the body becomes a new random id in each request (a new address per compose). */
  idReplacement?: boolean;
}

export async function loadHttp(
  urls: string[],
  spec: HttpRequestSpec,
  opts: { connections: number; seconds: number; headers: Record<string, string> },
): Promise<LoadFigures> {
  const hasBody = spec.body !== undefined || spec.nextBody !== undefined;
  const nextBody = spec.nextBody;
  const options: autocannon.Options = {
    // Several servers: autocannon spreads the connections over them in turn (its types know one URL only).
    url: (urls.length === 1 ? urls[0]! + spec.path : urls.map((u) => u + spec.path)) as string,
    method: spec.method,
    connections: opts.connections,
    duration: opts.seconds,
    headers: { ...opts.headers, ...(hasBody ? { 'content-type': 'application/json' } : {}) },
    ...(spec.body !== undefined ? { body: spec.body } : {}),
    ...(spec.idReplacement ? { idReplacement: true } : {}),
    // autocannon builds each request of a setupRequest anew just before sending it.
    ...(nextBody ? { requests: [{ method: spec.method, path: spec.path, setupRequest: (req: object) => ({ ...req, body: nextBody() }) }] } : {}),
  };
  // Latencies of the answers after each connection's first. A connection's first request waits for the server
  // to accept the connection, and Node (libuv) accepts one per turn of its event loop: connections opened all at
  // once against a server their first few already keep busy wait there, up to seconds at 100 connections, before
  // their first request is read. That is the cost of opening a connection under load, not of a request; the
  // floor's pool opened its connections beforehand. Counted as autocannon does: 2xx answers only.
  const answered = new Set<object>();
  const latencies: number[] = [];
  let slowestFirst = 0;
  const result = await new Promise<autocannon.Result>((resolve, reject) => {
    const instance = autocannon(options, (err: unknown, done: autocannon.Result) => (err ? reject(err instanceof Error ? err : new Error(String(err))) : resolve(done)));
    instance.on('response', (client, statusCode, _bytes, responseTime) => {
      if (!answered.has(client)) {
        answered.add(client);
        slowestFirst = Math.max(slowestFirst, responseTime);
      } else if (statusCode >= 200 && statusCode < 300) latencies.push(responseTime);
    });
  });
  latencies.sort((a, b) => a - b);
  return {
    requests: result.requests.total,
    perSecond: result.requests.total / opts.seconds,
    medianMs: percentile(latencies, 0.5),
    p99Ms: percentile(latencies, 0.99),
    errors: result.errors + result.timeouts + result.non2xx,
    slowestFirstMs: slowestFirst,
  };
}

/** The value at `p` of sorted samples (nearest rank); NaN without any. */
function percentile(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil(p * sorted.length) - 1))] ?? NaN;
}

/** `run` is called with its caller's number (0 .. connections - 1). */
export async function loadFunction(run: (caller: number) => Promise<unknown>, opts: { connections: number; seconds: number }): Promise<LoadFigures> {
  const samples: number[] = [];
  let errors = 0;
  let firstError: string | undefined;
  const end = performance.now() + opts.seconds * 1000;
  const worker = async (caller: number) => {
    while (performance.now() < end) {
      const start = performance.now();
      try {
        await run(caller);
        samples.push(performance.now() - start);
      } catch (err) {
        errors++;
        firstError ??= err instanceof Error ? err.message : String(err);
      }
    }
  };
  const started = performance.now();
  await Promise.all(Array.from({ length: opts.connections }, (_, caller) => worker(caller)));
  const elapsed = (performance.now() - started) / 1000;
  samples.sort((a, b) => a - b);
  return { requests: samples.length, perSecond: samples.length / elapsed, medianMs: percentile(samples, 0.5), p99Ms: percentile(samples, 0.99), errors, ...(firstError ? { firstError } : {}) };
}
