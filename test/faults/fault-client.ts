import { readBody } from '../process/spawn-helpers.ts';

// HTTP calls of the fault suites. A call never throws: a server being killed answers nothing, and that is
// an outcome to record (the write was not acknowledged), not an error of the test.

export interface Answer {
  /** 0: no HTTP answer (connection refused or reset, timeout). */
  status: number;
  body: unknown;
  /** Why there was no answer, for status 0. */
  error?: string;
}

export interface CallOptions {
  method?: string;
  apiKey?: string;
  json?: unknown;
  headers?: Record<string, string>;
  timeoutMs?: number;
}

export async function call(url: string, opts: CallOptions = {}): Promise<Answer> {
  const headers: Record<string, string> = { ...opts.headers };
  if (opts.apiKey) headers['X-Api-Key'] = opts.apiKey;
  if (opts.json !== undefined) headers['Content-Type'] = 'application/json';
  try {
    const res = await fetch(url, {
      method: opts.method ?? (opts.json === undefined ? 'GET' : 'POST'),
      headers,
      ...(opts.json === undefined ? {} : { body: JSON.stringify(opts.json) }),
      signal: AbortSignal.timeout(opts.timeoutMs ?? 20_000),
    });
    return { status: res.status, body: await readBody(res) };
  } catch (err) {
    const cause = (err as { cause?: { code?: string; message?: string } }).cause;
    return { status: 0, body: undefined, error: cause?.code ?? cause?.message ?? (err instanceof Error ? err.message : String(err)) };
  }
}

export const isOk = (a: Answer) => a.status >= 200 && a.status < 300;

/** The body of a 2xx answer; anything else fails with what came back. */
export function okBody<T>(answer: Answer, what: string): T {
  if (!isOk(answer)) throw new Error(`${what}: ${answer.status || answer.error} ${JSON.stringify(answer.body)?.slice(0, 500)}`);
  return answer.body as T;
}

/** For checks after a restart: retries while the server gives no answer (bounded). */
export async function callAnswered(url: string, opts: CallOptions = {}, tries = 5): Promise<Answer> {
  let answer = await call(url, opts);
  for (let i = 1; i < tries && answer.status === 0; i++) {
    await new Promise((r) => setTimeout(r, 500));
    answer = await call(url, opts);
  }
  return answer;
}

/** Runs fn over items with at most `limit` at once. */
export async function mapLimit<T, R>(items: readonly T[], limit: number, fn: (item: T) => Promise<R>): Promise<R[]> {
  const results: R[] = new Array<R>(items.length);
  let next = 0;
  const worker = async () => {
    while (next < items.length) {
      const i = next++;
      results[i] = await fn(items[i]!);
    }
  };
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, worker));
  return results;
}
