import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiKeys } from '../db/schema.ts';
import { revokeApiKey } from '../domain/api-keys.ts';
import type { CreatedOrganization } from '../domain/organizations.ts';
import { createTestApp, type TestApp } from '#test/support/test-app';

let t: TestApp;
let org: CreatedOrganization;

beforeAll(async () => {
  t = await createTestApp();
  org = await t.createOrg('Auth Co');
});
afterAll(() => t.close());

describe('API key authentication', () => {
  it('rejects a request without X-Api-Key with 401 and an error body', async () => {
    const res = await t.request('/api/agents');
    expect(res.status).toBe(401);
    expect(await res.json()).toEqual({ error: expect.stringContaining('X-Api-Key') });
  });

  it('rejects an unknown key with 401', async () => {
    const res = await t.request('/api/agents', { key: `sik_${'a'.repeat(43)}` });
    expect(res.status).toBe(401);
    expect(await res.json()).toEqual({ error: 'invalid API key' });
  });

  it('rejects a malformed key with 401, not 500', async () => {
    for (const key of ['x', 'sik_', `${org.api_key} trailing`, '\u00e9\u00e9\u00e9', 'a'.repeat(5000)]) {
      const res = await t.request('/api/agents', { headers: { 'X-Api-Key': encodeURIComponent(key) } });
      expect(res.status, key).toBe(401);
    }
  });

  it('accepts the header name in any case', async () => {
    for (const name of ['X-Api-Key', 'x-api-key', 'X-API-KEY', 'x-Api-kEY']) {
      const res = await t.request('/api/agents', { headers: { [name]: org.api_key } });
      expect(res.status, name).toBe(200);
    }
  });

  it('rejects a revoked key with 401', async () => {
    const key = await t.createKey(org.organization.id, []);
    expect((await t.request('/api/agents', { key })).status).toBe(200);
    const [row] = await t.database.db.select().from(apiKeys).where(eq(apiKeys.displayPrefix, key.slice(0, 10)));
    expect(await revokeApiKey(t.database.db, org.organization.id, row!.id)).toBe(true);
    const res = await t.request('/api/agents', { key });
    expect(res.status).toBe(401);
    expect(await res.json()).toEqual({ error: 'invalid API key' });
  });

  it('cannot revoke a key through another organization', async () => {
    const other = await t.createOrg('Other Co');
    expect(await revokeApiKey(t.database.db, other.organization.id, org.api_key_id)).toBe(false);
    expect((await t.request('/api/agents', { key: org.api_key })).status).toBe(200);
  });

  it('stores only a SHA-256 hash of the key and records when it was last used', async () => {
    const key = await t.createKey(org.organization.id, []);
    const [before] = await t.database.db.select().from(apiKeys).where(eq(apiKeys.displayPrefix, key.slice(0, 10)));
    expect(before!.secretHash).toMatch(/^[0-9a-f]{64}$/);
    expect(JSON.stringify(before)).not.toContain(key);
    expect(before!.lastUsedAt).toBeNull();
    await t.request('/api/agents', { key });
    await expect
      .poll(async () => {
        const [row] = await t.database.db.select().from(apiKeys).where(eq(apiKeys.id, before!.id));
        return row!.lastUsedAt;
      })
      .not.toBeNull();
  });

  it('issues keys with a recognisable prefix and a long random secret', () => {
    expect(org.api_key).toMatch(/^sik_[A-Za-z0-9_-]{43}$/);
  });
});
