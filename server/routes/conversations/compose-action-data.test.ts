import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { channels, messages } from '../../db/schema.ts';
import type { CreatedOrganization } from '../../domain/organizations.ts';
import { createTestApp, type TestApp } from '#test/support/test-app';

let t: TestApp;
let org: CreatedOrganization;
let channelId: number;

beforeAll(async () => {
  t = await createTestApp();
  org = await t.createOrg('Actions Co');
  const [c] = await t.database.db.insert(channels).values({ organizationId: org.organization.id, email: 'help@actions.example', name: 'Help' }).returning();
  channelId = c!.id;
});
afterAll(() => t.close());

describe('compose action data', () => {
  it('stores only the validated fields of each action, dropping anything else a client sent (however deep)', async () => {
    // Written as text: JSON.stringify itself cannot nest this deep.
    const deep = `${'['.repeat(5000)}"bottom"${']'.repeat(5000)}`;
    const body = `{"channel_id": ${channelId}, "to": "jane@customer.example", "agent_id": ${org.owner.id},
      "content": {"content": "<p>Hi</p>", "actions": [
        {"name": "status.close", "data": {"junk": ${deep}}},
        {"name": "tag", "data": {"tag": "VIP", "extra": "dropped"}, "snippet_id": 3}]}}`;
    const res = await t.request('/api/conversations/compose', {
      method: 'POST',
      key: org.api_key,
      headers: { 'Content-Type': 'application/json' },
      body,
    });
    expect(res.status).toBe(200);
    const { id } = (await res.json()) as { id: number };
    const [stored] = await t.database.db.select({ actions: messages.actions }).from(messages).where(eq(messages.id, id));
    expect(stored!.actions).toEqual([
      { name: 'status.close', data: {} },
      { name: 'tag', data: { tag: 'vip' }, snippet_id: 3 },
    ]);
  });
});
