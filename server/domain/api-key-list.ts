import { and, desc, eq, isNull } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { ApiKey } from '#contract/api-keys';
import type { Permission } from '#contract/permissions';
import type { Db } from '../db/client.ts';
import { agents, apiKeys } from '../db/schema.ts';

const creator = alias(agents, 'creator');

/** The organization's keys that are not revoked, newest first; what the dashboard's key page lists. */
export async function listApiKeys(db: Db, organizationId: number, onlyId?: number): Promise<ApiKey[]> {
  const rows = await db
    .select({ key: apiKeys, creator: { id: creator.id, name: creator.name, email: creator.email } })
    .from(apiKeys)
    .leftJoin(creator, eq(creator.id, apiKeys.createdById))
    .where(and(eq(apiKeys.organizationId, organizationId), isNull(apiKeys.revokedAt), onlyId === undefined ? undefined : eq(apiKeys.id, onlyId)))
    .orderBy(desc(apiKeys.createdAt), desc(apiKeys.id));
  return rows.map(({ key, creator: by }) => ({
    id: key.id,
    name: key.name,
    prefix: key.displayPrefix,
    permissions: key.permissions as Permission[],
    created: key.createdAt.toISOString(),
    last_used_at: key.lastUsedAt?.toISOString() ?? null,
    created_by: by && by.id !== null ? { id: by.id, name: by.name!, email: by.email! } : null,
  }));
}
