import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ConversationPage, ConversationStatus } from '#contract/conversations';
import { channels, contacts, conversations } from '../../db/schema.ts';
import { createAgent } from '../../domain/agents.ts';
import type { CreatedOrganization } from '../../domain/organizations.ts';
import { createTestApp, type TestApp } from '#test/support/test-app';

// The search forms agents type: a customer's name or address, #id, assigned:me / assigned:none, status:all.

let t: TestApp;
let org: CreatedOrganization;
let channelId: number;
let kenji: { id: number; email: string };
let cookie: string;
const id: Record<string, number> = {};

async function contact(name: string, email: string) {
  const [row] = await t.database.db.insert(contacts).values({ organizationId: org.organization.id, name, email }).returning({ id: contacts.id });
  return row!.id;
}

async function conversation(key: string, contactId: number, opts: { subject: string; body?: string; status?: ConversationStatus; assigneeId?: number }) {
  const [row] = await t.database.db
    .insert(conversations)
    .values({
      organizationId: org.organization.id,
      channelId,
      contactId,
      subject: opts.subject,
      status: opts.status ?? 'opened',
      assigneeId: opts.assigneeId ?? null,
      search: sql`setweight(to_tsvector('english', ${opts.subject}), 'A') || setweight(to_tsvector('english', ${opts.body ?? ''}), 'B')`,
    })
    .returning({ id: conversations.id });
  id[key] = row!.id;
}

beforeAll(async () => {
  t = await createTestApp();
  org = await t.createOrg('Search Forms Co');
  const db = t.database.db;
  [{ id: channelId }] = (await db.insert(channels).values({ organizationId: org.organization.id, email: 'help@forms.test', name: 'Help' }).returning({ id: channels.id })) as [{ id: number }];
  kenji = await createAgent(db, { organizationId: org.organization.id, email: 'kenji@forms.test', name: 'Kenji', role: 'agent', password: 'kenji-password' });
  const jane = await contact('Jane Rogers', 'jrogers@yahoo.com');
  const john = await contact('John Smith', 'john.smith@example.org');
  const other = await contact('Someone Else', 'else@example.org');
  await conversation('janeOpen', jane, { subject: 'Refund please', body: 'I want my money back', assigneeId: kenji.id });
  await conversation('janeClosed', jane, { subject: 'Password reset', status: 'closed' });
  await conversation('john', john, { subject: 'Invoice copy', body: 'please send the invoice' });
  await conversation('mention', other, { subject: 'Forwarding', body: 'my colleague jrogers@yahoo.com asked about a refund' });
  await conversation('unassigned', other, { subject: 'Shipping', body: 'where is the parcel' });
  const res = await t.request('/api/session', {
    method: 'POST',
    headers: { 'X-Inbox-Request': '1' },
    json: { email: 'kenji@forms.test', password: 'kenji-password' },
  });
  cookie = res.headers.get('set-cookie')!.split(';')[0]!;
});
afterAll(() => t.close());

async function found(search: string, auth: { key?: string; cookie?: string } = { key: org.api_key }): Promise<string[]> {
  const res = await t.request(`/api/conversations?${new URLSearchParams({ search, order: 'oldest' })}`, {
    ...(auth.key ? { key: auth.key } : {}),
    headers: auth.cookie ? { Cookie: auth.cookie, 'X-Inbox-Request': '1' } : {},
  });
  const body = (await res.json()) as ConversationPage & { error?: string };
  expect(res.status, body.error).toBe(200);
  const names = Object.fromEntries(Object.entries(id).map(([k, v]) => [v, k]));
  return body.data.map((c) => names[c.id]!);
}

describe('searching for a customer', () => {
  it("finds a customer's conversations by their name, in any case, alone or with other words", async () => {
    expect(await found('rogers')).toEqual(['janeOpen']);
    expect(await found('Jane ROGERS')).toEqual(['janeOpen']);
    expect(await found('rogers refund')).toEqual(['janeOpen']);
    expect(await found('rogers invoice')).toEqual([]);
    expect(await found('smith status:all')).toEqual(['john']);
  });

  it('answers an email address with exactly that contact’s conversations, not the mails that mention it', async () => {
    expect(await found('jrogers@yahoo.com')).toEqual(['janeOpen']);
    expect(await found('JRogers@Yahoo.com status:all')).toEqual(['janeOpen', 'janeClosed']);
    // Quoted, it is searched in the text of the mails (and the contact) instead.
    expect(await found('"jrogers@yahoo.com"')).toEqual(['janeOpen', 'mention']);
  });

  it('finds a contact by the parts of their address', async () => {
    expect(await found('jrogers')).toEqual(['janeOpen']);
    expect(await found('example.org')).toEqual(['john', 'mention', 'unassigned']);
  });

  it('searches the text of mails for an address that no contact has', async () => {
    expect(await found('nobody@nowhere.example')).toEqual([]);
  });

});

describe('#id, assigned:me, assigned:none and status:all', () => {
  it('finds a conversation by #id whatever its status, unless a status is given', async () => {
    expect(await found(`#${id.janeClosed}`)).toEqual(['janeClosed']);
    expect(await found(`#${id.janeClosed} status:opened`)).toEqual([]);
    expect(await found(`#${id.john} #${id.janeOpen}`)).toEqual(['janeOpen', 'john']);
    expect(await found('#99999999')).toEqual([]);
  });

  it('reads assigned:me as the signed-in agent, and refuses it from an API key', async () => {
    expect(await found('assigned:me', { cookie })).toEqual(['janeOpen']);
    const res = await t.request(`/api/conversations?search=${encodeURIComponent('assigned:me')}`, { key: org.api_key });
    expect(res.status).toBe(400);
    expect(await res.json()).toEqual({ error: 'assigned:me names the signed-in agent, and an API key acts for the organization: use assigned:<agent email>' });
  });

  it('reads assigned:none as unassigned and status:all as every status', async () => {
    expect(await found('assigned:none')).toEqual(['john', 'mention', 'unassigned']);
    expect(await found('status:all')).toEqual(['janeOpen', 'janeClosed', 'john', 'mention', 'unassigned']);
    expect(await found('status:all assigned:none password')).toEqual(['janeClosed']);
  });
});

// Last: these add conversations, which the lists above would otherwise show.
describe('the contact words of a conversation', () => {
  it("follows a rename: the contact's new name finds their conversations, the old one no longer does", async () => {
    const renamed = await contact('Ottilie Quartz', 'oq@rename.example');
    await conversation('renamed', renamed, { subject: 'Question about plans' });
    expect(await found('ottilie')).toEqual(['renamed']);
    const res = await t.request(`/api/contacts/${renamed}`, { method: 'PATCH', key: org.api_key, json: { name: 'Wilhelmina Quartz' } });
    expect(res.status).toBe(200);
    expect(await found('wilhelmina')).toEqual(['renamed']);
    expect(await found('ottilie')).toEqual([]);
    expect(await found('quartz')).toEqual(['renamed']); // the unchanged word still finds it
  });

  it("keeps the conversation's own words through a rename, a word it shares with the old name included", async () => {
    const contactId = await contact('Benedikta Marlowe', 'bm@rename.example');
    await conversation('shared', contactId, { subject: 'Marlowe warehouse delay', body: 'the pallets from Benedikta Street' });
    const res = await t.request(`/api/contacts/${contactId}`, { method: 'PATCH', key: org.api_key, json: { name: 'Rosalind Vance' } });
    expect(res.status).toBe(200);
    expect(await found('marlowe')).toEqual(['shared']); // in its subject
    expect(await found('benedikta warehouse')).toEqual(['shared']); // in its message
    expect(await found('rosalind')).toEqual(['shared']);
    expect(await found('rosalind warehouse pallets')).toEqual(['shared']); // the contact's words and the text's together
    // Moved to another contact, it takes that contact's words in place of the old ones.
    const other = await contact('Ignatius Pell', 'ip@rename.example');
    await t.database.db.update(conversations).set({ contactId: other }).where(sql`${conversations.id} = ${id.shared!}`);
    expect(await found('ignatius')).toEqual(['shared']);
    expect(await found('rosalind')).toEqual([]);
    expect(await found('marlowe pallets')).toEqual(['shared']);
  });

  it("finds a customer's conversations among thousands of contacts sharing the word", async () => {
    // More contacts match "zephyrine" than one list of ids would carry; only one of them has a conversation.
    await t.database.db.execute(sql`
      insert into contacts (organization_id, name, email)
      select ${org.organization.id}, 'Zephyrine Number ' || n, 'zephyrine.' || n || '@many.example' from generate_series(1, 2500) n`);
    const zephyrine = await contact('Zephyrine Lastone', 'zl@one.example');
    await conversation('zephyrine', zephyrine, { subject: 'Hello' });
    expect(await found('zephyrine')).toEqual(['zephyrine']);
    expect(await found('zephyrine lastone')).toEqual(['zephyrine']);
  });
});
