import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { ChannelSchema } from '#contract/channels';
import { channels } from '../../db/schema.ts';
import type { CreatedOrganization } from '../../domain/organizations.ts';
import { createTestApp, type TestApp } from '#test/support/test-app';

let t: TestApp;
let org: CreatedOrganization;
let other: CreatedOrganization;
let empty: CreatedOrganization;

async function list(key: string) {
  const res = await t.request('/api/channels', { key });
  return { status: res.status, body: (await res.json()) as unknown };
}

beforeAll(async () => {
  t = await createTestApp();
  org = await t.createOrg('Channels Co');
  other = await t.createOrg('Other Co');
  empty = await t.createOrg('Empty Co');
  await t.database.db.insert(channels).values([
    { organizationId: org.organization.id, name: 'Sales', email: 'sales@channels-co.test' },
    { organizationId: org.organization.id, name: 'Billing', email: 'billing@channels-co.test' },
    { organizationId: org.organization.id, name: 'Support', email: 'support@channels-co.test' },
    { organizationId: other.organization.id, name: 'Elsewhere', email: 'help@other-co.test' },
  ]);
});
afterAll(() => t.close());

describe('GET /channels', () => {
  it("lists the organization's channels in the order they were created (the first is the main one), as {id, name, email}", async () => {
    const { status, body } = await list(org.api_key);
    expect(status).toBe(200);
    const parsed = z.array(ChannelSchema.strict()).parse(body);
    expect(parsed.map((c) => [c.name, c.email])).toEqual([
      ['Sales', 'sales@channels-co.test'],
      ['Billing', 'billing@channels-co.test'],
      ['Support', 'support@channels-co.test'],
    ]);
    expect(parsed.every((c) => Number.isInteger(c.id) && c.id > 0)).toBe(true);
  });

  it('never returns channels of another organization', async () => {
    const { body } = await list(other.api_key);
    expect(body).toEqual([expect.objectContaining({ name: 'Elsewhere', email: 'help@other-co.test' })]);
  });

  it('answers an empty array for an organization without channels', async () => {
    expect(await list(empty.api_key)).toEqual({ status: 200, body: [] });
  });

  it('answers 401 without a key or with an unknown key', async () => {
    expect((await t.request('/api/channels')).status).toBe(401);
    expect((await list('sik_unknown')).status).toBe(401);
  });
});
