import { z } from 'zod';
import { DateTimeSchema, IdSchema, QueryBooleanSchema, stringError } from './common.ts';
import { PERMISSIONS, ROLES } from './permissions.ts';

export const AgentSummarySchema = z
  .object({ id: IdSchema, name: z.string(), email: z.string() })
  .meta({ id: 'AgentSummary', description: 'An agent as referenced from other resources.' });
export type AgentSummary = z.infer<typeof AgentSummarySchema>;

export const AgentSchema = AgentSummarySchema.extend({
  created: DateTimeSchema,
  roles: z
    .array(z.enum(ROLES))
    .optional()
    .meta({ description: 'Only with complete=true.' }),
  permissions: z
    .array(z.enum(PERMISSIONS))
    .optional()
    .meta({ description: 'Only with complete=true: what the roles allow.' }),
  owner: z.boolean().optional().meta({ description: 'Only with complete=true: whether the agent owns the organization.' }),
}).meta({ id: 'Agent' });
export type Agent = z.infer<typeof AgentSchema>;

export const ListAgentsQuerySchema = z.object({
  complete: QueryBooleanSchema.optional().meta({ description: 'Add roles, permissions and owner status.' }),
});

export const AgentInviteSchema = z
  .object({
    id: IdSchema,
    email: z.string(),
    role: z.enum(['admin', 'agent']),
    created: DateTimeSchema,
    expires: DateTimeSchema,
    invited_by: AgentSummarySchema.nullable(),
  })
  .meta({ id: 'AgentInvite', description: 'A pending invitation: not yet accepted and not expired.' });
export type AgentInvite = z.infer<typeof AgentInviteSchema>;

export const AGENT_NAME_MAX = 100;

/** An invitation to join the team; `teammate.invite` is needed. */
export const InviteAgentBodySchema = z
  .object({
    email: z.string({ error: stringError('email') }).trim().min(1, 'email is required').max(320, 'email must be at most 320 characters').pipe(z.email('email must be an email address')),
    role: z.enum(['admin', 'agent'], { error: 'role must be admin or agent' }).default('agent'),
  })
  .meta({ id: 'InviteAgent' });
export type InviteAgentBody = z.input<typeof InviteAgentBodySchema>;

export const CreatedInviteSchema = AgentInviteSchema.extend({
  accept_path: z.string().meta({
    description: 'The link the invited person opens to join (on this server), holding a secret token: shown once, only here.',
  }),
}).meta({ id: 'CreatedInvite' });
export type CreatedInvite = z.infer<typeof CreatedInviteSchema>;

export const UpdateAgentBodySchema = z
  .object({ role: z.enum(['admin', 'agent'], { error: 'role must be admin or agent' }) })
  .meta({ id: 'UpdateAgent' });

/** What the invited person sees before joining. */
export const InvitationSchema = z
  .object({
    email: z.string(),
    role: z.enum(['admin', 'agent']),
    organization: z.object({ id: IdSchema, name: z.string() }),
    invited_by: AgentSummarySchema.nullable(),
    expires: DateTimeSchema,
  })
  .meta({ id: 'Invitation' });
export type Invitation = z.infer<typeof InvitationSchema>;

export const AcceptInvitationBodySchema = z
  .object({
    token: z.string({ error: stringError('token') }).min(1, 'token is required').max(200, 'token must be at most 200 characters'),
    name: z.string({ error: stringError('name') }).trim().min(1, 'name is required').max(AGENT_NAME_MAX, `name must be at most ${AGENT_NAME_MAX} characters`),
    password: z.string({ error: stringError('password') }).min(8, 'password must be at least 8 characters').max(1000, 'password must be at most 1000 characters'),
  })
  .meta({ id: 'AcceptInvitation' });
export type AcceptInvitationBody = z.input<typeof AcceptInvitationBodySchema>;
