import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../db/query-rows.ts';
import { revokeApiKey } from '../../domain/api-keys.ts';
import type { CreatedOrganization } from '../../domain/organizations.ts';
import { createTestApp, type TestApp } from '#test/support/test-app';

// A webhook registered with an API key lives on the key's authority: revoking the key pauses it, so whoever
// held a leaked key keeps no feed of the organization's events. Others' webhooks are untouched.

let t: TestApp;
let org: CreatedOrganization;

beforeAll(async () => {
  t = await createTestApp({ webhookAllowPrivate: true });
  org = await t.createOrg('Revoking Co');
});
afterAll(() => t.close());

async function createHook(key: string): Promise<{ id: number; active: boolean }> {
  const res = await t.request('/api/webhooks', { method: 'POST', key, json: { url: 'http://127.0.0.1:9/hook' } });
  expect(res.status, await res.clone().text()).toBe(201);
  return (await res.json()) as { id: number; active: boolean };
}
const hook = async (id: number) => (await (await t.request(`/api/webhooks/${id}`, { key: org.api_key })).json()) as { active: boolean };

describe('revoking the API key that registered a webhook', () => {
  it('pauses that key’s webhooks at once, leaves the others running, and an admin can switch them on again', async () => {
    const integration = await t.createKey(org.organization.id, []);
    // The key just created is the organization's newest.
    const [newest] = await queryRows<{ id: number }>(t.database.db, sql`select max(id)::int as id from api_keys where organization_id = ${org.organization.id}`);
    const keyId = Number(newest!.id);
    const theirs = await createHook(integration);
    const ours = await createHook(org.api_key);
    expect(theirs.active).toBe(true);

    expect(await revokeApiKey(t.database.db, org.organization.id, keyId)).toBe(true);
    expect((await hook(theirs.id)).active).toBe(false);
    expect((await hook(ours.id)).active).toBe(true);
    // The revoked key itself can do nothing more.
    expect((await t.request(`/api/webhooks/${theirs.id}`, { key: integration })).status).toBe(401);

    const resumed = await t.request(`/api/webhooks/${theirs.id}`, { method: 'PATCH', key: org.api_key, json: { active: true } });
    expect(resumed.status).toBe(200);
    expect((await hook(theirs.id)).active).toBe(true);
  });
});
