import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { suppressions } from '../../db/schema.ts';
import type { CreatedOrganization } from '../../domain/organizations.ts';
import { findSuppressionFor, recordBlocked } from '../../domain/suppressions.ts';
import { createAgent } from '../../domain/agents.ts';
import { createTestApp, type TestApp } from '#test/support/test-app';

let t: TestApp;
let org: CreatedOrganization;
let other: CreatedOrganization;

type Record = { id: number; email: string; created: string; blocked: number; is_common: boolean };

async function suppress(email: unknown, key = org.api_key) {
  const res = await t.request('/api/contacts/suppressed', { method: 'POST', key, json: { email } });
  return { status: res.status, body: (await res.json()) as Record & { error?: string } };
}

async function list(query = '', key = org.api_key) {
  const res = await t.request(`/api/contacts/suppressed${query}`, { key });
  return { status: res.status, body: (await res.json()) as Record[] & { error?: string } };
}

async function blockTimes(email: string, times: number) {
  const found = await findSuppressionFor(t.database.db, org.organization.id, email);
  for (let i = 0; i < times; i++) await recordBlocked(t.database.db, org.organization.id, found!.id);
}

beforeAll(async () => {
  t = await createTestApp();
  org = await t.createOrg('Suppress Co');
  other = await t.createOrg('Other Co');
});
afterAll(() => t.close());
beforeEach(async () => {
  await t.database.db.delete(suppressions).where(eq(suppressions.organizationId, org.organization.id));
});

describe('POST /contacts/suppressed', () => {
  it('suppresses an address and returns the record', async () => {
    const { status, body } = await suppress('Spammer@Junk.example');
    expect(status).toBe(200);
    expect(body).toEqual({ id: expect.any(Number), email: 'spammer@junk.example', created: expect.any(String), blocked: 0, is_common: false, absorbed: 0 });
    expect(new Date(body.created).toISOString()).toBe(body.created);
  });

  it('flags common webmail domains with is_common', async () => {
    for (const email of ['someone@gmail.com', '*@outlook.com', 'x@yahoo.com', 'y@icloud.com', '*@proton.me']) {
      expect((await suppress(email)).body.is_common, email).toBe(true);
    }
    expect((await suppress('*@acme-corp.example')).body.is_common).toBe(false);
  });

  it.each([
    ['not-an-email'],
    ['@nodomain.com'],
    ['a@b'],
    ['*@'],
    ['*@bad_domain.com'],
    ['**@x.com'],
    ['*.x.com'],
    [''],
    ['a b@c.com'],
  ])('rejects the invalid email %j with 400', async (email) => {
    const { status, body } = await suppress(email);
    expect(status).toBe(400);
    expect(body.error).toMatch(/email/);
  });

  it('rejects a missing or non-string email with 400', async () => {
    for (const json of [{}, { email: 42 }, { email: null }, [], 'x']) {
      const res = await t.request('/api/contacts/suppressed', { method: 'POST', key: org.api_key, json });
      expect(res.status, JSON.stringify(json)).toBe(400);
      expect(await res.json()).toHaveProperty('error');
    }
  });

  it('rejects an address already suppressed with the spec message', async () => {
    await suppress('dup@junk.example');
    const { status, body } = await suppress('DUP@junk.example');
    expect(status).toBe(400);
    expect(body).toEqual({ error: 'the email dup@junk.example is already suppressed' });
  });

  it('treats an address under a suppressed domain as already suppressed', async () => {
    await suppress('*@junk.example');
    const { status, body } = await suppress('new@junk.example');
    expect(status).toBe(400);
    expect(body).toEqual({ error: 'the email new@junk.example is already suppressed' });
    expect((await suppress('*@junk.example')).body).toEqual({ error: 'the email *@junk.example is already suppressed' });
  });

  it('does not treat a subdomain or a look-alike domain as covered', async () => {
    await suppress('*@junk.example');
    expect((await suppress('a@mail.junk.example')).status).toBe(200);
    expect((await suppress('a@notjunk.example')).status).toBe(200);
  });

  it('consolidates existing address entries into a new domain entry, adding up their blocked counts', async () => {
    await suppress('one@junk.example');
    await suppress('two@junk.example');
    await suppress('keep@other.example');
    await blockTimes('one@junk.example', 3);
    await blockTimes('two@junk.example', 2);
    const { status, body } = await suppress('*@junk.example');
    expect(status).toBe(200);
    expect(body).toMatchObject({ email: '*@junk.example', blocked: 5, absorbed: 2 });
    const after = (await list()).body.map((r) => r.email).sort();
    expect(after).toEqual(['*@junk.example', 'keep@other.example']);
  });

  it('keeps each organization list separate', async () => {
    await suppress('shared@junk.example');
    expect((await suppress('shared@junk.example', other.api_key)).status).toBe(200);
    await suppress('*@junk.example', other.api_key);
    const ours = await t.database.db
      .select()
      .from(suppressions)
      .where(and(eq(suppressions.organizationId, org.organization.id), eq(suppressions.email, 'shared@junk.example')));
    expect(ours).toHaveLength(1); // the other organization's domain entry did not absorb our address
  });

  it('answers 401 without a key and changes nothing', async () => {
    const res = await t.request('/api/contacts/suppressed', { method: 'POST', json: { email: 'x@y.example' } });
    expect(res.status).toBe(401);
    expect((await list()).body).toEqual([]);
  });
});

describe('GET /contacts/suppressed', () => {
  beforeEach(async () => {
    await suppress('zed@alpha.example');
    await suppress('amy@zulu.example');
    await suppress('*@mid.example');
    await blockTimes('amy@zulu.example', 4);
    await blockTimes('*@mid.example', 1);
  });

  it('orders by creation time ascending by default', async () => {
    const { status, body } = await list();
    expect(status).toBe(200);
    expect(body.map((r) => r.email)).toEqual(['zed@alpha.example', 'amy@zulu.example', '*@mid.example']);
  });

  it('orders by domain with order_by=contact', async () => {
    expect((await list('?order_by=contact')).body.map((r) => r.email)).toEqual([
      'zed@alpha.example',
      '*@mid.example',
      'amy@zulu.example',
    ]);
    expect((await list('?order_by=contact&way=desc')).body.map((r) => r.email)).toEqual([
      'amy@zulu.example',
      '*@mid.example',
      'zed@alpha.example',
    ]);
  });

  it('orders by blocked count', async () => {
    expect((await list('?order_by=blocked&way=desc')).body.map((r) => r.blocked)).toEqual([4, 1, 0]);
    expect((await list('?order_by=blocked')).body.map((r) => r.blocked)).toEqual([0, 1, 4]);
  });

  it('orders by created descending', async () => {
    expect((await list('?order_by=created&way=desc')).body.map((r) => r.email)).toEqual([
      '*@mid.example',
      'amy@zulu.example',
      'zed@alpha.example',
    ]);
  });

  it.each(['?order_by=email', '?order_by=', '?order_by=CREATED', '?way=up', '?way=', '?order_by=blocked&way=DESC'])(
    'rejects %s with 400',
    async (query) => {
      const { status, body } = await list(query);
      expect(status).toBe(400);
      expect(body.error).toMatch(/order_by|way/);
    },
  );

  it('shows nothing of another organization', async () => {
    const theirs = (await list('', other.api_key)).body.map((r) => r.email);
    expect(theirs).not.toEqual(expect.arrayContaining(['zed@alpha.example']));
    expect(theirs).not.toContain('amy@zulu.example');
    expect(theirs).not.toContain('*@mid.example');
  });
});

describe('DELETE /contacts/suppressed/{id}', () => {
  it('removes an entry (204), after which mail from it is no longer refused; another organization cannot', async () => {
    const { body } = await suppress('removable@junk.example');
    expect((await t.request(`/api/contacts/suppressed/${body.id}`, { method: 'DELETE', key: other.api_key })).status).toBe(404);
    expect((await t.request(`/api/contacts/suppressed/${body.id}`, { method: 'DELETE', key: org.api_key })).status).toBe(204);
    expect((await list()).body.map((r) => r.email)).not.toContain('removable@junk.example');
    const again = await t.request(`/api/contacts/suppressed/${body.id}`, { method: 'DELETE', key: org.api_key });
    expect(again.status).toBe(404);
    expect(await again.json()).toEqual({ error: 'suppression not found' });
    expect((await suppress('removable@junk.example')).status).toBe(200);
  });

  it('is for owners and admins: a signed-in agent gets 403', async () => {
    const { body } = await suppress('kept@junk.example');
    await createAgent(t.database.db, { organizationId: org.organization.id, email: 'plain@supp.example', name: 'Plain', role: 'agent', password: 'plain-password' });
    const signIn = await t.request('/api/session', { method: 'POST', headers: { 'X-Inbox-Request': '1' }, json: { email: 'plain@supp.example', password: 'plain-password' } });
    const cookie = signIn.headers.get('set-cookie')!.split(';')[0]!;
    const res = await t.request(`/api/contacts/suppressed/${body.id}`, { method: 'DELETE', headers: { Cookie: cookie, 'X-Inbox-Request': '1' } });
    expect(res.status).toBe(403);
    expect(await res.json()).toEqual({ error: 'only owners and admins can remove entries of the suppression list' });
  });
});
