import { and, eq, isNull, lt, or } from 'drizzle-orm';
import type { Permission } from '#contract/permissions';
import type { Db } from '../db/client.ts';
import { apiKeys, webhooks } from '../db/schema.ts';
import { callerCache } from './caller-cache.ts';
import { randomToken, sha256Hex } from './secrets.ts';

// A key looks like "sik_" + 43 url-safe characters (256 random bits): recognisable in logs and secret
// scanners, and stored only as its SHA-256 hash.
export const API_KEY_PREFIX = 'sik_';
const API_KEY_PATTERN = /^sik_[A-Za-z0-9_-]{43}$/;

export interface CreatedApiKey {
  id: number;
  key: string;
  name: string;
  permissions: Permission[];
}

export async function createApiKey(
  db: Db,
  input: { organizationId: number; name: string; permissions: Permission[]; createdById?: number | null },
): Promise<CreatedApiKey> {
  const key = API_KEY_PREFIX + randomToken(32);
  const [row] = await db
    .insert(apiKeys)
    .values({
      organizationId: input.organizationId,
      name: input.name,
      displayPrefix: key.slice(0, 10),
      secretHash: sha256Hex(key),
      permissions: [...new Set(input.permissions)],
      createdById: input.createdById ?? null,
    })
    .returning({ id: apiKeys.id });
  return { id: row!.id, key, name: input.name, permissions: [...new Set(input.permissions)] };
}

/**
 * Revokes a key of the organization; false when there is no such active key. The webhooks it registered are
 * paused in the same transaction: whoever held the key keeps no feed of the organization's events (an admin
 * can switch them on again).
 */
export async function revokeApiKey(db: Db, organizationId: number, id: number): Promise<boolean> {
  return db.transaction(async (tx) => {
    const rows = await tx
      .update(apiKeys)
      .set({ revokedAt: new Date() })
      .where(and(eq(apiKeys.organizationId, organizationId), eq(apiKeys.id, id), isNull(apiKeys.revokedAt)))
      .returning({ id: apiKeys.id });
    if (rows.length === 0) return false;
    await tx
      .update(webhooks)
      .set({ active: false })
      .where(and(eq(webhooks.organizationId, organizationId), eq(webhooks.createdByApiKeyId, id), eq(webhooks.active, true)));
    return true;
  }).then((revoked) => {
    // After the commit: a request in between reads the row again and still finds the key active, as it is.
    if (revoked) callerCache.forget({ apiKeyId: id });
    return revoked;
  });
}

export interface ApiKeyPrincipal {
  apiKeyId: number;
  organizationId: number;
  permissions: Permission[];
}

/** The active key for this secret, or undefined. Never throws on malformed input. */
export async function findActiveApiKey(db: Db, key: string): Promise<ApiKeyPrincipal | undefined> {
  if (!API_KEY_PATTERN.test(key)) return undefined;
  const [row] = await db
    .select({ id: apiKeys.id, organizationId: apiKeys.organizationId, permissions: apiKeys.permissions })
    .from(apiKeys)
    .where(and(eq(apiKeys.secretHash, sha256Hex(key)), isNull(apiKeys.revokedAt)))
    .limit(1);
  if (!row) return undefined;
  return { apiKeyId: row.id, organizationId: row.organizationId, permissions: row.permissions as Permission[] };
}

const LAST_USED_RESOLUTION_MS = 60_000;

/**
 * When this process last recorded each key's use (epoch ms), so that most requests send no statement at all. By
 * database: ids are the database's own (a second database, as in the tests, numbers its keys from 1 again).
 */
const lastTouchedByDb = new WeakMap<Db, Map<number, number>>();

/** Records use, at most once a minute per key, so that reads do not turn into a write each. */
export async function touchApiKey(db: Db, id: number, now = new Date()): Promise<void> {
  let lastTouched = lastTouchedByDb.get(db);
  if (!lastTouched) lastTouchedByDb.set(db, (lastTouched = new Map()));
  const before = lastTouched.get(id);
  if (before !== undefined && Math.abs(now.getTime() - before) < LAST_USED_RESOLUTION_MS) return;
  if (lastTouched.size >= 10_000) lastTouched.clear();
  lastTouched.set(id, now.getTime());
  const threshold = new Date(now.getTime() - LAST_USED_RESOLUTION_MS);
  await db
    .update(apiKeys)
    .set({ lastUsedAt: now })
    .where(and(eq(apiKeys.id, id), or(isNull(apiKeys.lastUsedAt), lt(apiKeys.lastUsedAt, threshold))))
    .catch((err: unknown) => {
      lastTouched.delete(id); // the next request tries again
      throw err;
    });
}
