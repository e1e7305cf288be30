import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startZoneServer, type TestDnsServer } from '../support/test-dns-server.ts';
import { apiOperations, type ApiOperation } from '../support/openapi-operations.ts';
import { createTestApp, type TestApp } from '../support/test-app.ts';
import { RequestCounter, describe as describeFailure, problemWith, send } from './fuzz-client.ts';
import { requestArbitrary, type FuzzRequest } from './fuzz-request.ts';
import { candidateBodies, sweepCases, sweepRequest, uniquified } from './body-sweep.ts';
import { urlSweepRequests } from './url-sweep.ts';
import type { Hints } from './json-schema-values.ts';
import { createFuzzWorld, type FuzzWorld } from './fuzz-world.ts';
import { checkMassAssignment } from './mass-assignment.ts';
import { rawCases, rawExchange } from './raw-http.ts';
import { checkInvitationMassAssignment, sessionAuth, sessionHints, sessionOperations } from './session-operations.ts';
import { listenHttp } from '../../server/http/http-server.ts';

// Every operation of the OpenAPI document, and the dashboard's sign-in routes, sent thousands of broken
// requests: each answer is a 2xx or a 4xx with { error }, never a 5xx, and fields a caller may not set never
// take effect. FUZZ_SEED replays a run (the seed is printed); FUZZ_RUNS sets the runs per operation.

const SEED = Number(process.env.FUZZ_SEED ?? 20261121);
const RUNS = Number(process.env.FUZZ_RUNS ?? 25);
if (!Number.isInteger(SEED) || !Number.isInteger(RUNS) || RUNS < 1) throw new Error('FUZZ_SEED and FUZZ_RUNS must be integers');

let dns: TestDnsServer;
let t: TestApp;
let world: FuzzWorld;
let operations: ApiOperation[];
const counter = new RequestCounter();
const started = Date.now();
/** Time spent running background jobs and making fixtures again between operations. */
let ensureMs = 0;

beforeAll(async () => {
  // Domain checks ask this server, which knows no name: NXDOMAIN at once, never the real network.
  dns = await startZoneServer({});
  t = await createTestApp({ dnsServers: [dns.address], webhookAllowPrivate: true });
  world = await createFuzzWorld(t);
  operations = await apiOperations(t);
  console.log(`api fuzz: seed ${SEED} (set FUZZ_SEED to replay), ${RUNS} runs per operation (FUZZ_RUNS), ${operations.length} operations`);
});
afterAll(async () => {
  const seconds = (ms: number) => (ms / 1000).toFixed(1);
  console.log(
    `api fuzz: ${counter.total} requests in ${seconds(Date.now() - started)} s (jobs and fixtures between operations: ${seconds(ensureMs)} s)\n${counter.summary()}`,
  );
  await t.close();
  await dns.close();
});

/** Reads first, then writes, deletions last: fewer fixture rows to make again along the way. */
const ORDER = { GET: 0, POST: 1, PUT: 1, PATCH: 2, DELETE: 3 } as const;

/**
 * Fuzzes the operations one after the other: first the sweeps (each parameter, then each field of each body the
 * operation accepts, broken in turn), then the random runs. Returns the problems found, collected rather than
 * thrown at the first.
 */
async function fuzz(
  ops: ApiOperation[],
  build: (op: ApiOperation) => fc.Arbitrary<FuzzRequest>,
  opts: { hints?: () => Hints; unique?: boolean } = {},
) {
  let n = 0;
  // Creations with a unique field (an email, a name) get it made unique per request; sign-in must not.
  const fresh = (base: unknown) => (opts.unique === false ? structuredClone(base) : uniquified(base, ++n));
  const failures: string[] = [];
  const ensure = async () => {
    const began = Date.now();
    await world.ensure();
    ensureMs += Date.now() - began;
  };
  const check = async (op: ApiOperation, req: FuzzRequest) => {
    const began = Date.now();
    const answer = await send(t, req);
    counter.add(op.name, answer.status, Date.now() - began);
    const problem = problemWith(req, answer);
    if (problem) failures.push(describeFailure(op.name, req, answer, problem));
    return answer.status;
  };
  for (const [index, op] of ops.entries()) {
    for (const req of urlSweepRequests(world, op)) await check(op, req);
    let changed = false;
    for (const base of candidateBodies(op, opts.hints?.() ?? world.hints)) {
      const accepted = await check(op, sweepRequest(world, op, { label: 'valid', body: JSON.stringify(fresh(base)), certain: false }));
      if (accepted < 300) for (const c of sweepCases(() => fresh(base), op)) await check(op, sweepRequest(world, op, c));
      changed ||= accepted < 300;
    }
    // What the sweep used up (an invitation accepted, a row deleted) is there again for the random runs.
    if (changed) await ensure();
    await fc.assert(
      fc.asyncProperty(build(op), async (req) => void (await check(op, req))),
      { seed: SEED + index, numRuns: op.body ? RUNS * 2 : RUNS },
    );
    if (op.method !== 'GET') await ensure();
  }
  return failures;
}

describe('mass assignment', () => {
  it('ignores or refuses fields the caller may not set, on every create and update', { timeout: 120_000 }, async () => {
    const report = await checkMassAssignment(world, operations, counter, SEED);
    report.failures.push(...(await checkInvitationMassAssignment(world, counter)));
    console.log(
      `mass assignment: ${report.checked.length} operations checked, ${report.skipped.length} skipped\n  ${[...report.checked, ...report.skipped].join('\n  ')}`,
    );
    expect(report.failures).toEqual([]);
    // A schema change that leaves most operations without a valid body would make this check empty.
    expect(report.checked.length).toBeGreaterThan(report.skipped.length * 2);
  });
});

describe('the API under fuzzed requests', () => {
  it('answers every request to a documented operation with a 2xx or a 4xx { error }, never a 5xx', { timeout: 600_000 }, async () => {
    const sorted = [...operations].sort((a, b) => ORDER[a.method] - ORDER[b.method]);
    const declared = new Set(operations.map((op) => `${op.method} ${op.path}`));
    const failures = await fuzz(sorted, (op) => requestArbitrary(world, op, { declared }));
    expect(failures.slice(0, 20).join('\n\n')).toBe('');
    // And the background work those requests queued did not fail on what they stored.
    expect(world.jobFailures).toEqual([]);
  });

  it('answers every request to the dashboard sign-in routes the same way', { timeout: 300_000 }, async () => {
    const ops = sessionOperations();
    const declared = new Set(ops.map((op) => `${op.method} ${op.path}`));
    // Built for each operation: accepting an invitation uses it up, and the fixtures then make another.
    const hints = () => sessionHints(world);
    const build = (op: ApiOperation) => requestArbitrary(world, op, { auth: sessionAuth(world), hints: hints(), declared });
    const failures = await fuzz(ops, build, { hints, unique: false });
    expect(failures.slice(0, 20).join('\n\n')).toBe('');
  });

  it('answers requests no fetch client can send (raw HTTP) with a 4xx, and keeps serving', { timeout: 120_000 }, async () => {
    const { server, port } = await listenHttp(t.app.fetch, { hostname: '127.0.0.1', port: 0 });
    try {
      const failures: string[] = [];
      for (const { name, request } of rawCases(world.key)) {
        const answer = await rawExchange(port, request).catch((err: Error) => err);
        counter.add('raw HTTP', answer instanceof Error ? 0 : answer.status);
        if (answer instanceof Error) failures.push(`${name}: ${answer.message}`);
        else {
          const problem = problemWith(
            { certain: false, method: 'GET' },
            { status: answer.status, contentType: answer.headers['content-type'] ?? '', text: answer.body },
          );
          if (problem) failures.push(`${name}: ${problem}`);
        }
        // The process is still up and serving after each one.
        const next = await rawExchange(port, `GET /healthz HTTP/1.1\r\nHost: localhost\r\nConnection: close\r\n\r\n`);
        if (next.status !== 200) failures.push(`${name}: the next request answered ${next.status}`);
      }
      expect(failures).toEqual([]);
    } finally {
      await new Promise((resolve) => server.close(resolve));
    }
  });

  it('still answers a normal request afterwards', async () => {
    const res = await t.request('/api/conversations', { key: world.key });
    expect(res.status).toBe(200);
    expect(((await res.json()) as { data: unknown[] }).data).toBeInstanceOf(Array);
  });
});
