import { z } from 'zod';
import { AgentSummarySchema } from './agents.ts';
import { DateTimeSchema, IdSchema, stringError } from './common.ts';
import { PERMISSIONS } from './permissions.ts';

/** An API key as listed: never the key itself, which is shown once, when created. */
export const ApiKeySchema = z
  .object({
    id: IdSchema,
    name: z.string(),
    prefix: z.string().meta({ description: 'The first characters of the key, to recognise it.' }),
    permissions: z.array(z.enum(PERMISSIONS)),
    created: DateTimeSchema,
    last_used_at: DateTimeSchema.nullable().meta({ description: 'Recorded with a one-minute resolution.' }),
    created_by: AgentSummarySchema.nullable(),
  })
  .meta({ id: 'ApiKey' });
export type ApiKey = z.infer<typeof ApiKeySchema>;

export const CreateApiKeyBodySchema = z
  .object({
    name: z.string({ error: stringError('name') }).trim().min(1, 'name must not be empty').max(100, 'name must be at most 100 characters'),
    permissions: z
      .array(z.enum(PERMISSIONS, { error: `permissions must be among ${PERMISSIONS.join(', ')}` }), { error: 'permissions must be an array' })
      .default([]),
  })
  .meta({ id: 'CreateApiKey' });
export type CreateApiKeyBody = z.input<typeof CreateApiKeyBodySchema>;

export const CreatedApiKeySchema = ApiKeySchema.extend({
  key: z.string().meta({ description: 'The secret: shown this once, stored only as a hash.' }),
}).meta({ id: 'CreatedApiKey' });
export type CreatedApiKeyView = z.infer<typeof CreatedApiKeySchema>;
