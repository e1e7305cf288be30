import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import {
  cliJson,
  getJson,
  killAll,
  makeDataDir,
  parseBanner,
  removeDataDir,
  runCli,
  startServer,
  type CliResult,
  type Env,
} from './spawn-helpers.ts';

// The admin command line as a user runs it (npm run inbox: server/cli.ts, bundled), on one fresh data folder. Every call opens
// the embedded database (~3 s), so the tests share the folder and run in order: later ones use what earlier
// ones created, and the last one starts the server on the same folder.

interface OrgCreated {
  organization: { id: number; name: string; timezone: string };
  owner: { id: number; email: string; name: string; password: string };
  api_key: string;
}

let dataDir: string;
let env: Env;
let orgCreate: CliResult;
let org: OrgCreated;
const cli = (...args: string[]) => runCli(args, env);

function expectFailure(result: CliResult, message: RegExp) {
  expect(result.stdout, 'nothing on stdout').toBe('');
  expect(result.stderr).toMatch(message);
  expect(result.code).toBe(1);
}

beforeAll(async () => {
  dataDir = makeDataDir();
  env = { DATA_DIR: dataDir };
  orgCreate = await cli('org', 'create', '--name', 'Globex', '--timezone', 'Europe/Paris');
  org = cliJson<OrgCreated>(orgCreate);
}, 120_000);

afterEach(killAll);
afterAll(async () => {
  await killAll();
  removeDataDir(dataDir);
});

describe('inbox CLI on a fresh data folder', { timeout: 90_000 }, () => {
  let revokedKey: string;
  let seededAgents = 0;
  let addedInvoice = '';
  const orgId = () => String(org.organization.id);

  it('org create prints exactly one JSON object with the organization, its owner and an owner API key', () => {
    expect(orgCreate.code).toBe(0);
    expect(orgCreate.stderr).toBe('');
    expect(orgCreate.stdout.endsWith('}\n')).toBe(true);
    expect(orgCreate.stdout.trimEnd().split('\n')).toHaveLength(1);
    expect(org).toEqual({
      organization: { id: expect.any(Number), name: 'Globex', timezone: 'Europe/Paris' },
      owner: { id: expect.any(Number), email: 'owner@globex.example.com', name: 'Owner', password: expect.any(String) },
      api_key: expect.stringMatching(/^sik_[A-Za-z0-9_-]{20,}$/),
    });
    expect(org.owner.password.length).toBeGreaterThanOrEqual(8);
  });

  it('key create prints the new key with the requested permissions', async () => {
    const key = cliJson(await cli('key', 'create', '--org', orgId(), '--name', 'Zapier', '--permissions', 'teammate.invite,contact.block'));
    expect(key).toEqual({
      id: expect.any(Number),
      key: expect.stringMatching(/^sik_/),
      name: 'Zapier',
      permissions: ['teammate.invite', 'contact.block'],
    });
    expect(key.key).not.toBe(org.api_key);
    revokedKey = key.key as string;

    const revoke = cliJson(await cli('key', 'revoke', '--org', orgId(), '--id', String(key.id)));
    expect(revoke).toEqual({ id: key.id, revoked: true });
    expectFailure(await cli('key', 'revoke', '--org', orgId(), '--id', String(key.id)), new RegExp(`no active API key ${String(key.id)}`));
  });

  it('key create with an unknown permission exits 1 with the reason on stderr and nothing on stdout', async () => {
    const result = await cli('key', 'create', '--org', orgId(), '--name', 'Bad', '--permissions', 'teammate.invite,root.everything');
    expectFailure(result, /unknown permission root\.everything; known: teammate\.invite, contact\.block/);
  });

  it('agent create adds agents with the given role, and a second agent with the same email exits 1', async () => {
    const admin = cliJson(await cli('agent', 'create', '--org', orgId(), '--email', 'Sam@Globex.example', '--name', 'Sam Lee', '--role', 'admin'));
    expect(admin).toEqual({ id: expect.any(Number), email: 'sam@globex.example', name: 'Sam Lee', role: 'admin', password: expect.any(String) });
    const agent = cliJson(
      await cli('agent', 'create', '--org', orgId(), '--email', 'kim@globex.example', '--name', 'Kim Park', '--password', 'correct-horse-1'),
    );
    expect(agent).toMatchObject({ email: 'kim@globex.example', role: 'agent', password: 'correct-horse-1' });

    expectFailure(
      await cli('agent', 'create', '--org', orgId(), '--email', 'SAM@globex.example', '--name', 'Sam Again'),
      /already exists/,
    );
    expectFailure(
      await cli('agent', 'create', '--org', orgId(), '--email', 'lou@globex.example', '--name', 'Lou', '--role', 'superuser'),
      /--role must be one of owner, admin, agent/,
    );
  });

  it('invite create prints a pending invitation with its role, expiry and token', async () => {
    const invite = cliJson(await cli('invite', 'create', '--org', orgId(), '--email', 'new@globex.example', '--role', 'admin'));
    expect(invite).toMatchObject({ id: expect.any(Number), email: 'new@globex.example', role: 'admin', token: expect.any(String) });
    const days = (Date.parse(invite.expires as string) - Date.parse(invite.created as string)) / 86_400_000;
    expect(days).toBe(14);
  });

  it('channel create adds a channel; an address already used or an invalid email exits 1', async () => {
    const channel = cliJson(await cli('channel', 'create', '--org', orgId(), '--email', 'Support@Globex.example', '--name', 'Support'));
    expect(channel).toEqual({ id: expect.any(Number), email: 'support@globex.example', name: 'Support', created: expect.any(String) });
    expectFailure(await cli('channel', 'create', '--org', orgId(), '--email', 'support@globex.example'), /already a channel/);
    expectFailure(await cli('channel', 'create', '--org', orgId(), '--email', 'not-an-address'), /not a valid email address/);
  });

  it('seed adds agents, channels, contacts and conversations and prints a summary', async () => {
    const summary = cliJson(await cli('seed', '--org', orgId(), '--conversations', '20'));
    expect(summary).toEqual({
      organization_id: org.organization.id,
      created: {
        agents: expect.any(Number),
        channels: expect.any(Number),
        contacts: expect.any(Number),
        conversations: 20,
        messages: expect.any(Number),
        invoices: 12,
      },
    });
    const created = summary.created as Record<string, number>;
    expect(created.messages).toBeGreaterThanOrEqual(20);
    expect(created.contacts).toBeGreaterThan(0);
    seededAgents = created.agents!; // the seed adds agents only when the organization has too few
  });

  it('org plan set and invoice add print the plan and the invoice, in the plan currency and the organization zone', async () => {
    const plan = cliJson(await cli('org', 'plan', 'set', '--org', orgId(), '--name', 'Business', '--offer', '2900', '--currency', 'usd'));
    expect(plan).toEqual({ organization_id: org.organization.id, plan: { name: 'Business', offer: 2900, currency: 'USD' } });
    const invoice = cliJson(
      await cli('invoice', 'add', '--org', orgId(), '--amount', '8700', '--members', '3', '--paid', '2026-10-01', '--reference', 'GLOBEX-PO-77'),
    );
    expect(invoice).toEqual({
      id: expect.stringMatching(/^in_[A-Za-z0-9]{20}$/),
      amount: 8700,
      currency: 'USD',
      url: `/api/organization/invoices/${String(invoice.id)}/pdf`,
      reference: 'GLOBEX-PO-77',
      members: 3,
      paid: '2026-10-01T09:00:00+02:00',
    });
    addedInvoice = invoice.id as string;
  });

  it('invoice add and org plan set with bad input exit 1 with the reason on stderr', async () => {
    expectFailure(await cli('invoice', 'add', '--org', orgId(), '--amount', '12.50', '--members', '3', '--paid', '2026-10-01'), /--amount must be a whole number/);
    expectFailure(
      await cli('invoice', 'add', '--org', orgId(), '--amount', '1250', '--members', '3', '--paid', 'last tuesday'),
      /paid must be an ISO 8601 date or date-time/,
    );
    expectFailure(await cli('org', 'plan', 'set', '--org', orgId(), '--name', 'Pro', '--offer', '900', '--currency', 'EURO'), /currency EURO is not an ISO 4217 currency code/);
  });

  it('knowledge set stores a normalized domain and prints where it must point; knowledge clear removes it', async () => {
    expect(cliJson(await cli('knowledge', 'set', '--org', orgId(), '--domain', 'Help.Globex.example.'))).toEqual({
      organization_id: org.organization.id,
      domain: 'help.globex.example',
      cname_target: 'knowledge.support-inbox.example',
      last_check: null,
    });
    expectFailure(await cli('knowledge', 'set', '--org', orgId(), '--domain', 'https://help.globex.example'), /--domain must be a host name without a scheme/);
    expect(cliJson(await cli('knowledge', 'clear', '--org', orgId()))).toMatchObject({ domain: null, last_check: null });
    cliJson(await cli('knowledge', 'set', '--org', orgId(), '--domain', 'docs.globex.example'));
  });

  it('a command on an organization that does not exist exits 1 and names it', async () => {
    expectFailure(await cli('key', 'create', '--org', '999', '--name', 'Nope'), /organization 999 does not exist/);
  });

  it('an unknown command or an unknown flag exits 1 with the usage on stderr', async () => {
    const command = await cli('org', 'delete', '--name', 'Globex');
    expectFailure(command, /unknown command "org delete"/);
    expect(command.stderr).toContain('usage: npm run -s inbox -- <command>');

    const flag = await cli('org', 'create', '--name', 'Initech', '--colour', 'red');
    expectFailure(flag, /--colour/);
    expect(flag.stderr).toContain('usage: npm run -s inbox -- <command>');
  });

  it('org create with an invalid time zone exits 1', async () => {
    expectFailure(await cli('org', 'create', '--name', 'Initech', '--timezone', 'Mars/Olympus_Mons'), /Mars\/Olympus_Mons is not an IANA time zone/);
  });

  it('the server on the same folder accepts the CLI-created keys and creates no demo organization', async () => {
    const server = await startServer({ DATA_DIR: dataDir, DEMO_ORG: 'true' });
    expect(server.stdout()).not.toMatch(/demo organization/i);
    expect(parseBanner(server.stdout()).demo).toBeUndefined();

    const agents = await getJson(`${server.url}/api/agents`, org.api_key);
    expect(agents.status).toBe(200);
    const emails = (agents.body as { email: string }[]).map((a) => a.email);
    expect(emails).toEqual(expect.arrayContaining(['owner@globex.example.com', 'sam@globex.example', 'kim@globex.example']));
    expect(emails).toHaveLength(3 + seededAgents);

    expect((await getJson(`${server.url}/api/agents`, revokedKey)).status).toBe(401);

    // What the CLI set up, through the API: the seeded year of invoices plus the added one, and the domain.
    const invoices = await getJson(`${server.url}/api/organization/invoices`, org.api_key);
    const body = invoices.body as { invoices: { id: string; url: string }[]; details: unknown };
    expect(body.details).toEqual({ name: 'Business', offer: 2900, currency: 'USD' });
    expect(body.invoices).toHaveLength(13);
    const added = body.invoices.find((i) => i.id === addedInvoice)!;
    const pdf = await fetch(`${server.url}${added.url}`, { headers: { 'X-Api-Key': org.api_key } });
    expect(pdf.status).toBe(200);
    expect(pdf.headers.get('content-type')).toBe('application/pdf');
    expect(pdf.headers.get('content-disposition')).toBe('inline; filename="invoice-GLOBEX-PO-77.pdf"');
    expect((await getJson(`${server.url}/api/knowledge/domain`, org.api_key)).body).toMatchObject({ domain: 'docs.globex.example' });

    const stop = await server.stop('SIGTERM');
    expect(stop.code).toBe(0);
  });
});
