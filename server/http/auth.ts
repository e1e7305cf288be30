import type { MiddlewareHandler } from 'hono';
import type { Logger } from 'pino';
import type { Db } from '../db/client.ts';
import { findActiveApiKey, touchApiKey } from '../domain/api-keys.ts';
import type { AppEnv } from './app-env.ts';

// Header names are case-insensitive in HTTP; Hono's header() lookup already is.
export function requireApiKey(db: Db, logger: Logger): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    const key = c.req.header('x-api-key')?.trim();
    if (!key) return c.json({ error: 'missing API key: send it in the X-Api-Key header' }, 401);
    const found = await findActiveApiKey(db, key);
    if (!found) return c.json({ error: 'invalid API key' }, 401);
    c.set('principal', {
      organizationId: found.organizationId,
      permissions: found.permissions,
      apiKeyId: found.apiKeyId,
      agentId: null,
    });
    // Bookkeeping only: a failure here must not fail the request.
    touchApiKey(db, found.apiKeyId).catch((err: unknown) => logger.warn({ err }, 'could not record API key use'));
    await next();
  };
}
