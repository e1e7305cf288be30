import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Conversation, Message } from '#contract/conversations';
import { channels } from '../db/schema.ts';
import type { CreatedOrganization } from '../domain/organizations.ts';
import { toWellFormed, wellFormedJsonText } from '../http/well-formed-json.ts';
import { createTestApp, type TestApp } from '#test/support/test-app';

// A JSON body may escape a lone UTF-16 surrogate ("\ud800"), which UTF-8 (and so PostgreSQL's json) cannot hold.
// Every field treats it alike: stored as U+FFFD, never a 500 (docs/api.md, "Text encoding").

let t: TestApp;
let org: CreatedOrganization;
let channelId: number;

beforeAll(async () => {
  t = await createTestApp();
  org = await t.createOrg('Surrogate Co');
  [{ id: channelId }] = (await t.database.db
    .insert(channels)
    .values({ organizationId: org.organization.id, email: 'help@surrogate.test', name: 'Help' })
    .returning({ id: channels.id })) as [{ id: number }];
});
afterAll(() => t.close());

const post = (path: string, json: unknown) => t.request(path, { method: 'POST', key: org.api_key, json });

async function newConversation(): Promise<number> {
  const res = await post('/api/conversations/compose', {
    channel_id: channelId,
    to: 'c@customer.test',
    agent_id: org.owner.id,
    content: { content: '<p>hi</p>' },
  });
  expect(res.status).toBe(200);
  return ((await res.json()) as Message).conversation_id;
}

describe('lone surrogates in JSON bodies', () => {
  it('stores a bulk tag with a lone surrogate as U+FFFD instead of answering 500', async () => {
    const id = await newConversation();
    for (const [tag, stored] of [
      ['a\ud800b', 'a\ufffdb'],
      ['t\ud800', 't\ufffd'],
      ['\udc00\ud800', '\ufffd\ufffd'],
    ] as const) {
      const res = await post('/api/conversations/bulk', { ids: [id], tag });
      expect(res.status, tag).toBe(200);
      const { conversations } = (await res.json()) as { conversations: Conversation[] };
      expect(conversations[0]!.tags).toContain(stored);
    }
  });

  it('accepts compose with a lone surrogate in the display names of to, cc and bcc', async () => {
    const res = await post('/api/conversations/compose', {
      channel_id: channelId,
      to: 'Name\ud800 <x@customer.test>',
      cc: 'Cc\udc00 <cc@customer.test>',
      bcc: 'Bcc\ud800 <bcc@customer.test>',
      agent_id: org.owner.id,
      content: { content: '<p>hello</p>' },
    });
    expect(res.status).toBe(200);
    const message = (await res.json()) as Message;
    expect(message.to).toEqual([{ name: 'Name\ufffd', email: 'x@customer.test' }]);
    expect(message.cc).toEqual([{ name: 'Cc\ufffd', email: 'cc@customer.test' }]);
    expect(message.bcc).toEqual([{ name: 'Bcc\ufffd', email: 'bcc@customer.test' }]);
  });

  it('accepts compose actions with a lone surrogate in their data', async () => {
    const res = await post('/api/conversations/compose', {
      channel_id: channelId,
      to: 'y@customer.test',
      agent_id: org.owner.id,
      content: {
        content: '<p>hello</p>',
        actions: [
          { name: 'tag', data: { tag: 't\ud800' } },
          { name: 'reply', data: { content: 'r\ud800' } },
        ],
      },
    });
    expect(res.status).toBe(200);
  });

  it('accepts a reply with a lone surrogate in to, cc and bcc', async () => {
    const id = await newConversation();
    const res = await post(`/api/conversations/${id}/messages`, {
      to: 'To\ud800 <to@customer.test>',
      cc: 'Cc\ud800 <cc@customer.test>',
      bcc: 'Bcc\udc00 <bcc@customer.test>',
      agent_id: org.owner.id,
      content: { content: '<p>reply</p>' },
    });
    expect(res.status).toBe(200);
    expect(((await res.json()) as Message).to).toEqual([{ name: 'To\ufffd', email: 'to@customer.test' }]);
  });

  it('keeps a valid surrogate pair (an emoji) as it is', async () => {
    const id = await newConversation();
    const res = await post('/api/conversations/bulk', { ids: [id], tag: 'ok\ud83d\ude00' });
    expect(res.status).toBe(200);
    expect(((await res.json()) as { conversations: Conversation[] }).conversations[0]!.tags).toContain('ok😀');
  });
});

describe('wellFormedJsonText', () => {
  it('replaces lone surrogates in strings and keys, and leaves other bodies alone', () => {
    expect(wellFormedJsonText('{"a":"x\\ud800"}')).toBe('{"a":"x\\ufffd"}');
    expect(wellFormedJsonText('{"k\\udc00":["\\ud83d\\ude00","\\ud800"]}')).toBe('{"k\\ufffd":["\\ud83d\\ude00","\\ufffd"]}');
    expect(wellFormedJsonText('{"a":"\\uDC00\\uD800"}')).toBe('{"a":"\\ufffd\\ufffd"}');
    expect(wellFormedJsonText('{"a":"\\ud83d\\ude00"}')).toBeUndefined();
    expect(wellFormedJsonText('{"a":"plain"}')).toBeUndefined();
    expect(toWellFormed('a\ud800\ud83d\ude00\udc00')).toBe('a\ufffd😀\ufffd');
  });

  it('takes an escaped backslash before "ud800" for text, not for an escape', () => {
    expect(wellFormedJsonText('{"a":"\\\\ud800"}')).toBeUndefined();
    expect(wellFormedJsonText('{"a":"\\\\\\ud800"}')).toBe('{"a":"\\\\\\ufffd"}');
    expect(wellFormedJsonText('{"a":"\\ud800\\\\udc00"}')).toBe('{"a":"\\ufffd\\\\udc00"}');
  });

  it('repairs a body nested thousands of levels deep without overflowing the stack', () => {
    const deep = `${'['.repeat(100_000)}"\\ud800"${']'.repeat(100_000)}`;
    expect(wellFormedJsonText(deep)).toBe(`${'['.repeat(100_000)}"\\ufffd"${']'.repeat(100_000)}`);
  });
});

describe('lone surrogates next to deeply nested JSON', () => {
  it('stores a lone surrogate as U+FFFD in a body with a field nested 6000 levels deep, instead of answering 500', async () => {
    const id = await newConversation();
    const deep = `${'['.repeat(6000)}${']'.repeat(6000)}`;
    const res = await t.request('/api/conversations/bulk', {
      method: 'POST',
      key: org.api_key,
      headers: { 'Content-Type': 'application/json' },
      body: `{"ids":[${id}],"tag":"deep\\ud800","unknown":${deep}}`,
    });
    expect(res.status).toBe(200);
    expect(((await res.json()) as { conversations: Conversation[] }).conversations[0]!.tags).toContain('deep\ufffd');
  });
});
