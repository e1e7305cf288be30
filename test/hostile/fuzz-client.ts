import type { TestApp } from '../support/test-app.ts';
import type { FuzzRequest } from './fuzz-request.ts';

// Sends fuzzed requests to the in-process app and judges the answers by the rules every route shares.

export interface Answer {
  status: number;
  contentType: string;
  /** The body as text (JSON answers only: files and event streams are not kept). */
  text: string;
}

/** Requests sent, by operation name: the fuzzer prints them. */
export class RequestCounter {
  readonly byOperation = new Map<string, { sent: number; succeeded: number; ms: number }>();
  total = 0;
  add(name: string, status: number, ms = 0): void {
    this.total++;
    const counts = this.byOperation.get(name) ?? { sent: 0, succeeded: 0, ms: 0 };
    counts.sent++;
    counts.ms += ms;
    if (status < 300) counts.succeeded++;
    this.byOperation.set(name, counts);
  }
  /** One line per operation: requests sent, how many succeeded (the rest were refused), and the time they took. */
  summary(): string {
    return [...this.byOperation]
      .map(
        ([name, c]) =>
          `  ${String(c.sent).padStart(4)} sent, ${String(c.succeeded).padStart(3)} 2xx, ${(c.ms / 1000).toFixed(1).padStart(5)} s  ${name}`,
      )
      .join('\n');
  }
}

export async function send(t: Pick<TestApp, 'app'>, req: Pick<FuzzRequest, 'method' | 'url' | 'headers' | 'body'>): Promise<Answer> {
  const headers = new Headers();
  for (const [name, value] of req.headers) headers.append(name, value);
  // Bytes, never a string: a string body would make the Request add `Content-Type: text/plain` itself.
  const body = typeof req.body === 'string' ? new TextEncoder().encode(req.body) : req.body;
  const abort = new AbortController();
  const res = await t.app.request(req.url, { method: req.method, headers, signal: abort.signal, ...(body !== undefined ? { body } : {}) });
  const contentType = res.headers.get('content-type') ?? '';
  if (contentType.startsWith('text/event-stream')) {
    // A live stream never ends by itself: its opening is all there is to judge.
    abort.abort();
    await res.body?.cancel();
    return { status: res.status, contentType, text: '' };
  }
  if (!contentType.includes('json')) {
    await res.arrayBuffer();
    return { status: res.status, contentType, text: '' };
  }
  return { status: res.status, contentType, text: await res.text() };
}

/** What is wrong with the answer to a request, or undefined when nothing is. */
export function problemWith(req: Pick<FuzzRequest, 'certain' | 'method'>, answer: Answer): string | undefined {
  const { status } = answer;
  if (status >= 500) return `answered ${status}`;
  if (status < 200 || (status >= 300 && status < 400)) return `answered ${status}, neither a success nor a client error`;
  if (req.certain && status < 400) return `accepted an invalid request with ${status}`;
  if (status < 400) return undefined;
  if (!answer.contentType.startsWith('application/json'))
    return `answered ${status} with Content-Type ${JSON.stringify(answer.contentType)}, not JSON`;
  // The answer to HEAD is the GET answer's head: there is no body to judge.
  if (req.method === 'HEAD') return undefined;
  let body: unknown;
  try {
    body = JSON.parse(answer.text);
  } catch {
    return `answered ${status} with a body that is not JSON: ${answer.text.slice(0, 200)}`;
  }
  const error = (body as { error?: unknown } | null)?.error;
  if (typeof error !== 'string' || error.trim() === '') return `answered ${status} without an error message: ${answer.text.slice(0, 200)}`;
  return undefined;
}

/** A failure's report: enough to send the request again by hand. */
export function describe(name: string, req: FuzzRequest, answer: Answer | undefined, problem: string): string {
  const body =
    req.body === undefined
      ? '(none)'
      : typeof req.body === 'string'
        ? req.body.slice(0, 300)
        : `bytes ${Buffer.from(req.body.slice(0, 120)).toString('hex')}`;
  return [
    `${name}: ${problem}`,
    `  ${req.method} ${req.url.slice(0, 300)}`,
    `  headers ${JSON.stringify(req.headers.map(([k, v]) => [k, v.slice(0, 80)]))}`,
    `  body ${body}`,
    `  breaks ${req.labels.join('; ') || '(none)'}`,
    answer ? `  answer ${answer.status} ${answer.text.slice(0, 300)}` : '',
  ].join('\n');
}
