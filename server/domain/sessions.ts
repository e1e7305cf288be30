import { and, desc, eq, gt, isNull, ne, sql } from 'drizzle-orm';
import type { Permission, Role } from '#contract/permissions';
import type { Db } from '../db/client.ts';
import { agents, organizations, sessions, signInFailures } from '../db/schema.ts';
import { normalizeEmail } from './agents.ts';
import { callerCache } from './caller-cache.ts';
import { InputError, RateLimitError } from './errors.ts';
import { permissionsForRole } from './permissions.ts';
import { hashPassword, randomToken, sha256Hex, verifyPassword } from './secrets.ts';

export const SESSION_TTL_MS = 14 * 86_400_000;
/** What a request carrying the cookie of a session that ended (expired, signed out, revoked) is told. */
export const SESSION_ENDED = 'your session has ended (it expired or you signed out): sign in again';
// Sliding expiry: a session used in its second week is extended, up to this age.
const SESSION_MAX_AGE_MS = 90 * 86_400_000;
/** How often a session's last use is written: at most once a minute, so reads do not each become a write. */
const LAST_SEEN_RESOLUTION_MS = 60_000;
export const FAILURE_WINDOW_MS = 15 * 60_000;
/** Past this, an email cannot sign in at all for a while, even with the right password (guessing one account). */
const MAX_FAILURES_PER_EMAIL = 5;
/**
 * Past this, a client address gets 429 for wrong passwords, while a right one still signs in: one attacker or
 * confused colleague behind an office's shared address must not lock every agent there out.
 */
const MAX_FAILURES_PER_CLIENT = 30;
/** Past this, nothing from the address is even checked (a credential-stuffing run over many emails). */
const HARD_MAX_FAILURES_PER_CLIENT = 300;

export interface SessionAgent {
  agent: { id: number; name: string; email: string; role: Role; owner: boolean; permissions: Permission[] };
  organization: { id: number; name: string; timezone: string };
}

export interface SessionPrincipal extends SessionAgent {
  sessionId: number;
  expiresAt: Date;
  /** Set when the expiry moved: the cookie should be sent again. */
  renewed: boolean;
  /** Until then, reading the session again would change nothing and find it valid (see CachedCaller). */
  recheckAt: Date;
}

// Verified against when no agent has the email, so a wrong email takes as long as a wrong password.
const dummyHash = hashPassword(randomToken(16));

type FailureColumn = typeof signInFailures.email | typeof signInFailures.clientAddress;

async function recentFailures(db: Db, column: FailureColumn, value: string, since: Date) {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(signInFailures)
    .where(and(eq(column, value), gt(signInFailures.createdAt, since)));
  return row?.n ?? 0;
}

/**
 * Seconds until an attempt can pass the limit again: when the limit-th most recent failure (other than this
 * attempt) has left the window.
 */
async function secondsUntilUnder(db: Db, column: FailureColumn, value: string, limit: number, attemptId: number, now: Date) {
  const [row] = await db
    .select({ at: signInFailures.createdAt })
    .from(signInFailures)
    .where(and(eq(column, value), ne(signInFailures.id, attemptId)))
    .orderBy(desc(signInFailures.createdAt))
    .offset(limit - 1)
    .limit(1);
  const until = row ? row.at.getTime() + FAILURE_WINDOW_MS : now.getTime();
  return Math.max(1, Math.ceil((until - now.getTime()) / 1000));
}

function tooManyFailures(seconds: number): RateLimitError {
  const minutes = Math.ceil(seconds / 60);
  return new RateLimitError(`too many failed sign-ins: try again in ${minutes} minute${minutes === 1 ? '' : 's'}`, seconds);
}

function toSessionAgent(a: typeof agents.$inferSelect, o: typeof organizations.$inferSelect): SessionAgent {
  return {
    agent: { id: a.id, name: a.name, email: a.email, role: a.role, owner: a.role === 'owner', permissions: permissionsForRole(a.role) },
    organization: { id: o.id, name: o.name, timezone: o.timezone },
  };
}

/**
 * Email and password sign-in. Failures are counted per email and per client address in the database (so
 * every server process shares the limit): past the limit, 429 until the window has passed. The error never
 * says whether the email exists.
 */
export async function signIn(
  db: Db,
  input: { email: string; password: string; organizationId?: number | undefined; clientAddress: string; now: Date },
): Promise<SessionAgent & { token: string; expiresAt: Date }> {
  const email = normalizeEmail(input.email);
  const since = new Date(input.now.getTime() - FAILURE_WINDOW_MS);
  // The attempt is counted before the (slow) password check, so concurrent guesses cannot all slip under the
  // limit; it is taken back when the password turns out right, or when the attempt is refused outright.
  const [attempt] = await db
    .insert(signInFailures)
    .values({ email, clientAddress: input.clientAddress, createdAt: input.now })
    .returning({ id: signInFailures.id });
  const forgetAttempt = () => db.delete(signInFailures).where(eq(signInFailures.id, attempt!.id));
  const refuse = async (column: FailureColumn, value: string, limit: number) => {
    const seconds = await secondsUntilUnder(db, column, value, limit, attempt!.id, input.now);
    await forgetAttempt();
    return tooManyFailures(seconds);
  };
  if ((await recentFailures(db, signInFailures.email, email, since)) > MAX_FAILURES_PER_EMAIL) {
    throw await refuse(signInFailures.email, email, MAX_FAILURES_PER_EMAIL);
  }
  const fromClient = await recentFailures(db, signInFailures.clientAddress, input.clientAddress, since);
  if (fromClient > HARD_MAX_FAILURES_PER_CLIENT) {
    throw await refuse(signInFailures.clientAddress, input.clientAddress, HARD_MAX_FAILURES_PER_CLIENT);
  }

  const candidates = await db
    .select({ agent: agents, organization: organizations })
    .from(agents)
    .innerJoin(organizations, eq(organizations.id, agents.organizationId))
    .where(
      and(
        eq(agents.email, email),
        eq(agents.active, true),
        input.organizationId !== undefined ? eq(agents.organizationId, input.organizationId) : undefined,
      ),
    );
  const matching = [];
  for (const c of candidates) if (await verifyPassword(c.agent.passwordHash, input.password)) matching.push(c);
  if (candidates.length === 0) await verifyPassword(await dummyHash, input.password);

  // A failure from an address over its limit is answered 429 (it stays counted); a right password gets through.
  if (matching.length === 0 && fromClient > MAX_FAILURES_PER_CLIENT) {
    const seconds = await secondsUntilUnder(db, signInFailures.clientAddress, input.clientAddress, MAX_FAILURES_PER_CLIENT, attempt!.id, input.now);
    throw tooManyFailures(seconds);
  }
  if (matching.length === 0) throw new InputError('wrong email or password', 401);
  await forgetAttempt();
  if (matching.length > 1) {
    const names = matching.map((m) => `${m.organization.name} (${m.organization.id})`).join(', ');
    throw new InputError(`this email is an agent of several organizations: ${names}; give organization_id`);
  }
  const { agent, organization } = matching[0]!;
  const token = randomToken(32);
  const expiresAt = new Date(input.now.getTime() + SESSION_TTL_MS);
  await db.insert(sessions).values({
    organizationId: organization.id,
    agentId: agent.id,
    tokenHash: sha256Hex(token),
    createdAt: input.now,
    lastSeenAt: input.now,
    expiresAt,
  });
  return { ...toSessionAgent(agent, organization), token, expiresAt };
}

/** The signed-in agent of this cookie token, if its session is live and the agent still active. */
export async function authenticateSession(db: Db, token: string, now: Date): Promise<SessionPrincipal | undefined> {
  if (!/^[A-Za-z0-9_-]{43}$/.test(token)) return undefined;
  const [row] = await db
    .select({ session: sessions, agent: agents, organization: organizations })
    .from(sessions)
    .innerJoin(agents, eq(agents.id, sessions.agentId))
    .innerJoin(organizations, eq(organizations.id, sessions.organizationId))
    .where(and(eq(sessions.tokenHash, sha256Hex(token)), isNull(sessions.revokedAt), gt(sessions.expiresAt, now), eq(agents.active, true)));
  if (!row) return undefined;
  let expiresAt = row.session.expiresAt;
  let renewed = false;
  const remaining = expiresAt.getTime() - now.getTime();
  if (remaining < SESSION_TTL_MS / 2) {
    const ceiling = row.session.createdAt.getTime() + SESSION_MAX_AGE_MS;
    const next = new Date(Math.min(now.getTime() + SESSION_TTL_MS, ceiling));
    if (next > expiresAt) {
      expiresAt = next;
      renewed = true;
    }
  }
  let lastSeenAt = row.session.lastSeenAt;
  if (renewed || now.getTime() - lastSeenAt.getTime() > LAST_SEEN_RESOLUTION_MS) {
    await db.update(sessions).set({ expiresAt, lastSeenAt: now }).where(eq(sessions.id, row.session.id));
    lastSeenAt = now;
  }
  // The renewal point counts only while the session can still be extended: past its maximum age it cannot, and
  // a renewal point already behind would keep the session from being remembered at all in its last week.
  const renewable = row.session.createdAt.getTime() + SESSION_MAX_AGE_MS > expiresAt.getTime();
  const renewalAt = renewable ? expiresAt.getTime() - SESSION_TTL_MS / 2 : Infinity;
  const recheckAt = new Date(Math.min(renewalAt, lastSeenAt.getTime() + LAST_SEEN_RESOLUTION_MS, expiresAt.getTime()));
  return { ...toSessionAgent(row.agent, row.organization), sessionId: row.session.id, expiresAt, renewed, recheckAt };
}

export async function signOut(db: Db, token: string, now: Date): Promise<void> {
  await db.update(sessions).set({ revokedAt: now }).where(and(eq(sessions.tokenHash, sha256Hex(token)), isNull(sessions.revokedAt)));
  callerCache.delete(token);
}
