import { eq } from 'drizzle-orm';
import { channels, messages } from '../../server/db/schema.ts';
import { createAgent } from '../../server/domain/agents.ts';
import { createApiKey, revokeApiKey } from '../../server/domain/api-keys.ts';
import { addInvoice, setPlan } from '../../server/domain/invoices/billing-admin.ts';
import type { CreatedOrganization } from '../../server/domain/organizations.ts';
import { receiveMail } from '../../server/mail/inbound/receive-mail.ts';
import type { TestApp } from '../support/test-app.ts';
import type { Hints } from './json-schema-values.ts';
import { backgroundJobs } from './fuzz-jobs.ts';
import { bodyHints, queryHints } from './fuzz-hints.ts';

// One organization with real rows of every kind, so that the fuzzer's ids often name something that exists;
// rows a fuzzed request deleted are made again (ensure) so later operations still find some.

const PERMISSIONS = ['teammate.invite', 'contact.block'] as const;
export const CSRF = { 'X-Inbox-Request': '1' };
export const SIGN_IN_PASSWORD = 'signin-password-1';

export interface FuzzWorld {
  t: TestApp;
  org: CreatedOrganization;
  /** Another organization: its id is what a mass-assigned organization_id would point at. */
  victim: CreatedOrganization;
  /** The owner key in use (made again if a fuzzed request revoked it). */
  key: string;
  revokedKey: string;
  /** The owner's dashboard session cookie (`inbox_session=...`). */
  cookie: string;
  /** Real values for path parameters, by the path segment before them (`conversations`, `sources`...). */
  pools: Record<string, string[]>;
  /** Real cursors, by the list path that made them. */
  cursors: Record<string, string[]>;
  /** Known-good body and query values by field name. */
  hints: Hints;
  queryHints: Hints;
  /** A second session of the owner's, for requests that may sign out. */
  spareCookie: string;
  /**
   * Agents for the sign-in route to sign in as (password SIGN_IN_PASSWORD): several, so that the wrong passwords
   * fuzzed requests also send spread over them and none is locked out (five failures lock an address).
   */
  signInEmails: string[];
  /** Makes again the rows a fuzzed request may have deleted, after running the jobs the requests queued. */
  ensure(): Promise<void>;
  /** Background jobs that failed on what the fuzzed requests stored. */
  jobFailures: string[];
}

type Json = Record<string, unknown>;

export async function createFuzzWorld(t: TestApp): Promise<FuzzWorld> {
  const db = t.database.db;
  const org = await t.createOrg('Fuzz Co');
  const victim = await t.createOrg('Victim Co');
  const orgId = org.organization.id;
  let counter = 0;

  async function call(method: string, path: string, json?: unknown, headers: Record<string, string> = {}): Promise<{ status: number; body: Json }> {
    const auth = headers.Cookie ? {} : { key: world.key };
    const res = await t.request(`/api${path}`, { method, ...auth, headers, ...(json !== undefined ? { json } : {}) });
    const type = res.headers.get('content-type') ?? '';
    const body = type.includes('json') ? ((await res.json()) as Json) : (await res.arrayBuffer(), {});
    return { status: res.status, body };
  }
  async function must(method: string, path: string, json?: unknown, headers?: Record<string, string>): Promise<Json> {
    const res = await call(method, path, json, headers);
    if (res.status >= 300) throw new Error(`fuzz fixture: ${method} ${path} answered ${res.status} ${JSON.stringify(res.body)}`);
    return res.body;
  }
  const asSession = () => ({ Cookie: world.cookie, ...CSRF });

  const [channel, secondChannel] = await db
    .insert(channels)
    .values([
      { organizationId: orgId, email: 'help@fuzz.example', name: 'Help' },
      { organizationId: orgId, email: 'billing@fuzz.example', name: 'Billing' },
    ])
    .returning();
  const agent = await createAgent(db, {
    organizationId: orgId,
    email: 'agent@fuzz.example',
    name: 'Ada Agent',
    role: 'agent',
    password: 'agent-password-1',
  });
  await setPlan(db, orgId, { name: 'Team', offer: 1900, currency: 'EUR' });
  const invoice = await addInvoice(db, orgId, { amount: 5700, members: 3, paid: '2026-01-01' });

  const world: FuzzWorld = {
    t,
    org,
    victim,
    key: org.api_key,
    revokedKey: '',
    cookie: '',
    spareCookie: '',
    signInEmails: [],
    pools: {},
    cursors: {},
    hints: {},
    queryHints: {},
    ensure: async () => {},
    jobFailures: [],
  };
  const revoked = await createApiKey(db, { organizationId: orgId, name: 'Revoked', permissions: [] });
  await revokeApiKey(db, orgId, revoked.id);
  world.revokedKey = revoked.key;

  async function signIn() {
    const res = await t.request('/api/session', { method: 'POST', headers: CSRF, json: { email: org.owner.email, password: org.owner.password } });
    if (res.status !== 200) throw new Error(`fuzz fixture: sign-in answered ${res.status}`);
    return (res.headers.get('set-cookie') ?? '').split(';')[0]!;
  }
  world.cookie = await signIn();
  world.spareCookie = await signIn();
  for (let i = 1; i <= 8; i++) {
    const { email } = await createAgent(db, {
      organizationId: orgId,
      email: `signin-${i}@fuzz.example`,
      name: `Sign-in ${i}`,
      role: 'agent',
      password: SIGN_IN_PASSWORD,
    });
    world.signInEmails.push(email);
  }

  const compose = async (to: string, extra: Json = {}) =>
    must('POST', '/conversations/compose', {
      channel_id: channel!.id,
      to,
      agent_id: org.owner.id,
      subject: `Fuzz ${++counter}`,
      content: { content: `<p>Hello ${counter}, about a refund</p>` },
      ...extra,
    });
  const inbound = (from: string) =>
    receiveMail(
      db,
      { id: channel!.id, organizationId: orgId, email: channel!.email },
      {
        messageId: `<in-${++counter}@outside.example>`,
        inReplyTo: null,
        references: [],
        from: { name: 'Customer', email: from },
        envelopeFrom: null,
        to: [{ name: '', email: channel!.email }],
        cc: [],
        subject: `Inbound ${counter}`,
        html: null,
        text: 'Where is my refund?',
        attachments: [{ filename: 'note.txt', contentType: 'text/plain', content: Buffer.from('attached text') }],
      },
      new Date(),
    );

  // Everything a path may name, made through the API where it can be.
  async function seedConversations() {
    const ids: string[] = [];
    for (const to of ['Jane Doe <jane@customer.example>', 'bob@customer.example', 'carol@customer.example']) {
      const message = await compose(to);
      ids.push(String(message.conversation_id));
    }
    const withFile = await compose('dan@customer.example', {
      content: {
        content: '<p>See attached</p>',
        attachments: [{ name: 'a.txt', type: 'text/plain', content: Buffer.from('hello').toString('base64') }],
      },
    });
    ids.push(String(withFile.conversation_id));
    const received = await inbound('erin@customer.example');
    if (received.outcome === 'stored') ids.push(String(received.conversationId));
    await must('POST', `/conversations/${ids[0]}/notes`, { body: 'A note', agent_id: org.owner.id });
    const messages: string[] = [];
    const attachments: string[] = [];
    for (const id of ids.slice(-2)) {
      const timeline = (await must('GET', `/conversations/${id}/messages`)) as {
        entries: { message?: { id: number; attachments: { id: number }[] } }[];
      };
      for (const { message } of timeline.entries) {
        if (!message) continue;
        messages.push(String(message.id));
        attachments.push(...message.attachments.map((a) => String(a.id)));
      }
    }
    messages.push(String(withFile.id));
    world.pools.conversations = ids;
    world.pools.presence = ids;
    world.pools.messages = [...new Set(messages)];
    world.pools.attachments = [...new Set(attachments)];
    const page = await must('GET', '/conversations?limit=3');
    const newest = await must('GET', '/conversations?limit=3&order=newest&search=status%3Aall');
    world.cursors.conversations = [page.cursor, newest.cursor].filter((c): c is string => typeof c === 'string');
    const contacts = await must('GET', '/contacts?limit=5');
    world.pools.contacts =
      JSON.stringify(contacts)
        .match(/"id":\d+/g)
        ?.map((m) => m.slice(5)) ?? [];
  }

  async function seedSnippets() {
    const category = await must('POST', '/snippets/categories', { name: `Category ${++counter}` });
    const child = await must('POST', '/snippets/categories', { name: `Child ${counter}`, parent_id: category.id });
    const snippet = await must('POST', '/snippets', {
      title: `Snippet ${counter}`,
      shortcut: `fuzz-${counter}`,
      categories: [category.id],
      actions: [
        { name: 'reply', data: { content: 'Hi {{contact.first_name | there}}' } },
        { name: 'tag', data: { tag: 'fuzzed' } },
      ],
    });
    const plain = await must('POST', '/snippets', { title: `Close ${counter}`, actions: [{ name: 'status.close' }] });
    world.pools.categories = [String(category.id), String(child.id)];
    world.pools.snippets = [String(snippet.id), String(plain.id)];
  }

  async function seedRag() {
    const q = await must('POST', '/organization/rag/sources/questions', { questions: ['How do I get a refund?'], answer: 'Write to us.' });
    const text = await must('POST', '/organization/rag/sources/text', { title: 'Refunds', content: '# Refunds\n\nWithin 30 days.' });
    // A conversation source needs a customer question and a sent reply: the reply is marked sent by hand.
    const learnt = world.pools.conversations!.at(-1)!;
    // It used the Q&A's answer: the customer's question is proposed for it (the proposals' pool).
    const reply = await must('POST', `/conversations/${learnt}/messages`, {
      content: { content: '<p>Refunds take 5 days.</p>' },
      agent_id: org.owner.id,
      ai_source: { uuid: q.uuid, origin: 'suggested' },
    });
    await db
      .update(messages)
      .set({ status: 'sent', sentAt: new Date() })
      .where(eq(messages.id, Number(reply.id)));
    const conversation = await must('POST', '/organization/rag/sources/conversation', { conversation_id: Number(learnt) });
    world.pools.sources = [String(q.uuid), String(text.uuid), String(conversation.uuid)];
    world.pools.questions = [String(q.uuid)];
    const proposals = await must('GET', '/organization/rag/proposals');
    world.pools.proposals = ((proposals.data as Json[] | undefined) ?? []).map((p) => String(p.id));
    const page = await must('GET', '/organization/rag/sources?limit=1');
    world.cursors.sources = typeof page.cursor === 'string' ? [page.cursor] : [];
  }

  async function seedTeam() {
    const invite = await must('POST', '/agents/invites', { email: `invitee-${++counter}@fuzz.example`, role: 'agent' });
    const other = await createAgent(db, { organizationId: orgId, email: `spare-${counter}@fuzz.example`, name: 'Spare Agent', role: 'agent' });
    world.pools.invites = [String(invite.id)];
    world.pools.invitations = [String(invite.accept_path).split('token=')[1]!];
    world.pools.agents = [String(agent.id), String(other.id), String(org.owner.id)];
  }

  async function seedWebhook() {
    const hook = await must('POST', '/webhooks', { url: 'http://127.0.0.1:9/hook', event_types: ['conversation.'] });
    world.pools.webhooks = [String(hook.id)];
  }

  async function seedOthers() {
    await seedWebhook();
    const suppression = await must('POST', '/contacts/suppressed', { email: `spammer-${++counter}@spam.example` });
    world.pools.suppressed = [String(suppression.id)];
    const bulk = await must('POST', '/conversations/bulk/matching', { search: 'tag:nothing-has-this-tag', tag: 'fuzzed' });
    world.pools.bulk = [String((bulk.operation as Json).id)];
    const spare = await must('POST', '/api-keys', { name: `Spare ${counter}`, permissions: [] }, asSession());
    world.pools['api-keys'] = [String(spare.id)];
    world.pools.invoices = [invoice.id];
    world.pools.deliveries = ['1'];
    await must('PUT', '/knowledge/domain', { domain: 'help.fuzz.example' });
  }

  await seedConversations();
  await seedSnippets();
  await seedRag();
  await seedTeam();
  await seedOthers();

  // Made again whenever the pools change: the hints name the rows that exist now.
  const refreshHints = () => {
    world.hints = bodyHints(world, { channels: [channel!.id, secondChannel!.id], agent: { id: agent.id, email: agent.email } });
    world.queryHints = queryHints(world);
  };
  refreshHints();

  // What a fuzzed request may have removed, checked with one read each and made again when gone.
  const checks: { path: () => string; remake: () => Promise<void> }[] = [
    { path: () => `/conversations/${world.pools.conversations![0]}`, remake: seedConversations },
    { path: () => `/snippets/${world.pools.snippets![0]}`, remake: seedSnippets },
    { path: () => `/organization/rag/sources/${world.pools.sources![0]}`, remake: seedRag },
    { path: () => `/webhooks/${world.pools.webhooks![0]}`, remake: seedWebhook },
  ];
  const jobs = backgroundJobs(db, world.jobFailures);
  world.ensure = async () => {
    await jobs.runDue();
    if ((await call('GET', '/channels')).status !== 200) world.key = await t.createKey(orgId, [...PERMISSIONS]);
    if ((await t.request('/api/session', { headers: { Cookie: world.cookie } })).status !== 200) world.cookie = await signIn();
    for (const check of checks) if ((await call('GET', check.path())).status !== 200) await check.remake();
    const team = await call('GET', '/agents/pending');
    const pending = Array.isArray(team.body) ? (team.body as { id: number }[]) : [];
    if (!pending.some((invite) => String(invite.id) === world.pools.invites![0])) await seedTeam();
    // Deliveries exist once the webhook jobs ran: their ids make redelivery requests real.
    const deliveries = await call('GET', `/webhooks/${world.pools.webhooks![0]}/deliveries`);
    const deliveryIds =
      JSON.stringify(deliveries.body)
        .match(/"id":\d+/g)
        ?.map((m) => m.slice(5)) ?? [];
    if (deliveryIds.length) world.pools.deliveries = deliveryIds.slice(0, 5);
    refreshHints();
  };
  return world;
}
