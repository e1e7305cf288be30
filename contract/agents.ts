import { z } from 'zod';
import { DateTimeSchema, IdSchema, QueryBooleanSchema } from './common.ts';
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
