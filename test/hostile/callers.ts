import { CSRF_HEADER } from '#contract/session';
import type { TestApp } from '../support/test-app.ts';

// Who makes a request in the hostile suites: an API key, or a dashboard session (its cookie, plus the header
// the dashboard sends on every request, so state-changing requests pass the CSRF check as the dashboard's do).

export type Caller = { kind: 'key'; key: string } | { kind: 'session'; cookie: string };

export const byKey = (key: string): Caller => ({ kind: 'key', key });
export const bySession = (cookie: string): Caller => ({ kind: 'session', cookie });

/** A request under /api as `caller`; `json` is sent as the JSON body when given. */
export function callApi(t: TestApp, caller: Caller, method: string, path: string, json?: unknown): Promise<Response> {
  const url = path.startsWith('/api/') ? path : `/api${path}`;
  const body = json === undefined ? {} : { json };
  if (caller.kind === 'key') return t.request(url, { method, key: caller.key, ...body });
  return t.request(url, { method, headers: { Cookie: caller.cookie, [CSRF_HEADER]: '1' }, ...body });
}

/** Signs in through the dashboard's endpoint and answers the session cookie (`inbox_session=...`). */
export async function signIn(t: TestApp, email: string, password: string): Promise<string> {
  const res = await t.request('/api/session', { method: 'POST', headers: { [CSRF_HEADER]: '1' }, json: { email, password } });
  if (res.status !== 200) throw new Error(`sign-in of ${email} answered ${res.status}: ${await res.text()}`);
  return res.headers.get('set-cookie')!.split(';')[0]!;
}

/** The JSON answer of a request that must succeed with `status`; fails with the answer's text otherwise. */
export async function expectJson<T>(res: Response, status: number, what: string): Promise<T> {
  const text = await res.text();
  if (res.status !== status) throw new Error(`${what} answered ${res.status}, expected ${status}: ${text}`);
  return JSON.parse(text) as T;
}
