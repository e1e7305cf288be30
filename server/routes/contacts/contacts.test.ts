import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contacts } from '../../db/schema.ts';
import type { CreatedOrganization } from '../../domain/organizations.ts';
import { createTestApp, type TestApp } from '#test/support/test-app';

let t: TestApp;
let org: CreatedOrganization;
let other: CreatedOrganization;

type ContactBody = { id: number; name: string; email: string | null; session_uuid: string | null };

async function list(query: string, key = org.api_key) {
  const res = await t.request(`/api/contacts${query}`, { key });
  return { status: res.status, body: (await res.json()) as ContactBody[] & { error?: string } };
}

beforeAll(async () => {
  t = await createTestApp();
  org = await t.createOrg('Contacts Co');
  other = await t.createOrg('Other Co');
  const id = org.organization.id;
  await t.database.db.insert(contacts).values([
    { organizationId: id, name: 'Alice Martin', email: 'alice@gmail.com' },
    { organizationId: id, name: 'Bob Stone', email: 'bob.stone@acme.io' },
    { organizationId: id, name: 'Martina Gómez', email: 'mg@acme.io' },
    { organizationId: id, name: 'Carl 100% Sure', email: 'carl_x@example.org' },
    { organizationId: id, name: 'Visitor 4821', email: 'visitor@gmail.com', sessionUuid: '7c9e6679-7425-40de-944b-e07fc1f90ae7' },
    { organizationId: other.organization.id, name: 'Alice Elsewhere', email: 'alice@elsewhere.example' },
    ...Array.from({ length: 30 }, (_, i) => ({ organizationId: id, name: `Bulk Person ${i}`, email: `bulk${i}@bulk.example` })),
  ]);
});
afterAll(() => t.close());

describe('GET /contacts', () => {
  it('returns 10 trusted contacts by default', async () => {
    const { status, body } = await list('');
    expect(status).toBe(200);
    expect(body).toHaveLength(10);
    expect(body.every((c) => c.session_uuid === null)).toBe(true);
  });

  it('searches names and emails, case-insensitively, when the query has no @', async () => {
    const { body } = await list('?query=MARTIN');
    expect(body.map((c) => c.name).sort()).toEqual(['Alice Martin', 'Martina Gómez']);
    const byEmail = await list('?query=acme');
    expect(byEmail.body.map((c) => c.email).sort()).toEqual(['bob.stone@acme.io', 'mg@acme.io']);
  });

  it('puts exact and prefix matches first', async () => {
    const { body } = await list('?query=martin');
    expect(body[0]!.name).toBe('Martina Gómez'); // prefix of the name beats a match inside it
  });

  it('searches only emails when the query contains @', async () => {
    // "stone@" is in an email; a name-only match like "Alice" must not come back for "alice@acme".
    expect((await list('?query=stone@')).body.map((c) => c.name)).toEqual(['Bob Stone']);
    expect((await list('?query=alice@acme')).body).toEqual([]);
    expect((await list('?query=%40gmail.com')).body.map((c) => c.email)).toEqual(['alice@gmail.com']);
  });

  it('never returns untrusted contacts (with a session_uuid)', async () => {
    const { body } = await list('?query=visitor');
    expect(body).toEqual([]);
  });

  it('treats % and _ in the query literally', async () => {
    expect((await list('?query=100%25')).body.map((c) => c.name)).toEqual(['Carl 100% Sure']);
    expect((await list('?query=carl_')).body.map((c) => c.name)).toEqual(['Carl 100% Sure']);
    expect((await list('?query=%25')).body.map((c) => c.name)).toEqual(['Carl 100% Sure']);
  });

  it('honours limit within 1..99', async () => {
    expect((await list('?limit=1')).body).toHaveLength(1);
    expect((await list('?limit=99')).body).toHaveLength(34);
  });

  it.each(['0', '100', '-1', 'abc', '2.5', '1e2', ' '])('rejects limit=%s with 400', async (limit) => {
    const { status, body } = await list(`?limit=${encodeURIComponent(limit)}`);
    expect(status).toBe(400);
    expect(body).toEqual({ error: 'limit must be an integer between 1 and 99' });
  });

  it('rejects a query longer than 200 characters with 400', async () => {
    const { status, body } = await list(`?query=${'a'.repeat(201)}`);
    expect(status).toBe(400);
    expect(body.error).toMatch(/query/);
  });

  it('never returns contacts of another organization', async () => {
    expect((await list('?query=alice')).body.map((c) => c.email)).toEqual(['alice@gmail.com']);
    expect((await list('?query=alice', other.api_key)).body.map((c) => c.email)).toEqual(['alice@elsewhere.example']);
  });

  it('answers 401 without a key', async () => {
    expect((await t.request('/api/contacts')).status).toBe(401);
  });
});

describe('GET /contacts ranking', () => {
  let ranked: CreatedOrganization;
  const names = async (query: string) =>
    ((await (await t.request(`/api/contacts${query}`, { key: ranked.api_key })).json()) as ContactBody[]).map((c) => c.name);

  beforeAll(async () => {
    ranked = await t.createOrg('Ranking Co');
    await t.database.db.insert(contacts).values(
      [
        ['Joanna Smith', 'js@five.example'], // contains "ann"
        ['Bob Hann', 'bob@annex.example'], // contains it, in the name and the address
        ['Zoe Quinn', 'ann.quinn@four.example'], // the address starts with it
        ['Anne Both', 'anne@six.example'], // the name and the address start with it: counted once, as a name
        ['annabel Lee', 'lee@two.example'], // the name starts with it, in lower case
        ['Anna Berg', 'berg@three.example'],
        ['Ann', 'ann@one.example'], // exactly it
      ].map(([name, email]) => ({ organizationId: ranked.organization.id, name: name!, email })),
    );
  });

  it('answers exact matches, then names starting with the query, then addresses, then the rest, each by name ignoring case', async () => {
    expect(await names('?query=ann&limit=99')).toEqual(['Ann', 'Anna Berg', 'annabel Lee', 'Anne Both', 'Zoe Quinn', 'Bob Hann', 'Joanna Smith']);
  });

  it('cuts the same order at any limit, without repeating a contact', async () => {
    const all = await names('?query=ANN&limit=99');
    for (const limit of [1, 3, 4, 5, 6]) expect(await names(`?query=ann&limit=${limit}`)).toEqual(all.slice(0, limit));
  });

  it('ranks an exact address first when the query has @', async () => {
    expect(await names('?query=ANN@one.example')).toEqual(['Ann']);
    expect(await names('?query=ann')).toContain('Zoe Quinn');
    expect(await names('?query=e@')).toEqual(['annabel Lee', 'Anne Both']); // by name; both contain "e@"
  });

  it('lists every contact by name, ignoring case, without a query', async () => {
    expect(await names('?limit=99')).toEqual(['Ann', 'Anna Berg', 'annabel Lee', 'Anne Both', 'Bob Hann', 'Joanna Smith', 'Zoe Quinn']);
  });
});
