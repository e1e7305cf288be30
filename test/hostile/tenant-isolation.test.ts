import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ConversationCounts } from '#contract/conversations';
import { latestChangeId } from '../../server/domain/changes/read.ts';
import { startZoneServer, type TestDnsServer } from '../support/test-dns-server.ts';
import { apiOperations, fillPath, pathParameters, type ApiOperation } from '../support/openapi-operations.ts';
import { readEvents } from '../support/sse-client.ts';
import { createTestApp, type TestApp } from '../support/test-app.ts';
import { bySession, callApi, expectJson, type Caller } from './callers.ts';
import { seedTenant, type Tenant } from './seed-tenant.ts';
import { BODY_PROBES } from './tenant-body-probes.ts';
import { comparableAnswer, leaksIn, parameterValues, pathProbes, tracesOf } from './tenant-parameters.ts';

// Two organizations with data of every kind. With B's owner key and B's owner session, every operation of the
// OpenAPI document is probed with A's ids, cursors and data: B can neither read, change nor learn of A's data,
// and every answer is the one an id that never existed gets.

let t: TestApp;
let dns: TestDnsServer;
let a: Tenant;
let b: Tenant;
let operations: ApiOperation[];
let traces: string[];
let probes = 0;

/** B's callers: its owner's key and its owner signed in to the dashboard. */
const callersOfB = (): [string, Caller][] => [
  ['B owner key', b.owner],
  ['B owner session', bySession(b.sessions.owner)],
];

async function probe(caller: Caller, method: string, path: string, json?: unknown) {
  probes++;
  return callApi(t, caller, method, path, json);
}

function expectNoTraceOfA(text: string, what: string) {
  expect(leaksIn(text, traces), `${what} shows A's data`).toEqual([]);
}

// The bodies operations with a path parameter are probed with: valid, so the probe reaches the lookup.
const BODIES: Record<string, (x: Tenant) => unknown> = {
  'PATCH /agents/{id}': () => ({ role: 'admin' }),
  'PATCH /contacts/{id}': () => ({ name: 'Probe' }),
  'POST /conversations/{id}/messages': (x) => ({ content: { content: '<p>probe</p>' }, agent_id: x.org.owner.id, delay: 86_400 }),
  'POST /conversations/{id}/notes': (x) => ({ body: 'probe', agent_id: x.org.owner.id }),
  'PATCH /organization/rag/sources/questions/{uuid}': () => ({ answer: 'probe' }),
  'PATCH /organization/rag/sources/text/{uuid}': () => ({ title: 'probe' }),
  'PATCH /snippets/categories/{id}': () => ({ name: 'probe' }),
  'PATCH /snippets/{id}': () => ({ title: 'probe' }),
  'POST /conversations/{id}/snippets/{snippet_id}/apply': () => ({}),
  'POST /organization/rag/proposals/{id}/accept': () => ({ question: 'Probe wording' }),
  'PATCH /webhooks/{id}': () => ({ description: 'probe' }),
  'PATCH /channels/{id}': () => ({ name: 'probe' }),
  'PATCH /sla-policies/{id}': () => ({ name: 'probe' }),
  'PATCH /rules/{id}': () => ({ name: 'probe' }),
  'POST /rules/{id}/test': (x) => ({ conversation_id: x.conversationId }),
  'PATCH /knowledge/categories/{id}': () => ({ name: 'probe' }),
  'PATCH /knowledge/articles/{id}': () => ({ title: 'probe' }),
};

// Values of query parameters for the lists, each naming something of A's.
const QUERY_VALUES: Record<string, (x: Tenant) => string[]> = {
  search: (x) => [x.marker, `#${x.conversationId}`, x.contactEmail, `tag:${x.marker} status:all`],
  query: (x) => [x.marker, x.contactEmail],
  q: (x) => [x.marker, `track ${x.marker} parcel`],
  category: (x) => [String(x.categoryId), String(x.childCategoryId)],
  category_id: (x) => [String(x.knowledgeCategoryId)],
  conversation_id: (x) => [String(x.conversationId), String(x.composedId)],
};

/** What A holds, read through A's own key: every GET of the document that answers the same when repeated. */
async function snapshotOfA(): Promise<Record<string, string>> {
  const snapshot: Record<string, string> = { 'latest event': String(await latestChangeId(t.database.db, a.org.organization.id)) };
  for (const op of operations.filter((o) => o.method === 'GET')) {
    // A stream never ends, a verification records its result, presence fades by itself.
    if (['/events', '/knowledge/verify', '/presence'].includes(op.path)) continue;
    const values = Object.fromEntries(pathParameters(op).map((p) => [p.name, parameterValues(op, p.name).of(a)[0]!]));
    const query = op.parameters.some((p) => p.in === 'query' && p.name === 'q' && p.required) ? `?q=${a.marker}` : '';
    const answer = await comparableAnswer(await callApi(t, a.owner, 'GET', fillPath(op, values) + query), []);
    snapshot[op.name] = `${answer.status} ${answer.body}`;
  }
  const listed = await callApi(t, bySession(a.sessions.owner), 'GET', '/api-keys');
  const keys = await expectJson<{ last_used_at?: unknown }[]>(listed, 200, 'GET /api-keys as A');
  snapshot['GET /api-keys (session)'] = JSON.stringify(keys.map(({ last_used_at: _, ...key }) => key));
  return snapshot;
}

beforeAll(async () => {
  dns = await startZoneServer({}); // every name is NXDOMAIN: a verification is quick and "pending"
  t = await createTestApp({ webhookAllowPrivate: true, dnsServers: [dns.address] });
  a = await seedTenant(t, 'quokkazanzibar');
  b = await seedTenant(t, 'wombatvalparaiso');
  operations = await apiOperations(t);
  traces = tracesOf(a);
});
afterAll(async () => {
  console.log(`tenant isolation: ${probes} probes of B against A's data`);
  await t.close();
  await dns.close();
});

describe('the event stream of another organization', { timeout: 120_000 }, () => {
  it('never carries A’s events or presence, replayed or live', async () => {
    expect(operations.map((o) => o.name)).toContain('GET /events');
    for (const [who, caller] of callersOfB()) {
      const res = await probe(caller, 'GET', '/events?since=0');
      expect(res.status).toBe(200);
      const stream = readEvents(res);
      try {
        const replayedThrough = await latestChangeId(t.database.db, b.org.organization.id);
        for (let event = await stream.next(); Number(event.id ?? 0) < replayedThrough; event = await stream.next());
        // A works (a change and a heartbeat), then B: B's stream gets B's change and nothing of A's before it.
        expect((await callApi(t, a.owner, 'PATCH', `/contacts/${a.contactId}`, { name: `${a.marker} Customer Live` })).status).toBe(200);
        expect((await callApi(t, bySession(a.sessions.agent), 'POST', '/presence', { conversation_id: a.conversationId, state: 'replying' })).status).toBe(200);
        const rename = await callApi(t, b.owner, 'PATCH', `/contacts/${b.contactId}`, { name: `${b.marker} ${who}` });
        expect(rename.status).toBe(200);
        for (let event = await stream.next(); !(event.event === 'contact.updated' && event.data.includes(who)); event = await stream.next());
        expect(stream.received.length).toBeGreaterThan(3);
        for (const event of stream.received) expectNoTraceOfA(event.data, `${who}: event ${event.event} ${event.id ?? ''}`);
      } finally {
        stream.close();
      }
    }
  });
});

describe('B probing A', { timeout: 180_000 }, () => {
  let before: Record<string, string>;
  beforeAll(async () => {
    before = await snapshotOfA();
  });

  it('answers every operation with a path parameter for A’s ids exactly as for ids that never existed', async () => {
    const withIds = operations.filter((op) => pathParameters(op).length > 0);
    expect(withIds.length).toBeGreaterThanOrEqual(30);
    for (const op of withIds) {
      if (op.body && !BODIES[op.name]) throw new Error(`${op.name} takes a body: add a valid one to BODIES`);
      for (const { values, control, masked } of pathProbes(op, a, b)) {
        for (const [who, caller] of callersOfB()) {
          const body = BODIES[op.name]?.(b);
          const probed = await comparableAnswer(await probe(caller, op.method, fillPath(op, values), body), masked.probe);
          const expected = await comparableAnswer(await probe(caller, op.method, fillPath(op, control), body), masked.control);
          const what = `${who}: ${op.method} ${fillPath(op, values)}`;
          expect(probed.status, `${what} answered ${probed.raw}`).toBeLessThan(500);
          expect({ status: probed.status, body: probed.body }, what).toEqual({ status: expected.status, body: expected.body });
          expectNoTraceOfA(probed.raw, what);
        }
      }
    }
  });

  it('treats A’s ids in bodies and searches as unknown ids', async () => {
    for (const p of BODY_PROBES) {
      for (const [who, caller] of callersOfB()) {
        if (p.only && p.only !== caller.kind) continue;
        const ask = async (value: string | number) => {
          const res = await probe(caller, p.method, p.path(value, b), p.body?.(value, b));
          if (p.view && res.headers.get('content-type')?.includes('json') && res.status < 300) {
            const json: unknown = await res.json();
            return { status: res.status, body: JSON.stringify(p.view(json)), raw: JSON.stringify(json) };
          }
          return comparableAnswer(res, [value]);
        };
        const probed = await ask(p.ofA(a));
        const expected = await ask(p.missing);
        const what = `${who}: ${p.what}`;
        expect(probed.status, `${what} answered ${probed.raw}`).toBeLessThan(500);
        expect({ status: probed.status, body: probed.body }, what).toEqual({ status: expected.status, body: expected.body });
        // The answer may repeat the value B sent (an address in an error), never anything else of A's.
        expectNoTraceOfA(probed.body, what);
      }
    }
  });

  it('never shows A’s data in any list, search or count', async () => {
    const lists = operations.filter((op) => op.method === 'GET' && pathParameters(op).length === 0 && op.path !== '/events');
    expect(lists.length).toBeGreaterThanOrEqual(15);
    // A's agent is in a conversation right now (a heartbeat lasts 20 s): the presence list has something to leak.
    expect((await callApi(t, bySession(a.sessions.agent), 'POST', '/presence', { conversation_id: a.conversationId, state: 'viewing' })).status).toBe(200);
    expect(await (await callApi(t, a.owner, 'GET', '/presence')).text()).toContain(a.marker);
    for (const op of lists) {
      const unknown = op.parameters.find((p) => p.in === 'query' && p.required && !QUERY_VALUES[p.name]);
      if (unknown) throw new Error(`${op.name} requires the query parameter ${unknown.name}: add values to QUERY_VALUES`);
      const queries: [string, string][] = [
        ...(op.parameters.some((p) => p.required) ? [] : [['', ''] as [string, string]]),
        ...op.parameters
          .filter((p) => p.in === 'query' && QUERY_VALUES[p.name])
          .flatMap((p) => QUERY_VALUES[p.name]!(a).map((v): [string, string] => [`?${p.name}=${encodeURIComponent(v)}`, v])),
      ];
      for (const [query, value] of queries) {
        for (const [who, caller] of callersOfB()) {
          const answer = await comparableAnswer(await probe(caller, 'GET', `${op.path}${query}`), value ? [value] : []);
          expect(answer.status, `${who}: GET ${op.path}${query} answered ${answer.raw}`).toBeLessThan(500);
          // An error may repeat the query B sent; a list must hold nothing of A's at all.
          expectNoTraceOfA(answer.status >= 400 ? answer.body : answer.raw, `${who}: GET ${op.path}${query}`);
        }
      }
    }
  });

  it('never shows A’s data in B’s own items', async () => {
    const items = operations.filter((op) => op.method === 'GET' && pathParameters(op).length > 0);
    for (const op of items) {
      const path = fillPath(op, Object.fromEntries(pathParameters(op).map((p) => [p.name, parameterValues(op, p.name).of(b)[0]!])));
      for (const [who, caller] of callersOfB()) {
        const res = await probe(caller, 'GET', path);
        const text = await res.text();
        expect(res.status, `${who}: GET ${path} answered ${text}`).toBe(200);
        expectNoTraceOfA(text, `${who}: GET ${path}`);
      }
    }
  });

  it('counts only B’s own conversations', async () => {
    for (const [who, caller] of callersOfB()) {
      const counts = (await (await probe(caller, 'GET', '/conversations/counts')).json()) as ConversationCounts;
      for (const status of ['opened', 'snoozed', 'closed', 'spam'] as const) {
        const listed = (await (await probe(caller, 'GET', `/conversations?limit=99&search=status:${status}`)).json()) as { data: unknown[] };
        expect(counts[status], `${who}: ${status}`).toBe(listed.data.length);
      }
      const matching = (await (await probe(caller, 'GET', '/conversations/bulk/matching')).json()) as { count: number };
      expect(matching.count, who).toBe(counts.opened);
    }
  });

  it('refuses A’s cursors as it refuses forged ones, for conversations and AI sources', async () => {
    for (const list of ['/conversations?limit=3&search=status:all', '/organization/rag/sources?limit=1']) {
      const ofA = ((await (await callApi(t, a.owner, 'GET', list)).json()) as { cursor: string | null }).cursor;
      const ofB = ((await (await callApi(t, b.owner, 'GET', list)).json()) as { cursor: string | null }).cursor;
      expect(ofA && ofB, list).toBeTruthy();
      const forged = `${ofA!.slice(0, -2)}${ofA!.endsWith('AA') ? 'BB' : 'AA'}`;
      for (const [who, caller] of callersOfB()) {
        const withA = await probe(caller, 'GET', `${list}&cursor=${encodeURIComponent(ofA!)}`);
        const withForged = await probe(caller, 'GET', `${list}&cursor=${encodeURIComponent(forged)}`);
        expect(withA.status, `${who}: ${list}`).toBe(400);
        expect(await withA.json()).toEqual(await withForged.json());
        // B's own cursor works: the refusal is about whose cursor it is.
        expect((await probe(caller, 'GET', `${list}&cursor=${encodeURIComponent(ofB!)}`)).status, `${who}: own cursor`).toBe(200);
      }
    }
  });

  it('leaves every piece of A’s data as it was', async () => {
    expect(await snapshotOfA()).toEqual(before);
  });
});
