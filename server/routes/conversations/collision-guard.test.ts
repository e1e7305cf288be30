import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Message } from '#contract/conversations';
import { channels } from '../../db/schema.ts';
import { createAgent } from '../../domain/agents.ts';
import type { CreatedOrganization } from '../../domain/organizations.ts';
import { receiveMail, type InboundChannel } from '../../mail/inbound/receive-mail.ts';
import { createTestApp, type TestApp } from '#test/support/test-app';

// The collision guard: a reply written while the customer wrote again, or while a teammate replied, is not
// sent; the agent gets what arrived and sends again knowingly.

let t: TestApp;
let org: CreatedOrganization;
let channel: InboundChannel;
let conversationId: number;
let firstMessageId: number;
let kenji: number;
let n = 0;

async function customerWrites(text: string) {
  const received = await receiveMail(
    t.database.db,
    channel,
    {
      messageId: `<c${++n}@customer.example>`, inReplyTo: n > 1 ? '<c1@customer.example>' : null, references: n > 1 ? ['<c1@customer.example>'] : [],
      envelopeFrom: null, cc: [], html: null, attachments: [],
      from: { name: 'Jane', email: 'jane@customer.example' }, to: [{ name: '', email: channel.email }],
      subject: 'Where is my parcel?', text,
    },
    new Date(),
  );
  if (received.outcome !== 'stored') throw new Error('not stored');
  return received;
}

async function reply(json: Record<string, unknown>): Promise<{ status: number; body: Message & { error?: string; arrived?: Message[]; latest_message_id?: number } }> {
  const res = await t.request(`/api/conversations/${conversationId}/messages`, {
    method: 'POST',
    key: org.api_key,
    json: { content: { content: '<p>On its way</p>' }, agent_id: org.owner.id, ...json },
  });
  return { status: res.status, body: (await res.json()) as Message };
}

beforeAll(async () => {
  t = await createTestApp();
  org = await t.createOrg('Guard Co');
  const [c] = await t.database.db.insert(channels).values({ organizationId: org.organization.id, email: 'help@guard.example', name: 'Help' }).returning();
  channel = { id: c!.id, organizationId: org.organization.id, email: c!.email };
  const first = await customerWrites('Where is my parcel?');
  conversationId = first.conversationId;
  firstMessageId = first.messageId;
  kenji = (await createAgent(t.database.db, { organizationId: org.organization.id, email: 'kenji@guard.example', name: 'Kenji Sato', role: 'agent' })).id;
});
afterAll(() => t.close());

describe('the collision guard of a reply', () => {
  it('sends when nothing arrived since the message the agent saw', async () => {
    const { status, body } = await reply({ seen_message_id: firstMessageId, delay: 600 });
    expect(status).toBe(200);
    expect(body.status).toBe('scheduled');
  });

  it("does not count the agent's own replies, nor a teammate's reply cancelled before it went out", async () => {
    const mine = await reply({ delay: 600 });
    const theirs = await reply({ agent_id: kenji, delay: 600 });
    await t.request(`/api/conversations/${conversationId}/messages/${theirs.body.id}/cancel`, { method: 'POST', key: org.api_key });
    expect((await reply({ seen_message_id: firstMessageId, delay: 600 })).status).toBe(200);
    expect(mine.status).toBe(200);
  });

  it('stops a reply when the customer wrote again, answering what arrived; sending again with the latest goes through', async () => {
    const again = await customerWrites('Actually, I found it. Can I return it instead?');
    const { status, body } = await reply({ seen_message_id: firstMessageId, delay: 600 });
    expect(status).toBe(409);
    expect(body.error).toMatch(/the customer wrote again while you were writing/);
    expect(body.arrived!.map((m) => [m.id, m.direction, m.text])).toEqual([[again.messageId, 'inbound', 'Actually, I found it. Can I return it instead?']]);
    expect(body.latest_message_id).toBe(again.messageId);

    const anyway = await reply({ seen_message_id: body.latest_message_id, delay: 600 });
    expect(anyway.status).toBe(200);
  });

  it("stops a reply when another agent replied meanwhile, and sends without the guard when it is not asked for", async () => {
    const seen = (await customerWrites('Hello?')).messageId;
    const kenjis = await reply({ agent_id: kenji, delay: 600, content: { content: '<p>Kenji here, looking into it</p>' } });
    const { status, body } = await reply({ seen_message_id: seen, delay: 600 });
    expect(status).toBe(409);
    expect(body.error).toMatch(/another agent replied while you were writing/);
    expect(body.arrived!.map((m) => [m.id, m.agent?.name])).toEqual([[kenjis.body.id, 'Kenji Sato']]);
    expect((await reply({ delay: 600 })).status).toBe(200);
  });

  it('refuses a seen_message_id that is no message of this conversation, and takes 0 for none seen', async () => {
    const [other] = await t.database.db.insert(channels).values({ organizationId: org.organization.id, email: 'other@guard.example', name: 'Other' }).returning();
    const elsewhere = await receiveMail(
      t.database.db,
      { id: other!.id, organizationId: org.organization.id, email: other!.email },
      {
        messageId: '<elsewhere@customer.example>', inReplyTo: null, references: [], envelopeFrom: null, cc: [], html: null, attachments: [],
        from: { name: 'Ann', email: 'ann@customer.example' }, to: [{ name: '', email: other!.email }], subject: 'Another matter', text: 'Hi',
      },
      new Date(),
    );
    if (elsewhere.outcome !== 'stored') throw new Error('not stored');
    for (const id of [elsewhere.messageId, 999_999_999]) {
      expect(await reply({ seen_message_id: id, delay: 600 })).toMatchObject({
        status: 400,
        body: { error: `seen_message_id: no message ${id} in this conversation (0: none seen)` },
      });
    }
    // 0: the agent saw nothing yet, and everything the customer wrote is news.
    expect((await reply({ seen_message_id: 0, delay: 600 })).status).toBe(409);
  });

  it('refuses a seen_message_id that is not a message id', async () => {
    for (const bad of [-1, 1.5, 'x', 2 ** 60]) {
      const { status, body } = await reply({ seen_message_id: bad });
      expect(status, String(bad)).toBe(400);
      expect(body.error).toMatch(/seen_message_id must be a message id/);
    }
  });
});
