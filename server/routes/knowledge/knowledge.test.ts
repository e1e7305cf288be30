import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { KnowledgeDomainSchema, type KnowledgeDomain } from '#contract/knowledge';
import { createApp } from '../../app.ts';
import { createAgent } from '../../domain/agents.ts';
import { startSilentServer, startZoneServer, type TestDnsServer } from '#test/support/test-dns-server';
import type { CreatedOrganization } from '../../domain/organizations.ts';
import { createTestApp, type TestApp } from '#test/support/test-app';

// The help site's custom domain, checked over real DNS: the app asks a dns2 server on loopback (DNS_SERVERS).

const TARGET = 'knowledge.support-inbox.example';
const CLOCK = new Date('2026-11-21T10:00:00.000Z');
const CSRF = { 'X-Inbox-Request': '1' };

let dns: TestDnsServer;
let t: TestApp;
let org: CreatedOrganization;
let other: CreatedOrganization;

beforeAll(async () => {
  dns = await startZoneServer({
    'help.acme.test': { cname: 'Knowledge.Support-Inbox.EXAMPLE.' },
    'nodata.acme.test': 'nodata',
    'wrong.acme.test': { cname: 'acme.github.io.' },
    'broken.acme.test': 'servfail',
  });
  t = await createTestApp({ now: () => CLOCK, dnsServers: [dns.address], knowledgeCnameTarget: TARGET });
  org = await t.createOrg('Knowledge Co');
  other = await t.createOrg('Other Knowledge Co');
});
afterAll(async () => {
  await t.close();
  await dns.close();
});

async function call(path: string, init: RequestInit & { json?: unknown; key?: string } = {}) {
  const res = await t.request(`/api${path}`, { key: org.api_key, ...init });
  return { status: res.status, body: (await res.json()) as Record<string, unknown> };
}
const setDomain = (domain: unknown, key = org.api_key) => call('/knowledge/domain', { method: 'PUT', key, json: { domain } });
const readDomain = async (key = org.api_key) => (await call('/knowledge/domain', { key })).body as KnowledgeDomain;
const verify = () => call('/knowledge/verify');
const record = (name: string) => ({ type: 'CNAME', name, value: TARGET });

describe('the knowledge site domain setting', () => {
  it('reads as no domain, with the CNAME target, before one is set', async () => {
    const { status, body } = await call('/knowledge/domain');
    expect(status).toBe(200);
    expect(body).toEqual({ domain: null, cname_target: TARGET, last_check: null });
  });

  it('answers 400 to a verification while no domain is set', async () => {
    expect(await verify()).toEqual({ status: 400, body: { error: 'no knowledge site domain is set: set one with PUT /knowledge/domain first' } });
  });

  it('stores the domain lower-cased without the trailing dot, for this organization only', async () => {
    const { status, body } = await setDomain('  Help.ACME.test. ');
    expect(status).toBe(200);
    expect(KnowledgeDomainSchema.parse(body)).toEqual({ domain: 'help.acme.test', cname_target: TARGET, last_check: null });
    expect((await readDomain()).domain).toBe('help.acme.test');
    expect((await readDomain(other.api_key)).domain).toBeNull();
  });

  it('stores an international domain name in its ASCII form', async () => {
    expect((await setDomain('Bücher.example')).body.domain).toBe('xn--bcher-kva.example');
  });

  it.each([
    ['https://help.acme.test', 'domain must be a host name without a scheme: help.example.com, not https://help.example.com'],
    ['help.acme.test/docs', 'domain must be a host name without a path, such as help.example.com'],
    ['help.acme.test:8080', 'domain must not include a port (or be an IPv6 address)'],
    ['localhost', 'domain must have at least two labels, such as help.example.com'],
    ['help..acme.test', 'domain must not have empty labels (two dots in a row, or a leading dot)'],
    ['-help.acme.test', 'domain label "-help" must be 1 to 63 letters, digits or hyphens, not starting or ending with a hyphen'],
    [`${'a'.repeat(64)}.test`, `domain label "${'a'.repeat(64)}" must be 1 to 63 letters, digits or hyphens, not starting or ending with a hyphen`],
    [`${'abcdefghi.'.repeat(25)}test`, 'domain must be at most 253 characters'],
    ['192.0.2.10', 'domain must be a host name, not an IP address'],
    ['help acme.test', 'domain must be a host name of letters, digits, hyphens and dots, such as help.example.com'],
    ['', 'domain is required'],
    [42, 'domain is required'],
    [undefined, 'domain is required'],
  ])('refuses %j with 400 and says why', async (domain, message) => {
    expect(await setDomain(domain)).toEqual({ status: 400, body: { error: message } });
  });

  it('never answers 500 to hostile input', async () => {
    const hostile = ["'; drop table organizations; --", '%', '\\', '😀'.repeat(50), '<script>alert(1)</script>', 'a'.repeat(100_000), 'ü'.repeat(300), '\u202Eevil.com', null, [], {}];
    for (const domain of hostile) {
      const res = await t.request('/api/knowledge/domain', { method: 'PUT', key: org.api_key, json: { domain } });
      expect(res.status, JSON.stringify(domain).slice(0, 40)).toBeLessThan(500);
      expect(res.headers.get('content-type')).toMatch(/application\/json/);
    }
  });

  it('accepts a domain of exactly 253 characters', async () => {
    const name = `${'abcdefghi.'.repeat(24)}${'a'.repeat(8)}.test`;
    expect(name).toHaveLength(253);
    expect((await setDomain(name)).status).toBe(200);
  });
});

describe('GET /knowledge/verify over DNS', () => {
  it('is verified when the CNAME points at the target, case and trailing dot ignored, and keeps the result', async () => {
    await setDomain('help.acme.test');
    expect(await verify()).toEqual({ status: 200, body: { status: 'verified', verification: record('help.acme.test') } });
    expect(dns.questions).toContain('help.acme.test CNAME');
    expect(await readDomain()).toEqual({
      domain: 'help.acme.test',
      cname_target: TARGET,
      last_check: { status: 'verified', verification: record('help.acme.test'), checked: CLOCK.toISOString() },
    });
  });

  it('keeps the last check when the same domain is set again, and forgets it for another one', async () => {
    await setDomain('HELP.acme.test');
    expect((await readDomain()).last_check?.status).toBe('verified');
    await setDomain('new.acme.test');
    expect((await readDomain()).last_check).toBeNull();
  });

  it('is pending while the name does not exist (NXDOMAIN) or has no CNAME (NODATA)', async () => {
    await setDomain('new.acme.test');
    expect(await verify()).toEqual({ status: 200, body: { status: 'pending', verification: record('new.acme.test') } });
    await setDomain('nodata.acme.test');
    expect(await verify()).toEqual({ status: 200, body: { status: 'pending', verification: record('nodata.acme.test') } });
    expect((await readDomain()).last_check).toMatchObject({ status: 'pending' });
  });

  it('is misconfigured when the CNAME points elsewhere, and says where', async () => {
    await setDomain('wrong.acme.test');
    expect(await verify()).toEqual({ status: 200, body: { status: 'misconfigured', verification: record('wrong.acme.test'), found: 'acme.github.io' } });
  });

  it('answers 502 naming SERVFAIL when the DNS server fails, and stores nothing', async () => {
    await setDomain('broken.acme.test');
    const { status, body } = await verify();
    expect(status).toBe(502);
    expect(body).toEqual({ error: 'DNS lookup of the CNAME of broken.acme.test failed: the DNS server answered SERVFAIL (server failure); try again later' });
    expect((await readDomain()).last_check).toBeNull();
  });

  it('answers 502 within 3 s when the DNS server never answers, keeping the last real answer', async () => {
    const silent = await startSilentServer();
    // A second app on the same database whose DNS_SERVERS is a server that reads queries and answers none.
    const app = createApp({ db: t.database.db, logger: pino({ level: 'silent' }), ping: t.database.ping, dnsServers: [silent.address], knowledgeCnameTarget: TARGET });
    try {
      await setDomain('help.acme.test');
      expect((await verify()).body.status).toBe('verified');
      const started = Date.now();
      const res = await app.request('/api/knowledge/verify', { headers: { 'X-Api-Key': org.api_key } });
      expect(Date.now() - started).toBeLessThan(3500);
      expect(res.status).toBe(502);
      expect(await res.json()).toEqual({
        error: 'DNS lookup of the CNAME of help.acme.test failed: the DNS server did not answer in time (the check waits at most 3 s); try again later',
      });
      expect(silent.questions.length).toBeGreaterThanOrEqual(1);
      expect((await readDomain()).last_check?.status).toBe('verified');
    } finally {
      await silent.close();
    }
  });

  it('DELETE /knowledge/domain clears the domain and its check; verifying is then a 400', async () => {
    await setDomain('help.acme.test');
    await verify();
    expect(await call('/knowledge/domain', { method: 'DELETE' })).toEqual({ status: 200, body: { domain: null, cname_target: TARGET, last_check: null } });
    expect((await verify()).status).toBe(400);
  });
});

describe('who may change the domain', () => {
  async function sessionOf(role: 'admin' | 'agent') {
    const email = `${role}@knowledge.example`;
    await createAgent(t.database.db, { organizationId: org.organization.id, email, name: role, role, password: `${role}-password-1` });
    const res = await t.request('/api/session', { method: 'POST', headers: CSRF, json: { email, password: `${role}-password-1` } });
    return (res.headers.get('set-cookie') ?? '').split(';')[0]!;
  }
  const asSession = (cookie: string, path: string, init: RequestInit & { json?: unknown } = {}) =>
    t.request(`/api${path}`, { ...init, headers: { Cookie: cookie, ...CSRF } });

  it('lets an agent read and verify, and answers 403 when an agent sets or clears it', async () => {
    await setDomain('help.acme.test');
    const agent = await sessionOf('agent');
    expect((await asSession(agent, '/knowledge/domain')).status).toBe(200);
    expect(await (await asSession(agent, '/knowledge/verify')).json()).toMatchObject({ status: 'verified' });
    for (const method of ['PUT', 'DELETE']) {
      const res = await asSession(agent, '/knowledge/domain', { method, json: { domain: 'other.acme.test' } });
      expect(res.status, method).toBe(403);
      expect(await res.json()).toEqual({ error: "only owners and admins can change the knowledge site's domain" });
    }
    expect((await readDomain()).domain).toBe('help.acme.test');
  });

  it('lets an admin set it', async () => {
    const admin = await sessionOf('admin');
    const res = await asSession(admin, '/knowledge/domain', { method: 'PUT', json: { domain: 'docs.acme.test' } });
    expect(res.status).toBe(200);
    expect((await readDomain()).domain).toBe('docs.acme.test');
  });
});

describe('OpenAPI', () => {
  it('lists the knowledge operations with their responses', async () => {
    const doc = (await (await t.request('/api/openapi.json')).json()) as { paths: Record<string, Record<string, { responses: Record<string, unknown> }>> };
    expect(Object.keys(doc.paths['/knowledge/domain']!).sort()).toEqual(['delete', 'get', 'put']);
    expect(Object.keys(doc.paths['/knowledge/verify']!.get!.responses).sort()).toEqual(['200', '400', '401', '429', '502']);
    expect(Object.keys(doc.paths['/knowledge/domain']!.put!.responses).sort()).toEqual(['200', '400', '401', '403', '429']);
  });
});
