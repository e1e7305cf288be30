import fc from 'fast-check';
import { isDeepStrictEqual } from 'node:util';
import type { ApiOperation, JsonSchema } from '../support/openapi-operations.ts';
import { fillPath } from '../support/openapi-operations.ts';
import { send, type RequestCounter } from './fuzz-client.ts';
import { poolName } from './request-parts.ts';
import { CSRF, type FuzzWorld } from './fuzz-world.ts';
import { candidateBodies, uniquified } from './body-sweep.ts';
import { typesOf, valueArbitrary } from './json-schema-values.ts';

// Fields a caller may not set, sent along with an otherwise valid create or update: the answer either ignores
// them (2xx, and neither the answer nor the stored resource shows them) or refuses them (400 naming one).
// Which fields: those the operation's answer has and its body has not, plus ones no body may ever set.

type Json = Record<string, unknown>;
type Auth = [string, string][];

const SENTINEL_NUMBER = 987_654_321;
const SENTINEL_DATE = '2001-02-03T04:05:06.000Z';
const DATE_NAME = /(^|_)(created|updated|expires|sent|send|last|first|until|since|at)($|_)/;

/** Never settable by any body, whatever the answer shows. */
const ALWAYS_FORBIDDEN: Record<string, JsonSchema> = {
  id: { type: 'integer' },
  uuid: { type: 'string', format: 'uuid' },
  organization_id: { type: 'integer' },
  organizationId: { type: 'integer' },
  created: { type: 'string', format: 'date-time' },
  created_at: { type: 'string', format: 'date-time' },
  updated: { type: 'string', format: 'date-time' },
  role: { type: 'string', enum: ['owner'] },
  owner: { type: 'boolean' },
  permissions: { type: 'array', items: { type: 'string', enum: ['teammate.invite', 'contact.block'] } },
  applied_count: { type: 'integer' },
  last_applied_at: { type: 'string', format: 'date-time' },
  key: { type: 'string' },
  secret: { type: 'string' },
  secret_hash: { type: 'string' },
  password_hash: { type: 'string' },
  token: { type: 'string' },
  api_key_id: { type: 'integer' },
  created_by: { type: 'integer' },
  deleted: { type: 'boolean' },
  revoked_at: { type: 'string', format: 'date-time' },
};

/** Where a resource made or changed by these operations can be read back, when the generic rules get it wrong. */
const READ_BACK: Record<string, (answer: Json, path: Record<string, string>) => string> = {
  'POST /conversations/compose': (a) => `/conversations/${String(a.conversation_id)}/messages`,
  'POST /conversations/{id}/messages': (_, p) => `/conversations/${p.id}/messages`,
  'POST /conversations/{id}/notes': (_, p) => `/conversations/${p.id}/messages`,
  'POST /conversations/{id}/snippets/{snippet_id}/apply': (_, p) => `/conversations/${p.id}/messages`,
  'POST /agents/invites': () => '/agents/pending',
  'POST /conversations/bulk/matching': (a) => `/conversations/bulk/${String((a.operation as Json | undefined)?.id)}`,
  'PATCH /agents/{id}': () => '/agents?complete=true',
  'PATCH /snippets/categories/{id}': () => '/snippets/categories',
};

export interface MassAssignmentReport {
  /** Operations checked, with what the extra fields got: ignored, or refused. */
  checked: string[];
  /** Operations no valid body was found for (nothing to compare against). */
  skipped: string[];
  failures: string[];
}

/** Every value under `key` anywhere in `value` (to a depth), to look for a field that should not have taken. */
function valuesUnder(value: unknown, key: string, depth = 0, out: unknown[] = []): unknown[] {
  if (depth > 5 || !value || typeof value !== 'object') return out;
  if (Array.isArray(value)) value.forEach((item) => valuesUnder(item, key, depth + 1, out));
  else
    for (const [k, v] of Object.entries(value)) {
      if (k === key) out.push(v);
      valuesUnder(v, key, depth + 1, out);
    }
  return out;
}

/** Property schemas of the answers, by name, to a depth: what the resource has. */
function responseProperties(schema: JsonSchema | undefined, out = new Map<string, JsonSchema>(), depth = 0): Map<string, JsonSchema> {
  if (!schema || depth > 3) return out;
  for (const [name, property] of Object.entries(schema.properties ?? {})) {
    if (!out.has(name)) out.set(name, property);
    responseProperties(property, out, depth + 1);
  }
  if (schema.items) responseProperties(schema.items, out, depth + 1);
  for (const branch of [...(schema.anyOf ?? []), ...(schema.oneOf ?? [])]) responseProperties(branch, out, depth + 1);
  return out;
}

/** A value for a forbidden field that the server would never produce itself, or undefined when none is sure. */
function sentinel(name: string, schema: JsonSchema, before: unknown[], victimId: number): unknown {
  if (name === 'organization_id' || name === 'organizationId') return victimId;
  const enumValues = schema.enum ?? schema.items?.enum;
  const types = typesOf(schema);
  if (schema.enum) return schema.enum.find((v) => !before.some((b) => isDeepStrictEqual(b, v)));
  if (types?.has('array') && enumValues) {
    const every = [...enumValues];
    return before.some((b) => isDeepStrictEqual(b, every)) ? [] : every;
  }
  if (types?.has('boolean')) {
    const seen = before.find((b) => typeof b === 'boolean');
    return seen === undefined ? (name === 'owner' ? true : undefined) : !seen;
  }
  if (types?.has('integer') || types?.has('number')) return SENTINEL_NUMBER;
  if (types?.has('string')) return schema.format === 'date-time' || DATE_NAME.test(name) ? SENTINEL_DATE : `mass-assigned-${name}`;
  if (types?.has('array')) return [`mass-assigned-${name}`];
  return undefined;
}

interface Context {
  world: FuzzWorld;
  operations: ApiOperation[];
  counter: RequestCounter;
}

async function call(ctx: Context, method: string, url: string, auth: Auth, body?: unknown) {
  const headers: Auth = [...auth, ...(body !== undefined ? ([['Content-Type', 'application/json']] as Auth) : [])];
  const answer = await send(ctx.world.t, { method, url, headers, body: body === undefined ? undefined : JSON.stringify(body) });
  ctx.counter.add(
    `${method} ${url
      .replace(/^\/api/, '')
      .replace(/\?.*/, '')
      .replace(/\/[0-9a-f-]{36}|\/\d+/g, '/{id}')} (mass assignment)`,
    answer.status,
  );
  let json: unknown;
  try {
    json = answer.text ? JSON.parse(answer.text) : undefined;
  } catch {
    json = undefined;
  }
  return { status: answer.status, json: json as Json | undefined, text: answer.text };
}

/** The path of a GET that shows what the operation made or changed, or undefined. */
function readBackPath(ctx: Context, op: ApiOperation, answer: Json, pathValues: Record<string, string>): string | undefined {
  const special = READ_BACK[op.name];
  if (special) return `/api${special(answer, pathValues)}`;
  const gets = new Map(ctx.operations.filter((o) => o.method === 'GET').map((o) => [o.path, o]));
  if ((op.method === 'PATCH' || op.method === 'PUT') && gets.has(op.path)) return fillPath(op, pathValues);
  const ref = idOf(answer);
  const item = (base: string) =>
    [...gets.values()].find((g) => g.path.startsWith(`${base}/{`) && g.path.split('/').length === base.split('/').length + 1);
  const direct = ref && item(op.path);
  if (direct && ref) return fillPath(direct, { [direct.path.match(/\{([^}]+)\}$/)![1]!]: ref });
  if (op.method === 'POST' && gets.has(op.path)) return `/api${op.path}`;
  // Up the path: /organization/rag/sources/questions -> /organization/rag/sources/{uuid}.
  for (let base = op.path.split('/').slice(0, -1).join('/'); ref && base; base = base.split('/').slice(0, -1).join('/')) {
    const found = item(base);
    if (found) return fillPath(found, { [found.path.match(/\{([^}]+)\}$/)![1]!]: ref });
  }
  return undefined;
}

/** The object with this id or uuid inside a JSON value (depth first), if any. */
function findById(value: unknown, ref: string, depth = 0): Json | undefined {
  if (depth > 6 || !value || typeof value !== 'object') return undefined;
  if (!Array.isArray(value) && (String((value as Json).id) === ref || (value as Json).uuid === ref)) return value as Json;
  for (const v of Array.isArray(value) ? value : Object.values(value)) {
    const found = findById(v, ref, depth + 1);
    if (found) return found;
  }
  return undefined;
}

/** The id (or uuid) of the resource an answer is about: its own, or that of the one object it wraps. */
function idOf(answer: Json): string | undefined {
  for (const key of ['id', 'uuid']) if (typeof answer[key] === 'number' || typeof answer[key] === 'string') return String(answer[key]);
  for (const v of Object.values(answer)) {
    const inner = Array.isArray(v) ? v[0] : v;
    if (inner && typeof inner === 'object') {
      const found = idOf(inner as Json);
      if (found) return found;
    }
  }
  return undefined;
}

async function checkOperation(ctx: Context, op: ApiOperation, report: MassAssignmentReport, seed: number): Promise<void> {
  const { world } = ctx;
  const pathValues: Record<string, string> = {};
  for (const param of op.parameters.filter((p) => p.in === 'path')) {
    const real = world.pools[poolName(op.path, param.name)]?.[0];
    if (!real) return void report.skipped.push(`${op.name}: no real ${param.name}`);
    pathValues[param.name] = real;
  }
  const schema = op.body!;
  const url = fillPath(op, pathValues);
  const candidates = [...candidateBodies(op, world.hints), ...fc.sample(valueArbitrary(schema, world.hints), { seed, numRuns: 6 })];
  const auths: Auth[] = [[['X-Api-Key', world.key]], [['Cookie', world.cookie], ...Object.entries(CSRF)]];
  let last = '';
  for (const [n, candidate] of candidates.entries()) {
    // The key first; some operations need a signed-in agent (presence) or refuse keys (api-keys).
    for (const auth of auths) {
      const before = await call(ctx, op.method, url, auth, uniquified(candidate, 2 * n));
      last = `${before.status} ${before.text.slice(0, 120)}`;
      if (before.status >= 300 || !before.json) continue;
      await compare(ctx, op, { url, auth, pathValues, body: uniquified(candidate, 2 * n + 1), before: before.json }, report);
      return;
    }
  }
  report.skipped.push(`${op.name}: no valid body found (last answer ${last})`);
}

async function compare(
  ctx: Context,
  op: ApiOperation,
  attempt: { url: string; auth: Auth; pathValues: Record<string, string>; body: unknown; before: Json },
  report: MassAssignmentReport,
): Promise<void> {
  const bodyNames = new Set(Object.keys(op.body?.properties ?? {}));
  const properties = new Map<string, JsonSchema>(Object.entries(ALWAYS_FORBIDDEN));
  for (const [status, schema] of Object.entries(op.responses))
    if (status.startsWith('2')) for (const [k, v] of responseProperties(schema)) properties.set(k, v);
  const extras: Json = {};
  for (const [name, schema] of properties) {
    if (bodyNames.has(name)) continue;
    const value = sentinel(name, schema, valuesUnder(attempt.before, name), ctx.world.victim.organization.id);
    if (value !== undefined) extras[name] = value;
  }
  const body = attempt.body && typeof attempt.body === 'object' ? { ...extras, ...(attempt.body as Json) } : attempt.body;
  const after = await call(ctx, op.method, attempt.url, attempt.auth, body);
  if (after.status === 400 && Object.keys(extras).some((name) => after.text.includes(name))) {
    report.checked.push(`${op.name}: refused ${after.text.slice(0, 80)}`);
    return;
  }
  if (after.status === 429) {
    // A limit on work still running (bulk changes), not an answer to the fields: nothing to compare.
    report.skipped.push(`${op.name}: inconclusive, ${after.text.slice(0, 100)}`);
    return;
  }
  if (after.status >= 300 || !after.json) {
    report.failures.push(`${op.name}: the same request with extra fields answered ${after.status} ${after.text.slice(0, 200)}`);
    return;
  }
  const taken = (where: string, seen: Json) =>
    Object.entries(extras).flatMap(([name, value]) =>
      valuesUnder(seen, name).some((v) => isDeepStrictEqual(v, value)) && !valuesUnder(attempt.before, name).some((v) => isDeepStrictEqual(v, value))
        ? [`${op.name}: ${name}=${JSON.stringify(value)} took effect (${where})`]
        : [],
    );
  report.failures.push(...taken('in the answer', after.json));
  const readBack = readBackPath(ctx, op, after.json, attempt.pathValues);
  if (readBack) {
    const stored = await call(ctx, 'GET', readBack, attempt.auth);
    if (stored.status !== 200 || !stored.json)
      report.failures.push(`${op.name}: reading it back (GET ${readBack}) answered ${stored.status} ${stored.text.slice(0, 200)}`);
    else {
      // A list shows other rows too: only the one made or changed is judged.
      const ref = idOf(after.json) ?? Object.values(attempt.pathValues).at(-1);
      report.failures.push(...taken(`read back from ${readBack}`, (ref && findById(stored.json, ref)) || stored.json));
    }
  }
  // The fields the answer has come first in the report: they are the ones particular to the operation.
  const names = Object.keys(extras).sort((a, b) => Number(a in ALWAYS_FORBIDDEN) - Number(b in ALWAYS_FORBIDDEN));
  report.checked.push(
    `${op.name}: ${names.length} fields ignored (${names.slice(0, 8).join(', ')}${names.length > 8 ? ', ...' : ''})${readBack ? `, read back from ${readBack.replace(/\/[0-9a-f-]{36}|\/\d+/g, '/{id}')}` : ''}`,
  );
}

/** Checks every operation that takes a body on POST, PUT or PATCH. */
export async function checkMassAssignment(
  world: FuzzWorld,
  operations: ApiOperation[],
  counter: RequestCounter,
  seed: number,
): Promise<MassAssignmentReport> {
  const report: MassAssignmentReport = { checked: [], skipped: [], failures: [] };
  const ctx = { world, operations, counter };
  for (const op of operations) {
    if (!op.body || op.method === 'DELETE') continue;
    await checkOperation(ctx, op, report, seed);
    await world.ensure();
  }
  return report;
}
