import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { channels } from '../../db/schema.ts';
import type { CreatedOrganization } from '../../domain/organizations.ts';
import { receiveMail } from '../../mail/inbound/receive-mail.ts';
import { createTestApp, type TestApp } from '#test/support/test-app';

let t: TestApp;
let org: CreatedOrganization;
let conversationId: number;

beforeAll(async () => {
  t = await createTestApp();
  org = await t.createOrg('Undo Co');
  const [c] = await t.database.db.insert(channels).values({ organizationId: org.organization.id, email: 'help@undo.example', name: 'Help' }).returning();
  const received = await receiveMail(
    t.database.db,
    { id: c!.id, organizationId: org.organization.id, email: c!.email },
    {
      messageId: '<q1@customer.example>', inReplyTo: null, references: [], envelopeFrom: null, cc: [], html: null, attachments: [],
      from: { name: 'Jane', email: 'jane@customer.example' }, to: [{ name: '', email: 'help@undo.example' }],
      subject: 'Where is my parcel?', text: 'Where is   my\n parcel?',
    },
    new Date(),
  );
  if (received.outcome !== 'stored') throw new Error('not stored');
  conversationId = received.conversationId;
});
afterAll(() => t.close());

describe('undo send', () => {
  it('takes the cancelled reply out of the conversation preview and message count', async () => {
    const get = async () => (await (await t.request(`/api/conversations/${conversationId}`, { key: org.api_key })).json()) as { preview: string; message_count: number };
    const before = await get();
    expect(before.message_count).toBe(1);
    const reply = await t.request(`/api/conversations/${conversationId}/messages`, {
      method: 'POST',
      key: org.api_key,
      json: { content: { content: '<p>Never mind, a typo</p>' }, agent_id: org.owner.id, delay: 60 },
    });
    const { id } = (await reply.json()) as { id: number };
    expect(await get()).toMatchObject({ message_count: 2, preview: 'Never mind, a typo' });
    const cancel = await t.request(`/api/conversations/${conversationId}/messages/${id}/cancel`, { method: 'POST', key: org.api_key });
    expect(cancel.status).toBe(200);
    expect(await get()).toMatchObject({ message_count: 1, preview: before.preview });
  });
});
