import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ContactDetailSchema, type ContactDetail } from '#contract/contacts';
import type { ConversationStatus } from '#contract/conversations';
import { channels, contacts, conversations, messages } from '../../db/schema.ts';
import type { CreatedOrganization } from '../../domain/organizations.ts';
import { createTestApp, type TestApp } from '#test/support/test-app';

// The customer panel beside a conversation: who the customer is and their other conversations.

let t: TestApp;
let org: CreatedOrganization;
let other: CreatedOrganization;
let contactId: number;
const ids: Record<string, number> = {};
const at = (minutes: number) => new Date(Date.UTC(2026, 10, 1, 9, minutes));

beforeAll(async () => {
  t = await createTestApp();
  org = await t.createOrg('Panel Co');
  other = await t.createOrg('Other Panel Co');
  const db = t.database.db;
  const [channel] = await db.insert(channels).values({ organizationId: org.organization.id, email: 'help@panel.test', name: 'Help' }).returning();
  const [contact] = await db.insert(contacts).values({ organizationId: org.organization.id, name: 'jrogers', email: 'jrogers@yahoo.com', createdAt: at(0) }).returning();
  contactId = contact!.id;
  const add = async (key: string, status: ConversationStatus, lastMessage: number | null) => {
    const [c] = await db
      .insert(conversations)
      .values({ organizationId: org.organization.id, channelId: channel!.id, contactId, subject: key, status, createdAt: at(1), lastMessageAt: lastMessage === null ? null : at(lastMessage) })
      .returning();
    ids[key] = c!.id;
  };
  await add('closedRecent', 'closed', 50);
  await add('openOld', 'opened', 10);
  await add('openNew', 'opened', 40);
  await add('snoozed', 'snoozed', 30);
  await add('spam', 'spam', 55);
  await db.insert(messages).values([
    { organizationId: org.organization.id, conversationId: ids.openOld!, direction: 'inbound', status: 'received', fromEmail: 'jrogers@yahoo.com', createdAt: at(5) },
    { organizationId: org.organization.id, conversationId: ids.openNew!, direction: 'inbound', status: 'received', fromEmail: 'jrogers@yahoo.com', createdAt: at(40) },
  ]);
});
afterAll(() => t.close());

async function get(id: number | string, key = org.api_key) {
  const res = await t.request(`/api/contacts/${id}`, { key });
  return { status: res.status, body: (await res.json()) as ContactDetail & { error?: string } };
}

describe('GET /contacts/{id}', () => {
  it('gives the contact, when they first wrote, and their conversations, open ones first', async () => {
    const { status, body } = await get(contactId);
    expect(status).toBe(200);
    expect(ContactDetailSchema.parse(body)).toEqual(body);
    expect(body).toMatchObject({ id: contactId, name: 'jrogers', email: 'jrogers@yahoo.com', first_message_at: at(5).toISOString(), conversation_count: 5 });
    expect(body.conversations.map((c) => c.subject)).toEqual(['openNew', 'openOld', 'snoozed', 'closedRecent', 'spam']);
  });

  it('answers 404 for an unknown contact or one of another organization, and 400 for a bad id', async () => {
    expect((await get(999_999)).status).toBe(404);
    expect((await get(contactId, other.api_key)).body).toEqual({ error: 'contact not found' });
    expect((await get('abc')).status).toBe(400);
  });
});

describe('PATCH /contacts/{id}', () => {
  const patch = (json: unknown, key = org.api_key, id: number = contactId) => t.request(`/api/contacts/${id}`, { method: 'PATCH', key, json });

  it('renames the contact (trimmed), which the conversations then show', async () => {
    const res = await patch({ name: '  Jane Rogers ' });
    expect(res.status).toBe(200);
    expect(((await res.json()) as ContactDetail).name).toBe('Jane Rogers');
    const conversation = (await (await t.request(`/api/conversations/${ids.openNew}`, { key: org.api_key })).json()) as { contact: { name: string } };
    expect(conversation.contact.name).toBe('Jane Rogers');
  });

  it.each([
    [{}, 'name is required'],
    [{ name: '   ' }, 'name must not be empty'],
    [{ name: 'x'.repeat(201) }, 'name must be at most 200 characters'],
    [{ name: 42 }, 'name is required'],
  ])('refuses %j with 400', async (json, error) => {
    const res = await patch(json);
    expect(res.status).toBe(400);
    expect(await res.json()).toEqual({ error });
  });

  it("cannot rename another organization's contact (404), and leaves it unchanged", async () => {
    const res = await patch({ name: 'Hijacked' }, other.api_key);
    expect(res.status).toBe(404);
    expect((await get(contactId)).body.name).toBe('Jane Rogers');
  });
});
