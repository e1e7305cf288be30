import { z } from 'zod';
import { IdSchema, stringError } from './common.ts';
import { PERMISSIONS, ROLES } from './permissions.ts';

/** The dashboard's sign-in form and the server's validator. */
export const SignInBodySchema = z
  .object({
    email: z.string({ error: stringError('email') }).trim().min(1, 'email is required').max(320, 'email must be at most 320 characters').pipe(z.email('email must be an email address')),
    password: z.string({ error: stringError('password') }).min(1, 'password is required').max(1000, 'password must be at most 1000 characters'),
    organization_id: IdSchema.optional(),
  })
  .meta({ id: 'SignIn' });
export type SignInBody = z.input<typeof SignInBodySchema>;

export const SessionSchema = z
  .object({
    agent: z.object({
      id: IdSchema,
      name: z.string(),
      email: z.string(),
      role: z.enum(ROLES),
      owner: z.boolean(),
      permissions: z.array(z.enum(PERMISSIONS)),
    }),
    organization: z.object({ id: IdSchema, name: z.string(), timezone: z.string() }),
    expires: z.string(),
  })
  .meta({ id: 'Session' });
export type Session = z.infer<typeof SessionSchema>;

/** The session check's answer to a visitor without a session cookie: nobody is signed in. */
export const NoSessionSchema = z.object({ agent: z.null() }).meta({ id: 'NoSession' });
export type NoSession = z.infer<typeof NoSessionSchema>;

/** What the dashboard's session check (GET /api/session) answers with 200: the session, or nobody. */
export const SessionCheckSchema = z.union([SessionSchema, NoSessionSchema]);
export type SessionCheck = z.infer<typeof SessionCheckSchema>;

/** Header the dashboard sends on every state-changing request; a cross-site form or image cannot. */
export const CSRF_HEADER = 'X-Inbox-Request';
export const SESSION_COOKIE = 'inbox_session';
