import { and, asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Article, KnowledgeSite } from '#contract/knowledge-articles';
import { SITE_CONTACTS_PER_HOUR } from '../app.ts';
import { changeEvents, contacts, conversations, events, messages, suppressions } from '../db/schema.ts';
import { createAgent } from '../domain/agents.ts';
import type { CreatedOrganization } from '../domain/organizations.ts';
import { createTestApp, type TestApp } from '#test/support/test-app';

// "Still need help?": the help site's contact form opens a conversation in the inbox from the visitor, on the
// channel the admin chose or the first active one; a form with mistakes comes back with what was written; a bot
// that fills the hidden field is dropped quietly; one address may send a few an hour; a blocked address is refused.

const PUBLIC = 'https://inbox.example.com';
const HOME = `${PUBLIC}/help/contact-site/`;

let t: TestApp;
let org: CreatedOrganization;
let quiet: CreatedOrganization;
let other: CreatedOrganization;
let support: { id: number };
let sales: { id: number };
let article: Article;
let address = 0;

async function api<T>(method: string, path: string, json?: unknown, key = org.api_key) {
  const res = await t.request(`/api${path}`, { method, key, ...(json !== undefined ? { json } : {}) });
  return { status: res.status, body: (await res.json()) as T & { error?: string } };
}

/** A visitor's request; each test sends from its own address unless told, so limits do not carry over. */
const visit = (path: string, init: { method?: string; form?: Record<string, string>; from?: string; headers?: Record<string, string> } = {}) => {
  const body = init.form ? new URLSearchParams(init.form).toString() : undefined;
  const headers: Record<string, string> = { 'X-Forwarded-For': init.from ?? `192.0.2.${++address}`, ...init.headers };
  if (body !== undefined) {
    headers['Content-Type'] = 'application/x-www-form-urlencoded';
    headers['Content-Length'] = String(Buffer.byteLength(body));
  }
  return t.app.request(`http://inbox.example.com${path}`, { method: init.method ?? (body ? 'POST' : 'GET'), headers, ...(body ? { body } : {}) });
};
const FORM = { name: 'Rosa Visitor', email: 'Rosa@Example.org', subject: 'Cannot find my invoice', message: 'Hello,\r\nwhere do I download the March invoice?\n\nThanks', article: '' };
const send = (form: Partial<typeof FORM> & Record<string, string>, from?: string, site = 'contact-site') =>
  visit(`/help/${site}/contact`, { form: { ...FORM, ...form }, ...(from ? { from } : {}) });

const conversationsOf = (organizationId: number) =>
  t.database.db
    .select({ id: conversations.id, channelId: conversations.channelId, subject: conversations.subject, contactId: conversations.contactId })
    .from(conversations)
    .where(eq(conversations.organizationId, organizationId))
    .orderBy(asc(conversations.id));

beforeAll(async () => {
  t = await createTestApp({ publicUrl: PUBLIC, trustProxy: true });
  org = await t.createOrg('Contact Site');
  quiet = await t.createOrg('Quiet Site');
  other = await t.createOrg('Other Contact Site');
  support = (await api<{ id: number }>('POST', '/channels', { email: 'support@contact-site.test', name: 'Support' })).body;
  sales = (await api<{ id: number }>('POST', '/channels', { email: 'sales@contact-site.test', name: 'Sales' })).body;
  await api('POST', '/channels', { email: 'help@other-contact.test', name: 'Other' }, other.api_key);
  article = (await api<Article>('POST', '/knowledge/articles', { title: 'Download your invoices', body: '<p>Billing, Invoices.</p>', status: 'published' })).body;
  await api('POST', '/knowledge/articles', { title: 'Quiet article', status: 'published' }, quiet.api_key);
});
afterAll(() => t.close());

describe('the contact form', () => {
  it('is offered under each article and on the home page, with the article it came from', async () => {
    const page = await (await visit(`/help/contact-site/articles/${article.slug}`)).text();
    expect(page).toContain('Still need help?');
    expect(page).toContain(`<a href="${HOME}contact?article=${article.slug}">Contact us</a>`);
    expect(await (await visit('/help/contact-site/')).text()).toContain(`<a href="${HOME}contact">Contact us</a>`);

    const form = await (await visit(`/help/contact-site/contact?article=${article.slug}`)).text();
    expect(form).toContain(`<form class="contact" method="post" action="${HOME}contact" novalidate>`);
    for (const field of ['name', 'email', 'subject', 'message']) expect(form).toContain(`name="${field}"`);
    expect(form).toContain(`<input type="hidden" name="article" value="${article.slug}">`);
    // the hidden field a person never fills: off screen, out of the tab order, hidden from screen readers
    expect(form).toMatch(/<div class="hp" aria-hidden="true">.*name="website" tabindex="-1"/);
  });

  it('opens a conversation from the visitor on the first active channel, saying it came from the help center and which article', async () => {
    const since = (await conversationsOf(org.organization.id)).length;
    const res = await send({ article: article.slug });
    expect(res.status).toBe(303);
    expect(res.headers.get('location')).toBe(`${HOME}contact?sent=1`);
    const thanks = await (await visit('/help/contact-site/contact?sent=1')).text();
    expect(thanks).toContain('Thanks, your message was sent');

    const created = (await conversationsOf(org.organization.id)).slice(since);
    expect(created).toHaveLength(1);
    expect(created[0]).toMatchObject({ channelId: support.id, subject: 'Cannot find my invoice' });
    const [contact] = await t.database.db.select().from(contacts).where(eq(contacts.id, created[0]!.contactId!));
    expect(contact).toMatchObject({ name: 'Rosa Visitor', email: 'rosa@example.org' });
    const [message] = await t.database.db.select().from(messages).where(eq(messages.conversationId, created[0]!.id));
    expect(message).toMatchObject({ direction: 'inbound', fromEmail: 'rosa@example.org', text: 'Hello,\nwhere do I download the March invoice?\n\nThanks' });
    expect(message!.to).toEqual([{ name: 'Support', email: 'support@contact-site.test' }]);
    const [event] = await t.database.db.select().from(events).where(and(eq(events.conversationId, created[0]!.id), eq(events.type, 'help_center_message')));
    expect(event!.data).toEqual({ article_title: 'Download your invoices', article_url: `${HOME}articles/${article.slug}` });
    const feed = await t.database.db
      .select({ type: changeEvents.type })
      .from(changeEvents)
      .where(and(eq(changeEvents.organizationId, org.organization.id), eq(changeEvents.conversationId, created[0]!.id)));
    expect(feed.map((e) => e.type)).toEqual(['conversation.created', 'message.received']);
    // and the inbox shows it as any other conversation
    const listed = await api<{ data: { id: number }[] }>('GET', '/conversations?limit=50');
    expect(listed.body.data.map((c) => c.id)).toContain(created[0]!.id);
  });

  it('sends back a form with mistakes with what was written and what to correct, storing nothing', async () => {
    const since = (await conversationsOf(org.organization.id)).length;
    const res = await send({ name: '  ', email: 'not-an-address', subject: 'Refund <b>now</b>', message: '' });
    expect(res.status).toBe(400);
    const page = await res.text();
    expect(page).toContain('Please correct 3 fields');
    expect(page).toContain('<a href="#contact-name">Enter your name.</a>');
    expect(page).toContain('Enter an email address like name@example.com.');
    expect(page).toContain('Enter your message.');
    expect(page).toContain('id="contact-email" name="email" maxlength="254" required aria-invalid="true" aria-describedby="contact-email-error"');
    expect(page).toContain('value="not-an-address"');
    expect(page).toContain('value="Refund &#60;b&#62;now&#60;/b&#62;"');
    expect(await conversationsOf(org.organization.id)).toHaveLength(since);

    const long = await send({ message: 'x'.repeat(10_001) });
    expect(long.status).toBe(400);
    expect(await long.text()).toContain('Your message must be at most 10,000 characters.');
  });

  it('drops a message whose hidden field was filled, telling the bot what a person would be told', async () => {
    const since = (await conversationsOf(org.organization.id)).length;
    const res = await send({ website: 'https://spam.example' });
    expect(res.status).toBe(303);
    expect(res.headers.get('location')).toBe(`${HOME}contact?sent=1`);
    expect(await conversationsOf(org.organization.id)).toHaveLength(since);
  });

  it(`takes ${SITE_CONTACTS_PER_HOUR} messages an hour from one address, then gives the form back with the message kept`, async () => {
    const from = '198.51.100.50';
    for (let i = 0; i < SITE_CONTACTS_PER_HOUR; i++) expect((await send({ subject: `Question ${i}` }, from)).status).toBe(303);
    const res = await send({ subject: 'One too many', message: 'Please keep this text' }, from);
    expect(res.status).toBe(429);
    expect(Number(res.headers.get('retry-after'))).toBeGreaterThan(0);
    const page = await res.text();
    expect(page).toContain('Too many messages from your address');
    expect(page).toContain('Please keep this text');
    expect(page).toContain('value="One too many"');
    expect((await send({ subject: 'Another visitor' }, '198.51.100.51')).status).toBe(303);
  });

  it('refuses an address on the suppression list, storing nothing and counting the block', async () => {
    const { body: entry } = await api<{ id: number }>('POST', '/contacts/suppressed', { email: 'blocked@example.org' });
    const since = (await conversationsOf(org.organization.id)).length;
    const res = await send({ email: 'blocked@example.org' });
    expect(res.status).toBe(403);
    expect(await res.text()).toContain('Messages from this email address are not accepted here');
    expect(await conversationsOf(org.organization.id)).toHaveLength(since);
    const [row] = await t.database.db.select({ blocked: suppressions.blocked }).from(suppressions).where(eq(suppressions.id, entry.id));
    expect(row!.blocked).toBe(1);
  });

  it('answers an oversized body with 413 and another method with 405, never a 500', async () => {
    const huge = await visit('/help/contact-site/contact', { method: 'POST', headers: { 'Content-Type': 'application/x-www-form-urlencoded', 'Content-Length': String(200 * 1024) } });
    expect(huge.status).toBe(413);
    expect((await visit('/help/contact-site/contact', { method: 'PUT' })).status).toBe(405);
    const garbage = await t.app.request('http://inbox.example.com/help/contact-site/contact', {
      method: 'POST',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded', 'Content-Length': '9' },
      body: '%%%&&&===',
    });
    expect(garbage.status).toBe(400);
  });

  it('reads the form in the charset it names, or as multipart, and refuses a charset it cannot read with 415', async () => {
    const raw = (contentType: string, body: BodyInit, length?: number) =>
      t.app.request('http://inbox.example.com/help/contact-site/contact', {
        method: 'POST',
        headers: { 'Content-Type': contentType, 'X-Forwarded-For': `192.0.2.${++address}`, ...(length !== undefined ? { 'Content-Length': String(length) } : {}) },
        body,
      });
    const textOf = async (subject: string) => {
      const [conversation] = (await conversationsOf(org.organization.id)).filter((c) => c.subject === subject);
      const [message] = await t.database.db.select({ text: messages.text }).from(messages).where(eq(messages.conversationId, conversation!.id));
      return message?.text;
    };
    const latin1 = 'name=Zo%EB&email=zoe%40example.org&subject=Caf%E9+order&message=Cr%E8me+br%FBl%E9e%2C+please';
    expect((await raw('application/x-www-form-urlencoded; charset=ISO-8859-1', latin1, latin1.length)).status).toBe(303);
    expect(await textOf('Café order')).toBe('Crème brûlée, please');

    const utf8 = new URLSearchParams({ name: 'Zoë', email: 'zoe@example.org', subject: 'Ünïcode order', message: 'Çа marche ✓' }).toString();
    expect((await raw('application/x-www-form-urlencoded', utf8, utf8.length)).status).toBe(303);
    expect(await textOf('Ünïcode order')).toBe('Çа marche ✓');

    const multipart = new FormData();
    for (const [name, value] of Object.entries({ name: 'Zoë', email: 'zoe@example.org', subject: 'Multipart order', message: 'Sent as multipart' })) multipart.append(name, value);
    const encoded = new Request('http://x', { method: 'POST', body: multipart });
    const bytes = new Uint8Array(await encoded.arrayBuffer());
    expect((await raw(encoded.headers.get('content-type')!, bytes, bytes.length)).status).toBe(303);
    expect(await textOf('Multipart order')).toBe('Sent as multipart');

    const since = (await conversationsOf(org.organization.id)).length;
    const unknown = await raw('application/x-www-form-urlencoded; charset=x-klingon', latin1, latin1.length);
    expect(unknown.status).toBe(415);
    expect(await unknown.text()).toContain('a character encoding the help center cannot read');
    expect(await conversationsOf(org.organization.id)).toHaveLength(since);
  });
});

describe("the contact form's channel", () => {
  it('is chosen by an admin, and a conversation then opens there', async () => {
    const { status, body } = await api<KnowledgeSite>('PATCH', '/knowledge/site', { contact_channel_id: sales.id });
    expect(status, body.error).toBe(200);
    expect(body).toMatchObject({ contact_channel_id: sales.id, contact_channel: { id: sales.id, name: 'Sales', email: 'sales@contact-site.test' } });
    expect((await send({ subject: 'For sales' })).status).toBe(303);
    expect((await conversationsOf(org.organization.id)).at(-1)).toMatchObject({ subject: 'For sales', channelId: sales.id });
    const feed = await t.database.db
      .select({ payload: changeEvents.payload })
      .from(changeEvents)
      .where(and(eq(changeEvents.organizationId, org.organization.id), eq(changeEvents.type, 'knowledge_site.updated')));
    expect(feed).toHaveLength(1);
  });

  it('falls back to the first active channel while the chosen one is disabled', async () => {
    expect((await api('PATCH', `/channels/${sales.id}`, { active: false })).status).toBe(200);
    expect((await api<KnowledgeSite>('GET', '/knowledge/site')).body).toMatchObject({ contact_channel_id: sales.id, contact_channel: { id: support.id } });
    expect((await send({ subject: 'While sales is off' })).status).toBe(303);
    expect((await conversationsOf(org.organization.id)).at(-1)).toMatchObject({ subject: 'While sales is off', channelId: support.id });
    await api('PATCH', `/channels/${sales.id}`, { active: true });
  });

  it("refuses another organization's channel, a disabled one, a bad body, and an agent who is not an admin", async () => {
    const [otherChannel] = (await api<{ id: number }[]>('GET', '/channels', undefined, other.api_key)).body;
    const foreign = await api('PATCH', '/knowledge/site', { contact_channel_id: otherChannel!.id });
    expect(foreign.status).toBe(400);
    expect(foreign.body.error).toBe(`contact_channel_id: no channel ${otherChannel!.id} in this organization`);
    await api('PATCH', `/channels/${sales.id}`, { active: false });
    expect((await api('PATCH', '/knowledge/site', { contact_channel_id: sales.id })).body.error).toContain('is disabled');
    await api('PATCH', `/channels/${sales.id}`, { active: true });
    for (const body of [{}, { contact_channel_id: 'sales' }, { contact_channel_id: -1 }, { contact_channel_id: 1.5 }]) {
      const res = await api('PATCH', '/knowledge/site', body);
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(res.body.error).toContain('contact_channel_id');
    }
    const agent = await createAgent(t.database.db, { organizationId: org.organization.id, email: 'contact-agent@example.com', name: 'Cy Agent', role: 'agent', password: 'agent-password-1' });
    const signIn = await t.request('/api/session', { method: 'POST', headers: { 'X-Inbox-Request': '1' }, json: { email: agent.email, password: 'agent-password-1' } });
    const cookie = (signIn.headers.get('set-cookie') ?? '').split(';')[0]!;
    const res = await t.request('/api/knowledge/site', { method: 'PATCH', headers: { Cookie: cookie, 'X-Inbox-Request': '1' }, json: { contact_channel_id: null } });
    expect(res.status).toBe(403);
    // null: back to the first active channel
    expect((await api<KnowledgeSite>('PATCH', '/knowledge/site', { contact_channel_id: null })).body).toMatchObject({ contact_channel_id: null, contact_channel: { id: support.id } });
  });

  it('an organization without an active channel offers no form, and a message sent anyway stores nothing', async () => {
    const article = await (await visit('/help/quiet-site/articles/quiet-article')).text();
    expect(article).not.toContain('Still need help?');
    expect(await (await visit('/help/quiet-site/contact')).text()).toContain('Messages cannot be sent here');
    const res = await send({}, undefined, 'quiet-site');
    expect(res.status).toBe(200);
    expect(await res.text()).toContain('Messages cannot be sent here');
    expect(await conversationsOf(quiet.organization.id)).toHaveLength(0);
  });
});
