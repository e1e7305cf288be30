import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { VIEW_COUNT_CAP, type ConversationStatus } from '#contract/conversations';
import { channels, contacts, conversations } from '../../db/schema.ts';
import { createAgent } from '../../domain/agents.ts';
import type { CreatedOrganization } from '../../domain/organizations.ts';
import { createTestApp, type TestApp } from '#test/support/test-app';

let t: TestApp;
let org: CreatedOrganization;
let other: CreatedOrganization;
let cookie: string;

async function seed(o: CreatedOrganization, rows: { status: ConversationStatus; assigneeId?: number | null }[]) {
  const db = t.database.db;
  const [channel] = await db.insert(channels).values({ organizationId: o.organization.id, email: `help-${o.organization.id}@counts.test`, name: 'Help' }).returning();
  const [contact] = await db.insert(contacts).values({ organizationId: o.organization.id, email: `c-${o.organization.id}@counts.test` }).returning();
  await db.insert(conversations).values(
    rows.map((r) => ({ organizationId: o.organization.id, channelId: channel!.id, contactId: contact!.id, status: r.status, assigneeId: r.assigneeId ?? null })),
  );
}

beforeAll(async () => {
  t = await createTestApp();
  org = await t.createOrg('Counts Co');
  other = await t.createOrg('Other Counts Co');
  const mia = await createAgent(t.database.db, { organizationId: org.organization.id, email: 'mia@counts.test', name: 'Mia', role: 'agent', password: 'mia-password' });
  await seed(org, [
    { status: 'opened', assigneeId: mia.id },
    { status: 'opened', assigneeId: mia.id },
    { status: 'opened', assigneeId: org.owner.id },
    { status: 'opened' },
    { status: 'snoozed', assigneeId: mia.id },
    { status: 'closed' },
    { status: 'closed' },
    { status: 'spam' },
  ]);
  await seed(other, [{ status: 'opened' }, { status: 'closed' }]);
  const res = await t.request('/api/session', { method: 'POST', headers: { 'X-Inbox-Request': '1' }, json: { email: 'mia@counts.test', password: 'mia-password' } });
  cookie = res.headers.get('set-cookie')!.split(';')[0]!;
});
afterAll(() => t.close());

describe('GET /conversations/counts', () => {
  it("counts the signed-in agent's, the unassigned and each status's conversations of the organization only", async () => {
    const res = await t.request('/api/conversations/counts', { headers: { Cookie: cookie, 'X-Inbox-Request': '1' } });
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ mine: 2, unassigned: 1, due_soon: 0, opened: 4, snoozed: 1, closed: 2, spam: 1, cap: VIEW_COUNT_CAP });
  });

  it('answers mine as null for an API key, which acts for no agent', async () => {
    const res = await t.request('/api/conversations/counts', { key: org.api_key });
    expect(await res.json()).toMatchObject({ mine: null, opened: 4 });
  });

  it('needs authentication', async () => {
    expect((await t.request('/api/conversations/counts')).status).toBe(401);
  });
});
