import type { Session } from '#contract/session';
import { call } from './fault-client.ts';

// Dashboard sessions across server processes: a cookie made by one server must be accepted (and, once signed
// out, refused) by every other, since sessions live in the shared database.

const DASHBOARD = { 'X-Inbox-Request': '1' };

export async function signIn(baseUrl: string, email: string, password: string): Promise<string> {
  const res = await fetch(`${baseUrl}/api/session`, {
    method: 'POST',
    headers: { ...DASHBOARD, 'Content-Type': 'application/json' },
    body: JSON.stringify({ email, password }),
    signal: AbortSignal.timeout(20_000),
  });
  const cookie = res.headers.get('set-cookie')?.split(';')[0];
  if (res.status !== 200 || !cookie) throw new Error(`sign-in on ${baseUrl}: ${res.status} ${await res.text()}`);
  return cookie;
}

/** Who the cookie signs in on this server: the agent's email, or undefined when refused. */
export async function sessionEmail(baseUrl: string, cookie: string): Promise<string | undefined> {
  const answer = await call(`${baseUrl}/api/session`, { headers: { ...DASHBOARD, Cookie: cookie } });
  if (answer.status === 401) return undefined;
  if (answer.status !== 200) throw new Error(`GET /api/session on ${baseUrl}: ${answer.status || answer.error} ${JSON.stringify(answer.body)}`);
  return (answer.body as Session).agent.email;
}

export async function signOut(baseUrl: string, cookie: string): Promise<void> {
  const answer = await call(`${baseUrl}/api/session`, { method: 'DELETE', headers: { ...DASHBOARD, Cookie: cookie } });
  if (answer.status < 200 || answer.status >= 300) throw new Error(`sign-out on ${baseUrl}: ${answer.status || answer.error}`);
}
