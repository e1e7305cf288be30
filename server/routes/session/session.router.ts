import { zValidator } from '@hono/zod-validator';
import { Hono } from 'hono';
import { AcceptInvitationBodySchema } from '#contract/agents';
import { SignInBodySchema, type NoSession, type Session } from '#contract/session';
import { SESSION_ENDED, authenticateSession, signIn, signOut, type SessionAgent } from '../../domain/sessions.ts';
import { acceptInvitation, invitationByToken } from '../../domain/team.ts';
import { csrfProblem } from '../../http/auth.ts';
import { clientAddress } from '../../http/client-address.ts';
import { clearSessionCookie, readSessionToken, writeSessionCookie } from '../../http/session-cookie.ts';
import { describeZodError } from '../../http/validation.ts';
import type { ApiDeps } from '../deps.ts';

// Exactly the contract's fields: the session objects also hold the token (after sign-in) and bookkeeping, and
// the token must never reach script (it lives in an HttpOnly cookie).
const toSession = (s: SessionAgent, expires: Date): Session => ({ agent: s.agent, organization: s.organization, expires: expires.toISOString() });
const NO_SESSION: NoSession = { agent: null };

/**
 * Dashboard sign-in (not part of the public API; documented in docs/api.md): POST creates a session and sets
 * the HttpOnly cookie, GET says who is signed in, DELETE signs out. API keys are never given to the browser.
 */
export function sessionRouter({ db, now, trustProxy = false }: ApiDeps) {
  return new Hono()
    .post(
      '/',
      zValidator('json', SignInBodySchema, (result, c) => {
        if (!result.success) return c.json({ error: describeZodError(result.error) }, 400);
      }),
      async (c) => {
        // Login CSRF: a foreign page must not sign the browser in to an account of the attacker's.
        const csrf = csrfProblem(c);
        if (csrf) return c.json({ error: csrf }, 403);
        const body = c.req.valid('json');
        const session = await signIn(db, {
          email: body.email,
          password: body.password,
          organizationId: body.organization_id,
          clientAddress: clientAddress(c, trustProxy),
          now: now(),
        });
        writeSessionCookie(c, session.token, session.expiresAt);
        return c.json(toSession(session, session.expiresAt), 200);
      },
    )
    // Whether anyone is signed in. A visitor without a session cookie is an answer, not an error: 200 with
    // `agent: null` (browsers log every error status, and a signed-out visitor's first page would show one).
    // A cookie whose session ended is refused like on every other route, so the dashboard says it ended.
    .get('/', async (c) => {
      const token = readSessionToken(c);
      if (!token) return c.json(NO_SESSION, 200);
      const session = await authenticateSession(db, token, now());
      if (!session) return c.json({ error: SESSION_ENDED }, 401);
      if (session.renewed) writeSessionCookie(c, token, session.expiresAt);
      return c.json(toSession(session, session.expiresAt), 200);
    })
    // Joining the team: what the invitation says, then accepting it (a new agent, signed in at once).
    .get('/invitations/:token', async (c) => {
      const invitation = await invitationByToken(db, c.req.param('token'), now());
      if (!invitation) return c.json({ error: 'this invitation is unknown, already used, revoked or expired: ask for a new one' }, 404);
      return c.json(invitation, 200);
    })
    .post(
      '/invitations/accept',
      zValidator('json', AcceptInvitationBodySchema, (result, c) => {
        if (!result.success) return c.json({ error: describeZodError(result.error) }, 400);
      }),
      async (c) => {
        const csrf = csrfProblem(c);
        if (csrf) return c.json({ error: csrf }, 403);
        const body = c.req.valid('json');
        const joined = await acceptInvitation(db, body, now());
        const session = await signIn(db, {
          email: joined.email,
          password: body.password,
          organizationId: joined.organizationId,
          clientAddress: clientAddress(c, trustProxy),
          now: now(),
        });
        writeSessionCookie(c, session.token, session.expiresAt);
        return c.json(toSession(session, session.expiresAt), 200);
      },
    )
    .delete('/', async (c) => {
      const csrf = csrfProblem(c);
      if (csrf) return c.json({ error: csrf }, 403);
      const token = readSessionToken(c);
      if (token) await signOut(db, token, now());
      clearSessionCookie(c);
      return c.body(null, 204);
    });
}
