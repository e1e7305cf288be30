import { z } from 'zod';
import { DateTimeSchema, IdSchema } from './common.ts';

export const PRESENCE_STATES = ['viewing', 'replying'] as const;

/** An agent on a conversation: viewing it, or writing a reply; `left` when they went away. */
export const PresenceSchema = z
  .object({
    agent: z.object({ id: IdSchema, name: z.string() }),
    conversation_id: IdSchema,
    state: z.enum([...PRESENCE_STATES, 'left']),
    expires_at: DateTimeSchema.meta({ description: 'Gone after this unless renewed by another heartbeat.' }),
  })
  .meta({ id: 'Presence' });
export type Presence = z.infer<typeof PresenceSchema>;

export const PresenceBodySchema = z
  .object({
    conversation_id: IdSchema.meta({ description: 'The conversation the agent has open.' }),
    state: z.enum(PRESENCE_STATES, { error: 'state must be viewing or replying' }),
  })
  .meta({ id: 'PresenceHeartbeat' });
export type PresenceBody = z.input<typeof PresenceBodySchema>;

export const PresenceListSchema = z.object({ presence: z.array(PresenceSchema) }).meta({ id: 'PresenceList' });
