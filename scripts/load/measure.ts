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
}

export interface HttpRequestSpec {
  method: 'GET' | 'POST' | 'PATCH';
  path: string;
  body?: string;
}

export async function loadHttp(
  urls: string[],
  spec: HttpRequestSpec,
  opts: { connections: number; seconds: number; headers: Record<string, string> },
): Promise<LoadFigures> {
  const result = await autocannon({
    // Several servers: autocannon spreads the connections over them in turn (its types know one URL only).
    url: (urls.length === 1 ? urls[0]! + spec.path : urls.map((u) => u + spec.path)) as string,
    method: spec.method,
    connections: opts.connections,
    duration: opts.seconds,
    headers: { ...opts.headers, ...(spec.body ? { 'content-type': 'application/json' } : {}) },
    ...(spec.body ? { body: spec.body } : {}),
  });
  return {
    requests: result.requests.total,
    perSecond: result.requests.total / opts.seconds,
    medianMs: result.latency.p50,
    p99Ms: result.latency.p99,
    errors: result.errors + result.timeouts + result.non2xx,
  };
}

export async function loadFunction(run: () => Promise<unknown>, opts: { connections: number; seconds: number }): Promise<LoadFigures> {
  const samples: number[] = [];
  let errors = 0;
  const end = performance.now() + opts.seconds * 1000;
  const worker = async () => {
    while (performance.now() < end) {
      const start = performance.now();
      try {
        await run();
        samples.push(performance.now() - start);
      } catch {
        errors++;
      }
    }
  };
  const started = performance.now();
  await Promise.all(Array.from({ length: opts.connections }, worker));
  const elapsed = (performance.now() - started) / 1000;
  samples.sort((a, b) => a - b);
  const rank = (p: number) => samples[Math.min(samples.length - 1, Math.max(0, Math.ceil(p * samples.length) - 1))] ?? NaN;
  return { requests: samples.length, perSecond: samples.length / elapsed, medianMs: rank(0.5), p99Ms: rank(0.99), errors };
}
