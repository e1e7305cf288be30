import fc from 'fast-check';
import { z } from 'zod';
import { AcceptInvitationBodySchema } from '#contract/agents';
import { SignInBodySchema } from '#contract/session';
import type { ApiOperation, JsonSchema } from '../support/openapi-operations.ts';
import type { RequestCounter } from './fuzz-client.ts';
import { CSRF, SIGN_IN_PASSWORD, type FuzzWorld } from './fuzz-world.ts';
import { forUnsafe, part, type Dimension } from './request-parts.ts';

// The dashboard's sign-in routes (server/routes/session/session.router.ts) are not in the OpenAPI document:
// they are declared here, with the contract's own schemas, so the fuzzer treats them like the others.

function jsonSchemaOf(schema: z.ZodType): JsonSchema {
  const json = z.toJSONSchema(schema, { io: 'input', unrepresentable: 'any' }) as JsonSchema & { $defs?: Record<string, JsonSchema> };
  // A schema with a meta id comes back as a $ref into $defs.
  return json.$ref ? json.$defs![json.$ref.replace('#/$defs/', '')]! : json;
}

const operation = (method: ApiOperation['method'], path: string, body?: z.ZodType): ApiOperation => ({
  method,
  path,
  name: `${method} ${path} (dashboard)`,
  parameters: path.includes('{token}') ? [{ name: 'token', in: 'path', required: true, schema: { type: 'string', minLength: 1 } }] : [],
  body: body ? jsonSchemaOf(body) : undefined,
  bodyRequired: !!body,
  statuses: [],
  responses: {},
});

export function sessionOperations(): ApiOperation[] {
  return [
    operation('POST', '/session', SignInBodySchema),
    operation('GET', '/session'),
    operation('GET', '/session/invitations/{token}'),
    operation('POST', '/session/invitations/accept', AcceptInvitationBodySchema),
    operation('DELETE', '/session'),
  ];
}

/**
 * Credentials of the sign-in routes: none (signing in needs none), the CSRF header, a spare session that may be
 * signed out (never the one the other requests use), or mangled cookies and foreign origins.
 */
export function sessionAuth(world: FuzzWorld): Dimension<[string, string][]> {
  const csrf = Object.entries(CSRF);
  return {
    good: fc.constantFrom(part<[string, string][]>(csrf), part<[string, string][]>([['Cookie', world.spareCookie], ...csrf])),
    bad: fc.oneof(
      fc.constant(part<[string, string][]>([], forUnsafe, 'no CSRF header')),
      fc
        .constantFrom('https://evil.example', 'null', 'http://localhost.evil.example', '\u00ff')
        .map((origin) => part<[string, string][]>([['Origin', origin], ...csrf], forUnsafe, `Origin ${origin}`)),
      fc
        .constantFrom(
          'inbox_session=x',
          `inbox_session=${'A'.repeat(43)}`,
          `inbox_session=${'A'.repeat(10_000)}`,
          'inbox_session',
          `${world.spareCookie}; ${world.spareCookie}x`,
        )
        .map((cookie) => part<[string, string][]>([['Cookie', cookie], ...csrf], false, `cookie ${cookie.slice(0, 20)}`)),
    ),
  };
}

/** Body hints of the sign-in routes: agents made for it (never the owner, whose sign-in must not be locked out). */
export function sessionHints(world: FuzzWorld) {
  return {
    ...world.hints,
    email: [...world.signInEmails, 'nobody@fuzz.example', ` ${world.signInEmails[0]!.toUpperCase()} `],
    password: [SIGN_IN_PASSWORD],
    token: world.pools.invitations ?? [],
    name: ['New Agent'],
  };
}

/**
 * Accepting an invitation with fields that would make the new agent an owner, of another organization, with
 * another address: the agent joins exactly as invited (or the request is refused naming a field).
 */
export async function checkInvitationMassAssignment(world: FuzzWorld, counter: RequestCounter): Promise<string[]> {
  const { t, org, victim } = world;
  const invited = await t.request('/api/agents/invites', { method: 'POST', key: world.key, json: { email: 'joiner@fuzz.example', role: 'agent' } });
  const token = String(((await invited.json()) as { accept_path: string }).accept_path.split('token=')[1]);
  const extras = {
    role: 'owner',
    owner: true,
    permissions: ['teammate.invite', 'contact.block'],
    organization_id: victim.organization.id,
    email: 'intruder@evil.example',
    id: 987_654_321,
    active: false,
  };
  const res = await t.request('/api/session/invitations/accept', {
    method: 'POST',
    headers: CSRF,
    json: { ...extras, token, name: 'Joiner', password: 'joiner-password' },
  });
  counter.add('POST /session/invitations/accept (mass assignment)', res.status);
  const body = (await res.json()) as {
    error?: string;
    agent?: { id: number; role: string; owner: boolean; email: string; permissions: string[] };
    organization?: { id: number };
  };
  if (res.status === 400 && Object.keys(extras).some((k) => body.error?.includes(k))) return [];
  if (res.status !== 200) return [`POST /session/invitations/accept: with extra fields answered ${res.status} ${JSON.stringify(body)}`];
  const problems: string[] = [];
  const agent = body.agent!;
  if (agent.role !== 'agent' || agent.owner || agent.permissions.length)
    problems.push(`accepting an invitation as agent gave ${JSON.stringify(agent)}`);
  if (agent.email !== 'joiner@fuzz.example') problems.push(`accepting an invitation for joiner@fuzz.example made ${agent.email}`);
  if (agent.id === extras.id) problems.push('accepting an invitation took the id given');
  if (body.organization?.id !== org.organization.id) problems.push(`accepting an invitation joined organization ${body.organization?.id}`);
  // And as stored: the team list of the organization shows the agent with the invited role.
  const team = await t.request('/api/agents?complete=true', { key: world.key });
  counter.add('GET /agents (mass assignment)', team.status);
  const listed = ((await team.json()) as { id: number; roles: string[]; email: string }[]).find((a) => a.id === agent.id);
  if (!listed || listed.roles.join() !== 'agent' || listed.email !== 'joiner@fuzz.example')
    problems.push(`the team list shows the new agent as ${JSON.stringify(listed)}`);
  return problems;
}
