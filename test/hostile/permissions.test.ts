import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApiKey, revokeApiKey } from '../../server/domain/api-keys.ts';
import { startZoneServer, type TestDnsServer } from '../support/test-dns-server.ts';
import { SESSION_TTL_MS } from '../../server/domain/sessions.ts';
import { apiOperations, fillPath, type ApiOperation } from '../support/openapi-operations.ts';
import { createTestApp, type TestApp } from '../support/test-app.ts';
import { byKey, bySession, callApi, signIn, type Caller } from './callers.ts';
import { REQUESTS } from './permission-requests.ts';
import { CALLER_COLUMNS, matchesCell, parsePermissionTable, TABLE_HEADING, type CallerColumn, type PermissionRow } from './permission-table.ts';
import { seedTenant, TENANT_PASSWORD, type Tenant } from './seed-tenant.ts';

// The permission table of docs/api.md ("Who may do what") against the server: every operation of the OpenAPI
// document, made as each kind of caller, answers what its cell says.

let t: TestApp;
let dns: TestDnsServer;
let x: Tenant;
let operations: ApiOperation[];
let rows: PermissionRow[];
let callers: Record<CallerColumn, Caller>;
// The app's clock runs with the real one, shifted when a test needs another time.
let shift = 0;

beforeAll(async () => {
  dns = await startZoneServer({}); // every name is NXDOMAIN: a verification answers "pending" at once
  t = await createTestApp({ now: () => new Date(Date.now() + shift), webhookAllowPrivate: true, dnsServers: [dns.address] });
  x = await seedTenant(t, 'permissions');
  // A key with every permission, revoked; the admin signed in longer ago than a session lasts.
  const revoked = await createApiKey(t.database.db, { organizationId: x.org.organization.id, name: 'revoked', permissions: ['teammate.invite', 'contact.block'] });
  await revokeApiKey(t.database.db, x.org.organization.id, revoked.id);
  shift = -(SESSION_TTL_MS + 60_000);
  const expired = await signIn(t, x.admin.email, TENANT_PASSWORD);
  shift = 0;
  callers = {
    'owner key': byKey(x.org.api_key),
    'key without permissions': byKey(x.bareKey.key),
    'agent session': bySession(x.sessions.agent),
    'admin session': bySession(x.sessions.admin),
    'owner session': bySession(x.sessions.owner),
    'revoked key': byKey(revoked.key),
    'expired session': bySession(expired),
  };
  operations = await apiOperations(t);
  rows = parsePermissionTable(readFileSync(new URL('../../docs/api.md', import.meta.url), 'utf8'));
});
afterAll(async () => {
  await t.close();
  await dns.close();
});

describe('reading the permission table', () => {
  const header = `${TABLE_HEADING}\n\nText.\n\n| Operation | ${CALLER_COLUMNS.join(' | ')} |\n|---|${'---|'.repeat(CALLER_COLUMNS.length)}\n`;

  it('reads one row per operation, a status per caller, and stops at the end of the table', () => {
    const parsed = parsePermissionTable(`${header}| \`GET /agents\` | 200 | 200 | 200 | 200 | 200 | 401 | 401 |\n\n| other | table |\n`);
    expect(parsed).toEqual([{ operation: 'GET /agents', expected: { ...Object.fromEntries(CALLER_COLUMNS.map((c) => [c, 200])), 'revoked key': 401, 'expired session': 401 } }]);
  });

  it('refuses a row with a missing cell or a cell that is not a status, and columns of other callers', () => {
    expect(() => parsePermissionTable(`${header}| \`GET /agents\` | 200 | 200 | 200 | 200 | 401 | 401 |\n`)).toThrow(/line 7/);
    expect(() => parsePermissionTable(`${header}| \`GET /agents\` | 200 | yes | 200 | 200 | 200 | 401 | 401 |\n`)).toThrow(/line 7/);
    expect(() => parsePermissionTable(header.replace('owner key', 'root'))).toThrow(/columns/);
  });
});

describe('the permission table of docs/api.md', () => {
  it('has exactly one row per operation of the OpenAPI document', () => {
    const documented = rows.map((r) => r.operation);
    const declared = operations.map((op) => op.name);
    expect(documented.filter((name, i) => documented.indexOf(name) !== i), 'rows listed twice').toEqual([]);
    expect(declared.filter((name) => !documented.includes(name)), 'operations without a row').toEqual([]);
    expect(documented.filter((name) => !declared.includes(name)), 'rows of no operation').toEqual([]);
  });

  it('is what every caller gets from every operation', async () => {
    const missing = operations.filter((op) => !REQUESTS[op.name]).map((op) => op.name);
    expect(missing, 'operations without a request in permission-requests.ts').toEqual([]);
    const mismatches: string[] = [];
    let requests = 0;
    // Allowed requests that failed as they would for anyone: accepted, but shown, as a request that no longer fits.
    const refusedAnyway: string[] = [];
    let allowed = 0;
    for (const op of operations) {
      const row = rows.find((r) => r.operation === op.name);
      if (!row) continue; // reported by the test above
      for (const column of CALLER_COLUMNS) {
        const plan = await REQUESTS[op.name]!({ t, x, n: ++requests });
        const res = await callApi(t, callers[column], op.method, fillPath(op, plan.path ?? {}) + (plan.query ?? ''), plan.body);
        // A stream answers at once and never ends: its status is all that is read.
        const text = res.headers.get('content-type')?.startsWith('text/event-stream') ? (await res.body?.cancel(), '') : await res.text();
        const expected = row.expected[column];
        if (expected >= 200 && expected < 300) {
          allowed++;
          if (res.status >= 300) refusedAnyway.push(`${op.name} as ${column}: ${res.status} ${text.slice(0, 200)}`);
        }
        if (!matchesCell(expected, res.status)) mismatches.push(`${op.name} as ${column}: ${res.status} ${text.slice(0, 200)} (the table says ${expected})`);
      }
    }
    console.log(`permission table: ${requests} requests, ${operations.length} operations x ${CALLER_COLUMNS.length} callers; ${allowed - refusedAnyway.length} of ${allowed} allowed ones succeeded`);
    if (refusedAnyway.length) console.log(`allowed, but refused for the request itself:\n${refusedAnyway.join('\n')}`);
    expect(mismatches).toEqual([]);
  }, 240_000);
});
