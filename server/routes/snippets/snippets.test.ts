import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SnippetSchema, type Snippet, type SnippetCategory } from '#contract/snippets';
import { agents, channels } from '../../db/schema.ts';
import { createAgent } from '../../domain/agents.ts';
import type { CreatedOrganization } from '../../domain/organizations.ts';
import { createTestApp, type TestApp } from '#test/support/test-app';

// Snippets: creation and its rules, the editor's list and search, the category tree. Applying: snippet-apply.test.ts.

let t: TestApp;
let org: CreatedOrganization;
let other: CreatedOrganization;
let agentCookie: string;
let kenji: { id: number; email: string };
const now = new Date('2026-11-23T10:00:00Z');

beforeAll(async () => {
  t = await createTestApp({ now: () => now });
  org = await t.createOrg('Snippet Co');
  other = await t.createOrg('Other Snippet Co');
  await t.database.db.insert(channels).values({ organizationId: org.organization.id, email: 'help@snippet.test', name: 'Help' });
  kenji = await createAgent(t.database.db, { organizationId: org.organization.id, email: 'kenji@snippet.test', name: 'Kenji Sato', role: 'agent', password: 'kenji-password' });
  const res = await t.request('/api/session', { method: 'POST', headers: { 'X-Inbox-Request': '1' }, json: { email: kenji.email, password: 'kenji-password' } });
  agentCookie = res.headers.get('set-cookie')!.split(';')[0]!;
});
afterAll(() => t.close());

const send = (method: string, path: string, json?: unknown, key = org.api_key) => t.request(`/api${path}`, { method, key, ...(json === undefined ? {} : { json }) });
const reply = (content: string) => ({ name: 'reply', data: { content } });

async function create(json: Record<string, unknown>, key = org.api_key): Promise<Snippet> {
  const res = await send('POST', '/snippets', json, key);
  const body = (await res.json()) as Snippet & { error?: string };
  expect(res.status, body.error).toBe(201);
  return body;
}

async function refused(method: string, path: string, json: unknown, error: string | RegExp, status = 400) {
  const res = await send(method, path, json);
  const body = (await res.json()) as { error: string };
  expect(res.status, body.error).toBe(status);
  expect(body.error).toMatch(error);
}

async function category(json: Record<string, unknown>): Promise<SnippetCategory> {
  const res = await send('POST', '/snippets/categories', json);
  expect(res.status).toBe(201);
  return (await res.json()) as SnippetCategory;
}

describe('POST /snippets', () => {
  it('creates a snippet with every field of the spec, actions numbered in order', async () => {
    const billing = await category({ name: 'Billing' });
    const snippet = await create({
      title: 'Refund issued',
      shortcut: 'refund-done',
      categories: [billing.id, 0],
      actions: [
        reply('<p>Hi {{contact.first_name | there}}, your refund is on its way.</p>'),
        { name: 'tag', data: { tag: 'Refund' } },
        { name: 'status.close' },
      ],
    });
    expect(SnippetSchema.parse(snippet)).toEqual(snippet);
    expect(snippet).toMatchObject({
      title: 'Refund issued',
      shortcut: 'refund-done',
      categories: [billing.id, 0],
      applied_count: 0,
      last_applied_at: null,
      created: now.toISOString(),
    });
    expect(snippet.actions.map((a) => [a.name, a.data, a.sort])).toEqual([
      ['reply', { content: '<p>Hi {{contact.first_name | there}}, your refund is on its way.</p>' }, 0],
      ['tag', { tag: 'refund' }, 1],
      ['status.close', {}, 2],
    ]);
    expect(snippet.actions.every((a) => Number.isInteger(a.id))).toBe(true);
    expect(await (await send('GET', `/snippets/${snippet.id}`)).json()).toEqual(snippet);
  });

  it('files a snippet under the root without categories, and has no shortcut by default', async () => {
    const snippet = await create({ title: 'Close', actions: [{ name: 'status.close' }] });
    expect(snippet).toMatchObject({ categories: [0], shortcut: null });
    expect((await create({ title: 'Empty shortcut', shortcut: '', actions: [{ name: 'status.close' }] })).shortcut).toBeNull();
  });

  it('keeps only the known fields of action data', async () => {
    const snippet = await create({ title: 'Extra', actions: [{ name: 'tag', data: { tag: 'x', secret: 'dropped', nested: { a: 1 } } }] });
    expect(snippet.actions[0]!.data).toEqual({ tag: 'x' });
  });

  it.each([
    [{ actions: [{ name: 'status.close' }] }, 'title is required'],
    [{ title: '   ', actions: [{ name: 'status.close' }] }, 'title must not be empty'],
    [{ title: 'x'.repeat(51), actions: [{ name: 'status.close' }] }, 'title must be at most 50 characters'],
    [{ title: 'T' }, /actions/],
    [{ title: 'T', actions: [] }, 'actions must hold at least one action'],
    [{ title: 'T', actions: Array.from({ length: 11 }, () => ({ name: 'status.close' })) }, 'actions must hold at most 10 actions'],
    [{ title: 'T', actions: [{ name: 'status.close' }, { name: 'tag', data: { tag: 'a' } }, { name: 'status', data: { status: 'DONE' } }] }, 'actions.2.data.status must be one of opened, closed, spam, snoozed (or OPENED, CLOSED, SPAM, SNOOZED)'],
    [{ title: 'T', actions: [{ name: 'dance' }] }, /^actions\.0\.name is unknown \("dance"\): use status, status.close, reply, note, teammates.assign, tag, untag$/],
    [{ title: 'T', actions: [reply('')] }, 'actions.0.data.content must not be empty'],
    [{ title: 'T', actions: [reply('Hi {{contact.phone}}')] }, /^actions\.0\.data\.content: unknown variable \{\{contact\.phone\}\}: use contact\.name/],
    [{ title: 'T', actions: [{ name: 'note', data: { body: '{{ }}' } }] }, /actions\.0\.data\.body: unknown variable \{\{\}\}/],
    [{ title: 'T', actions: [reply('<p>{{contact.name | {{agent.name}} }}</p>')] }, /^actions\.0\.data\.content: a "\{\{" or "\}\}" that is not part of a variable/],
    [{ title: 'T', actions: [reply('Hi {{contact.name')] }, /^actions\.0\.data\.content: a "\{\{" or "\}\}" that is not part of a variable/],
    [{ title: 'T', actions: [{ name: 'note', data: { body: 'see }} here' } }] }, /^actions\.0\.data\.body: a "\{\{" or "\}\}"/],
    [{ title: 'T', actions: [{ name: 'tag', data: { tag: 'two words' } }] }, 'actions.0.data.tag must not contain spaces, commas or quotes'],
    [{ title: 'T', actions: [{ name: 'tag', data: { tag: '\u200b' } }] }, 'actions.0.data.tag must not contain invisible or control characters'],
    [{ title: 'T', actions: [{ name: 'tag', data: { tag: '\u202eevil' } }] }, 'actions.0.data.tag must not contain invisible or control characters'],
    [{ title: 'T', actions: [{ name: 'teammates.assign', data: { agent_id: 999_999 } }] }, 'actions.0.data.agent_id: agent 999999 not found'],
    [{ title: 'T', actions: [{ name: 'status', data: { status: 'SNOOZED' } }] }, 'actions.0.data.snooze_until is required with status snoozed'],
    [{ title: 'T', actions: [{ name: 'status', data: { status: 'SNOOZED', snooze_until: 'someday' } }] }, /^actions\.0\.data: /],
    [{ title: 'T', shortcut: 'Has Caps', actions: [{ name: 'status.close' }] }, /^shortcut may hold only lower-case letters, digits and dashes/],
    [{ title: 'T', shortcut: 'a'.repeat(41), actions: [{ name: 'status.close' }] }, 'shortcut must be at most 40 characters'],
    [{ title: 'T', categories: [0, 99_999], actions: [{ name: 'status.close' }] }, 'categories.1: no category 99999 in this organization'],
    [{ title: 'T', categories: [-1], actions: [{ name: 'status.close' }] }, /^categories\.0/],
  ])('refuses %j with 400 naming the field', async (json, error) => {
    await refused('POST', '/snippets', json, error);
  });

  it('refuses a shortcut another snippet uses, naming that snippet', async () => {
    const first = await create({ title: 'First', shortcut: 'hello', actions: [{ name: 'status.close' }] });
    await refused('POST', '/snippets', { title: 'Second', shortcut: 'hello', actions: [{ name: 'status.close' }] }, `shortcut "hello" is already used by snippet ${first.id}`);
    // Shortcuts are per organization.
    await create({ title: 'Theirs', shortcut: 'hello', actions: [{ name: 'status.close' }] }, other.api_key);
  });

  it("refuses a category of another organization as if it did not exist", async () => {
    const theirs = (await (await send('POST', '/snippets/categories', { name: 'Theirs' }, other.api_key)).json()) as SnippetCategory;
    await refused('POST', '/snippets', { title: 'T', categories: [theirs.id], actions: [{ name: 'status.close' }] }, `categories.0: no category ${theirs.id} in this organization`);
  });

  it('lets a signed-in agent list snippets, but only owners, admins and API keys change them (403)', async () => {
    const headers = { Cookie: agentCookie, 'X-Inbox-Request': '1' };
    const res = await t.request('/api/snippets', { method: 'POST', headers, json: { title: 'Mine', actions: [{ name: 'status.close' }] } });
    expect(res.status).toBe(403);
    expect(await res.json()).toEqual({ error: 'only owners and admins can create snippets' });
    expect((await t.request('/api/snippets', { headers })).status).toBe(200);
    expect((await t.request('/api/snippets/categories', { method: 'POST', headers, json: { name: 'x' } })).status).toBe(403);
  });
});

describe('GET /snippets', () => {
  it('lists by category and finds words in the title, the shortcut and the reply text, never another organization’s', async () => {
    const shipping = await category({ name: 'Shipping' });
    const lost = await create({ title: 'Parcel lost', categories: [shipping.id], actions: [reply('<p>We are <b>sorry</b> about your courier mishap.</p>')] });
    const late = await create({ title: 'Delivery late', shortcut: 'late-parcel', categories: [shipping.id], actions: [{ name: 'note', data: { body: 'Check the tracking number' } }] });
    await create({ title: 'Courier mishap', actions: [{ name: 'status.close' }] }, other.api_key);
    const list = async (qs: string) => ((await (await send('GET', `/snippets?${qs}`)).json()) as { data: Snippet[] }).data.map((s) => s.id);
    expect(await list(`category=${shipping.id}`)).toEqual([late.id, lost.id]);
    expect(await list('query=courier')).toEqual([lost.id]);
    expect(await list('query=SORRY courier')).toEqual([lost.id]);
    expect(await list('query=late-parcel')).toEqual([late.id]);
    expect(await list('query=tracking')).toEqual([late.id]);
    expect(await list('query=100%')).toEqual([]);
    expect(await list('category=0')).not.toContain(lost.id);
  });

  it('answers 400 for an invalid category and 404 for an unknown or foreign snippet', async () => {
    await refused('GET', '/snippets?category=abc', undefined, 'category must be a category id, or 0 for the root');
    const theirs = await create({ title: 'Theirs', actions: [{ name: 'status.close' }] }, other.api_key);
    await refused('GET', `/snippets/${theirs.id}`, undefined, 'snippet not found', 404);
    await refused('GET', '/snippets/abc', undefined, /must be a positive integer/);
  });
});

describe('PATCH and DELETE /snippets/{id}', () => {
  it('changes only what is given; actions given replace all of them', async () => {
    const snippet = await create({ title: 'Before', shortcut: 'before', actions: [{ name: 'status.close' }, { name: 'tag', data: { tag: 'a' } }] });
    const res = await send('PATCH', `/snippets/${snippet.id}`, { title: 'After' });
    const renamed = (await res.json()) as Snippet;
    expect(renamed).toMatchObject({ title: 'After', shortcut: 'before' });
    expect(renamed.actions.map((a) => a.name)).toEqual(['status.close', 'tag']);
    const replaced = (await (await send('PATCH', `/snippets/${snippet.id}`, { actions: [{ name: 'untag', data: { tag: 'a' } }], shortcut: null })).json()) as Snippet;
    expect(replaced.actions.map((a) => [a.name, a.sort])).toEqual([['untag', 0]]);
    expect(replaced.shortcut).toBeNull();
    // Its own shortcut is no conflict; another's is.
    await send('PATCH', `/snippets/${snippet.id}`, { shortcut: 'mine' });
    expect((await send('PATCH', `/snippets/${snippet.id}`, { shortcut: 'mine' })).status).toBe(200);
    const otherSnippet = await create({ title: 'Other', shortcut: 'taken', actions: [{ name: 'status.close' }] });
    await refused('PATCH', `/snippets/${snippet.id}`, { shortcut: 'taken' }, `shortcut "taken" is already used by snippet ${otherSnippet.id}`);
    await refused('PATCH', `/snippets/${snippet.id}`, {}, 'nothing to change: give title, actions, shortcut or categories');
  });

  it('deletes a snippet (204), then it is gone (404); another organization cannot delete it', async () => {
    const snippet = await create({ title: 'Doomed', actions: [{ name: 'status.close' }] });
    expect((await send('DELETE', `/snippets/${snippet.id}`, undefined, other.api_key)).status).toBe(404);
    expect((await send('DELETE', `/snippets/${snippet.id}`)).status).toBe(204);
    expect((await send('GET', `/snippets/${snippet.id}`)).status).toBe(404);
    expect((await send('DELETE', `/snippets/${snippet.id}`)).status).toBe(404);
  });
});

describe('snippet categories', () => {
  const tree = async (key = org.api_key) =>
    ((await (await send('GET', '/snippets/categories', undefined, key)).json()) as SnippetCategory[]).map((c) => `${c.parent_id}/${c.name}@${c.position}`);

  it('nests, orders siblings by position, and lists the tree with parents first', async () => {
    const t2 = await t.createOrg('Tree Co');
    const post = async (json: unknown) => (await (await send('POST', '/snippets/categories', json, t2.api_key)).json()) as SnippetCategory;
    const a = await post({ name: 'A' });
    const b = await post({ name: 'B' });
    const first = await post({ name: 'First', position: 0 });
    const a1 = await post({ name: 'A1', parent_id: a.id });
    expect(await tree(t2.api_key)).toEqual([`0/First@0`, `0/A@1`, `${a.id}/A1@0`, `0/B@2`]);
    // Move B into A, first among A's children; then rename.
    const moved = (await (await send('PATCH', `/snippets/categories/${b.id}`, { parent_id: a.id, position: 0, name: 'B!' }, t2.api_key)).json()) as SnippetCategory;
    expect(moved).toMatchObject({ parent_id: a.id, position: 0, name: 'B!' });
    expect(await tree(t2.api_key)).toEqual([`0/First@0`, `0/A@1`, `${a.id}/B!@0`, `${a.id}/A1@1`]);
    // Reorder at the root: A first.
    await send('PATCH', `/snippets/categories/${a.id}`, { position: 0 }, t2.api_key);
    expect(await tree(t2.api_key)).toEqual([`0/A@0`, `${a.id}/B!@0`, `${a.id}/A1@1`, `0/First@1`]);
    expect(first.id).toBeGreaterThan(0);
    expect(a1.parent_id).toBe(a.id);
  });

  it('refuses moving a category into itself or its descendants, and unknown parents', async () => {
    const top = await category({ name: 'Top' });
    const mid = await category({ name: 'Mid', parent_id: top.id });
    const low = await category({ name: 'Low', parent_id: mid.id });
    await refused('PATCH', `/snippets/categories/${top.id}`, { parent_id: low.id }, `parent_id: category ${low.id} is inside category ${top.id}; a category cannot be moved into itself`);
    await refused('PATCH', `/snippets/categories/${top.id}`, { parent_id: top.id }, /cannot be moved into itself/);
    await refused('PATCH', `/snippets/categories/${top.id}`, { parent_id: 999_999 }, 'parent_id: no category 999999 in this organization');
    await refused('POST', '/snippets/categories', { name: 'x', parent_id: 999_999 }, 'parent_id: no category 999999 in this organization');
    await refused('POST', '/snippets/categories', { name: '' }, 'name must not be empty');
    await refused('PATCH', `/snippets/categories/${top.id}`, {}, 'nothing to change: give name, parent_id or position');
  });

  it('deleting a category moves its snippets and child categories to its parent', async () => {
    const parent = await category({ name: 'Parent' });
    const doomed = await category({ name: 'Doomed', parent_id: parent.id });
    const child = await category({ name: 'Child', parent_id: doomed.id });
    const inBoth = await create({ title: 'In both', categories: [doomed.id, parent.id], actions: [{ name: 'status.close' }] });
    const inDoomed = await create({ title: 'In doomed', categories: [doomed.id], actions: [{ name: 'status.close' }] });
    const res = await send('DELETE', `/snippets/categories/${doomed.id}`);
    expect(await res.json()).toEqual({ id: doomed.id, moved_to: parent.id, snippets_moved: 2, categories_moved: 1 });
    expect(((await (await send('GET', `/snippets/${inBoth.id}`)).json()) as Snippet).categories).toEqual([parent.id]);
    expect(((await (await send('GET', `/snippets/${inDoomed.id}`)).json()) as Snippet).categories).toEqual([parent.id]);
    const list = (await (await send('GET', '/snippets/categories')).json()) as SnippetCategory[];
    expect(list.find((c) => c.id === child.id)).toMatchObject({ parent_id: parent.id });
    expect(list.find((c) => c.id === parent.id)!.snippet_count).toBe(2);
    expect((await send('DELETE', `/snippets/categories/${doomed.id}`)).status).toBe(404);
  });

  it('deleting a top category moves its snippets to the root (0)', async () => {
    const top = await category({ name: 'Top level' });
    const snippet = await create({ title: 'Filed at top', categories: [top.id], actions: [{ name: 'status.close' }] });
    expect(await (await send('DELETE', `/snippets/categories/${top.id}`)).json()).toMatchObject({ moved_to: 0 });
    expect(((await (await send('GET', `/snippets/${snippet.id}`)).json()) as Snippet).categories).toEqual([0]);
  });

  it("never shows or changes another organization's categories", async () => {
    const theirs = (await (await send('POST', '/snippets/categories', { name: 'Hidden' }, other.api_key)).json()) as SnippetCategory;
    expect(await tree()).not.toContain(`0/Hidden@${theirs.position}`);
    await refused('PATCH', `/snippets/categories/${theirs.id}`, { name: 'Stolen' }, 'category not found', 404);
    await refused('DELETE', `/snippets/categories/${theirs.id}`, undefined, 'category not found', 404);
  });
});

describe('an agent who left', () => {
  it('a snippet assigning a deactivated agent is refused when saved', async () => {
    const gone = await createAgent(t.database.db, { organizationId: org.organization.id, email: 'gone@snippet.test', name: 'Gone', role: 'agent' });
    await t.database.db.update(agents).set({ active: false }).where(and(eq(agents.id, gone.id)));
    await refused('POST', '/snippets', { title: 'T', actions: [{ name: 'teammates.assign', data: { agent_id: gone.id } }] }, `actions.0.data.agent_id: agent ${gone.id} not found`);
  });
});

describe('the OpenAPI document', () => {
  it('lists every snippet operation with its responses', async () => {
    const doc = (await (await t.request('/api/openapi.json')).json()) as { paths: Record<string, Record<string, { responses: Record<string, unknown> }>> };
    expect(Object.keys(doc.paths['/snippets']!).sort()).toEqual(['get', 'post']);
    expect(Object.keys(doc.paths['/snippets']!.post!.responses).sort()).toEqual(['201', '400', '401', '403', '429']);
    expect(Object.keys(doc.paths['/snippets/{id}']!).sort()).toEqual(['delete', 'get', 'patch']);
    expect(Object.keys(doc.paths['/snippets/categories']!).sort()).toEqual(['get', 'post']);
    expect(Object.keys(doc.paths['/snippets/categories/{id}']!).sort()).toEqual(['delete', 'patch']);
    expect(doc.paths['/conversations/{id}/snippets/{snippet_id}/apply']!.post!.responses).toHaveProperty('404');
  });
});
