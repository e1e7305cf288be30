import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { channels, conversations, messages } from '../../db/schema.ts';
import type { CreatedOrganization } from '../../domain/organizations.ts';
import { createTestApp, type TestApp } from '#test/support/test-app';
import { HTML_TEXT_SOURCE_MAX } from '../../domain/message-text.ts';
import { receiveMail, type InboundChannel, type InboundMail } from './receive-mail.ts';

// Hostile or broken mail must neither break a conversation for good nor be refused with a "try later" forever.

let t: TestApp;
let org: CreatedOrganization;
let channel: InboundChannel;
const now = new Date('2026-11-21T10:00:00Z');

const mail = (overrides: Partial<InboundMail>): InboundMail => ({
  messageId: null,
  inReplyTo: null,
  references: [],
  from: { name: 'Sender', email: 'sender@outside.example' },
  envelopeFrom: null,
  to: [{ name: '', email: 'help@bounded.example' }],
  cc: [],
  subject: 'Hello',
  html: null,
  text: 'Hello',
  attachments: [],
  ...overrides,
});

/** n distinct made-up words, so the search document grows with every message. */
function words(n: number, seed: number): string {
  return Array.from({ length: n }, (_, i) => `w${seed}x${i.toString(36)}`).join(' ');
}

beforeAll(async () => {
  t = await createTestApp();
  org = await t.createOrg('Bounded Co');
  const [row] = await t.database.db
    .insert(channels)
    .values({ organizationId: org.organization.id, email: 'help@bounded.example', name: 'Help' })
    .returning();
  channel = { id: row!.id, organizationId: row!.organizationId, email: row!.email };
});
afterAll(() => t.close());

describe('bounded input', () => {
  it('keeps storing messages of a conversation whose texts would overflow a tsvector, and its first words stay searchable', async () => {
    const first = await receiveMail(t.database.db, channel, mail({ messageId: '<big-0@outside.example>', subject: 'Huge thread', text: `kickoffword ${words(3000, 0)}` }), now);
    expect(first.outcome).toBe('stored');
    for (let i = 1; i <= 40; i++) {
      const result = await receiveMail(
        t.database.db,
        channel,
        mail({ messageId: `<big-${i}@outside.example>`, inReplyTo: `<big-${i - 1}@outside.example>`, text: words(3000, i) }),
        now,
      );
      expect(result, `message ${i}`).toMatchObject({ outcome: 'stored', threaded: true });
    }
    const res = await t.request('/api/conversations?search=kickoffword', { key: org.api_key });
    expect(((await res.json()) as { data: { message_count: number }[] }).data[0]!.message_count).toBe(41);
  });

  it('stores and threads a mail whose Message-ID is far longer than an index row allows', async () => {
    const longId = `<${'x'.repeat(8000)}@outside.example>`;
    const first = await receiveMail(t.database.db, channel, mail({ messageId: longId, subject: 'Long id' }), now);
    expect(first.outcome).toBe('stored');
    const again = await receiveMail(t.database.db, channel, mail({ messageId: longId, subject: 'Long id' }), now);
    expect(again.outcome).toBe('duplicate');
    const reply = await receiveMail(t.database.db, channel, mail({ messageId: '<reply-long@outside.example>', inReplyTo: longId, references: [longId] }), now);
    expect(reply).toMatchObject({ outcome: 'stored', threaded: true });
    if (first.outcome === 'stored' && reply.outcome === 'stored') expect(reply.conversationId).toBe(first.conversationId);
    const [stored] = await t.database.db.select().from(messages).where(eq(messages.id, first.outcome === 'stored' ? first.messageId : 0));
    expect(stored!.messageIdHeader!.length).toBeLessThan(300);
  });

  it('refuses a sender address longer than any deliverable address, storing nothing', async () => {
    const before = await t.database.db.select().from(conversations).where(eq(conversations.organizationId, org.organization.id));
    const result = await receiveMail(t.database.db, channel, mail({ from: { name: '', email: `${'a'.repeat(6000)}@outside.example` } }), now);
    expect(result).toEqual({ outcome: 'refused', reason: '5.1.7 Sender address is too long' });
    const after = await t.database.db.select().from(conversations).where(eq(conversations.organizationId, org.organization.id));
    expect(after.length).toBe(before.length);
  });

  it('stores a mail whose addresses, subject and file name hold lone UTF-16 surrogates, with U+FFFD in their place', async () => {
    // What a broken UTF-16 encoded-word (=?utf-16be?B?2AA=?=) decodes to; jsonb refuses it, so it was a 451 forever.
    const lone = 'A\ud800B\udc00';
    const result = await receiveMail(
      t.database.db,
      channel,
      mail({
        messageId: '<lone-surrogates@outside.example>',
        from: { name: lone, email: 'lone@outside.example' },
        to: [{ name: lone, email: 'help@bounded.example' }],
        cc: [{ name: lone, email: 'cc@outside.example' }],
        subject: `Subject ${lone}`,
        attachments: [{ filename: `${lone}.txt`, contentType: 'text/plain', content: Buffer.from('x') }],
      }),
      now,
    );
    expect(result.outcome).toBe('stored');
    if (result.outcome !== 'stored') return;
    const res = await t.request(`/api/conversations/${result.conversationId}/messages`, { key: org.api_key });
    expect(res.status).toBe(200);
    const body = (await res.json()) as { entries: { type: string; message?: { from: { name: string }; to: { name: string }[]; cc: { name: string }[]; subject: string; attachments: { name: string }[] } }[] };
    const message = body.entries.find((e) => e.type === 'message')!.message!;
    const fixed = 'A\ufffdB\ufffd';
    expect(message).toMatchObject({ from: { name: fixed }, to: [{ name: fixed }], cc: [{ name: fixed }], subject: `Subject ${fixed}` });
    expect(message.attachments.map((a) => a.name)).toEqual([`${fixed}.txt`]);
  });

  it('stores a 2 MB HTML-only mail whole, its text made from the first 256 kB of it', async () => {
    const paragraph = '<p>word</p>';
    const html = `<p>first</p>${paragraph.repeat(Math.ceil((2 * 1024 * 1024) / paragraph.length))}`;
    const result = await receiveMail(t.database.db, channel, mail({ messageId: '<huge-html@outside.example>', html, text: null }), now);
    expect(result.outcome).toBe('stored');
    const [stored] = await t.database.db.select({ html: messages.html, text: messages.text }).from(messages).where(eq(messages.messageIdHeader, '<huge-html@outside.example>'));
    expect(stored!.html).toBe(html);
    expect(stored!.text.startsWith('first')).toBe(true);
    expect(stored!.text.split(/\s+/).length).toBeLessThanOrEqual(Math.ceil(HTML_TEXT_SOURCE_MAX / paragraph.length) + 1);
  });

  it('answers compose to an address longer than 254 characters with 400', async () => {
    const res = await t.request('/api/conversations/compose', {
      method: 'POST',
      key: org.api_key,
      json: { channel_id: channel.id, to: `${'a'.repeat(300)}@outside.example`, agent_id: org.owner.id, content: { content: '<p>hi</p>' } },
    });
    expect(res.status).toBe(400);
    expect(((await res.json()) as { error: string }).error).toMatch(/^to: to has an invalid address|^to has an invalid address/);
  });
});
