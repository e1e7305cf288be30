import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ConversationPage } from '#contract/conversations';
import { channels, contacts, conversations } from '../../db/schema.ts';
import { commonLexemes, lexemesOf } from '../../domain/conversations/common-lexemes.ts';
import type { CreatedOrganization } from '../../domain/organizations.ts';
import { createTestApp, type TestApp } from '#test/support/test-app';

// A word the planner's statistics do not list as common is read from the index first, then ordered
// (common-lexemes.ts). These check that such searches answer exactly what the ordered walk would, page by page.

let t: TestApp;
let org: CreatedOrganization;
const rareIds: number[] = [];

const FILLER = ['alpha', 'bravo', 'charlie', 'delta', 'echo', 'foxtrot', 'golf', 'hotel', 'india', 'juliet', 'kilo', 'lima'];

beforeAll(async () => {
  t = await createTestApp();
  org = await t.createOrg('Rare Words Co');
  const db = t.database.db;
  const [channel] = await db.insert(channels).values({ organizationId: org.organization.id, email: 'help@rare.test', name: 'Help' }).returning({ id: channels.id });
  const [contact] = await db.insert(contacts).values({ organizationId: org.organization.id, name: 'Pat Common', email: 'pat@rare.test' }).returning({ id: contacts.id });
  // 80 conversations share "shipment" (and their contact's 4 words); each filler word is in half of them; 8 carry
  // "zanzibar", spread over the order, the last 4 closed.
  for (let i = 0; i < 80; i++) {
    const rare = i % 10 === 3;
    const subject = `shipment ${FILLER.filter((_, f) => (i + f) % 2 === 0).join(' ')}${rare ? ' zanzibar' : ''}`;
    const [row] = await db
      .insert(conversations)
      .values({
        organizationId: org.organization.id,
        channelId: channel!.id,
        contactId: contact!.id,
        subject,
        status: rare && i > 40 ? 'closed' : 'opened',
        createdAt: new Date(Date.UTC(2025, 0, 1, 0, i)),
        search: sql`setweight(to_tsvector('english', ${subject}), 'A')`,
      })
      .returning({ id: conversations.id });
    if (rare) rareIds.push(row!.id);
  }
  // Ten common lexemes at most (ten times the target): the five in every conversation, and five fillers.
  await db.execute(sql`alter table conversations alter column search set statistics 1`);
  await db.execute(sql`analyze conversations`);
});
afterAll(() => t.close());

async function allPages(search: string, limit: number): Promise<number[]> {
  const ids: number[] = [];
  let cursor: string | null = null;
  do {
    const params = new URLSearchParams({ search, order: 'oldest', limit: String(limit), ...(cursor ? { cursor } : {}) });
    const res = await t.request(`/api/conversations?${params}`, { key: org.api_key });
    const body = (await res.json()) as ConversationPage & { error?: string };
    expect(res.status, body.error).toBe(200);
    ids.push(...body.data.map((c) => c.id));
    cursor = body.cursor;
  } while (cursor);
  return ids;
}

describe('a search with a word the statistics do not list as common', () => {
  it('knows the common word from the statistics, and not the rare one', async () => {
    const common = await commonLexemes(t.database.db, Date.now() + 3_600_000); // past any cached read
    expect(common?.has('shipment')).toBe(true);
    expect(common?.has('zanzibar')).toBe(false);
  });

  it('finds every match, in order, one page at a time, alone or with a common word', async () => {
    expect(rareIds).toHaveLength(8);
    const opened = rareIds.slice(0, 4); // the others were closed
    expect(await allPages('zanzibar', 3)).toEqual(opened);
    expect(await allPages('shipment zanzibar', 3)).toEqual(opened);
    expect(await allPages('zanzibar status:all', 3)).toEqual(rareIds);
    expect(await allPages('zanzibar status:closed status:opened', 5)).toEqual(rareIds);
    expect(await allPages('zanzibar status:closed', 3)).toEqual(rareIds.slice(4));
    // Each rare one (i = 3, 13, ...) has the fillers of odd offsets ("bravo"), none of the even ones ("alpha").
    expect(await allPages('zanzibar bravo', 3)).toEqual(opened);
    expect(await allPages('zanzibar alpha status:all', 3)).toEqual([]);
  });
});

describe('lexemesOf', () => {
  it('reads the quoted lexemes of a tsquery, quotes inside them included', () => {
    expect(lexemesOf("'refund' & ( 'o''brien' | 'obrien' ) & 'late' <-> 'order'")).toEqual(['refund', "o'brien", 'obrien', 'late', 'order']);
    expect(lexemesOf('')).toEqual([]);
  });
});
