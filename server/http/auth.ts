import type { Context, MiddlewareHandler } from 'hono';
import type { Logger } from 'pino';
import { CSRF_HEADER } from '#contract/session';
import type { Db } from '../db/client.ts';
import { findActiveApiKey, touchApiKey } from '../domain/api-keys.ts';
import { callerCache, type CachedCaller } from '../domain/caller-cache.ts';
import type { WindowCounter } from '../domain/rate-limits/window-counter.ts';
import { authenticateSession } from '../domain/sessions.ts';
import type { AppEnv, Principal } from './app-env.ts';
import { clientAddress } from './client-address.ts';
import { applyRateLimitHeaders, tooManyRequests } from './rate-limit.ts';
import { readSessionToken, writeSessionCookie } from './session-cookie.ts';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);
const SESSION_ENDED = 'your session has ended (it expired or you signed out): sign in again';

/**
 * A state-changing request carried by a cookie must come from our own pages: its Origin (when sent) must be
 * this host, and it must carry the dashboard's custom header, which a cross-site form, link or image cannot set.
 */
export function csrfProblem(c: Context): string | undefined {
  if (SAFE_METHODS.has(c.req.method)) return undefined;
  const origin = c.req.header('origin');
  if (origin !== undefined) {
    // An Origin that does not parse ("null" from a sandboxed frame or a privacy setting, or sent empty) is refused
    // outright, even if the request's own origin does not parse either (junk X-Forwarded-Proto): undefined never
    // equals undefined.
    const from = normalizedOrigin(origin);
    if (from === undefined || from !== ownOrigin(c)) return 'cross-site request refused';
  }
  if (!c.req.header(CSRF_HEADER)) return `missing ${CSRF_HEADER} header`;
  return undefined;
}

/** scheme://host[:port] as the browser's same-origin rule compares it (default ports left out). */
function normalizedOrigin(value: string): string | undefined {
  try {
    const url = new URL(value);
    return url.origin === 'null' ? undefined : url.origin;
  } catch {
    return undefined;
  }
}

/** The origin the browser sees this server at: through a proxy, the scheme and host the proxy says it served. */
function ownOrigin(c: Context): string | undefined {
  const url = new URL(c.req.url);
  const scheme = c.req.header('x-forwarded-proto')?.split(',')[0]?.trim() || url.protocol.replace(/:$/, '');
  const host = c.req.header('x-forwarded-host')?.split(',')[0]?.trim() || c.req.header('host') || url.host;
  return normalizedOrigin(`${scheme}://${host}`);
}

/** Reads an API key and remembers whom it stands for (an unknown key is not remembered: it may be created next). */
async function apiKeyCaller(db: Db, key: string): Promise<CachedCaller | undefined> {
  const found = await findActiveApiKey(db, key);
  if (!found) return undefined;
  const caller: CachedCaller = {
    organizationId: found.organizationId,
    permissions: found.permissions,
    apiKeyId: found.apiKeyId,
    agentId: null,
    role: null,
    sessionId: null,
    recheckAt: null,
  };
  callerCache.set(key, caller, { apiKeyId: found.apiKeyId }, Date.now());
  return caller;
}

/** Reads a session (renewing it when due) and remembers whom it stands for until it is due to be read again. */
async function sessionCaller(db: Db, token: string, at: Date): Promise<{ caller: CachedCaller; renewedUntil?: Date } | undefined> {
  const session = await authenticateSession(db, token, at);
  if (!session) return undefined;
  const caller: CachedCaller = {
    organizationId: session.organization.id,
    permissions: session.agent.permissions,
    apiKeyId: null,
    agentId: session.agent.id,
    role: session.agent.role,
    sessionId: session.sessionId,
    recheckAt: session.recheckAt,
  };
  callerCache.set(token, caller, { sessionId: session.sessionId, agentId: session.agent.id }, Date.now());
  return session.renewed ? { caller, renewedUntil: session.expiresAt } : { caller };
}

function principalOf(caller: CachedCaller): Principal {
  return { organizationId: caller.organizationId, permissions: caller.permissions, apiKeyId: caller.apiKeyId, agentId: caller.agentId, role: caller.role };
}

export interface CallerLimits {
  /** Requests per minute per API key and per session. */
  requests: WindowCounter;
  /** Unknown API keys per minute per client address: guessing keys gets 429, not an answer per guess. */
  unknownKeys: WindowCounter;
  trustProxy: boolean;
}

/**
 * Every /api request is made for one organization: with an API key (X-Api-Key, any case of the name), or
 * with a dashboard session cookie, which acts with the signed-in agent's own permissions. Each key and each
 * session has its own request budget (RATE_LIMIT_PER_MINUTE).
 */
export function requireCaller(db: Db, logger: Logger, now: () => Date, limits: CallerLimits): MiddlewareHandler<AppEnv> {
  const limited: MiddlewareHandler<AppEnv> = async (c, next) => {
    const bucket = c.get('rateBucket');
    if (!limits.requests.enabled) return next();
    const decision = await limits.requests.take(bucket);
    if (!decision.allowed) return tooManyRequests(c, decision, bucket.startsWith('key:') ? 'API key' : 'session');
    await next();
    applyRateLimitHeaders(c, decision);
  };
  return async (c, next) => {
    const key = c.req.header('x-api-key')?.trim();
    if (key) {
      const caller = callerCache.get(key, Date.now()) ?? (await apiKeyCaller(db, key));
      if (!caller) {
        if (limits.unknownKeys.enabled) {
          const decision = await limits.unknownKeys.take(`unknown-key:${clientAddress(c, limits.trustProxy)}`);
          if (!decision.allowed) return tooManyRequests(c, decision, 'client address for unknown API keys');
        }
        return c.json({ error: 'invalid API key' }, 401);
      }
      const apiKeyId = caller.apiKeyId!;
      c.set('principal', principalOf(caller));
      c.set('rateBucket', `key:${apiKeyId}`);
      // Bookkeeping only: a failure here must not fail the request.
      touchApiKey(db, apiKeyId).catch((err: unknown) => logger.warn({ err }, 'could not record API key use'));
      return limited(c, next);
    }
    const token = readSessionToken(c);
    if (!token) {
      // The dashboard marks every request it makes: once its cookie is gone (expired, cleared, signed out in
      // another tab), it is told about the session, not about API keys it never had.
      if (c.req.header(CSRF_HEADER)) return c.json({ error: SESSION_ENDED }, 401);
      return c.json({ error: 'missing API key: send it in the X-Api-Key header' }, 401);
    }
    const at = now();
    const cached = callerCache.get(token, Date.now());
    const found = cached && cached.recheckAt && at < cached.recheckAt ? { caller: cached } : await sessionCaller(db, token, at);
    if (!found) return c.json({ error: SESSION_ENDED }, 401);
    const { caller } = found;
    const csrf = csrfProblem(c);
    if (csrf) return c.json({ error: csrf }, 403);
    if (found.renewedUntil) writeSessionCookie(c, token, found.renewedUntil);
    c.set('principal', principalOf(caller));
    c.set('rateBucket', `session:${caller.sessionId!}`);
    return limited(c, next);
  };
}
