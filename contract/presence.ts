import { z } from 'zod';
import { DateTimeSchema, IdSchema } from './common.ts';

export const PRESENCE_STATES = ['viewing', 'replying'] as const;

/**
 * An agent on a conversation: viewing it (open on their screen), or replying (they have an unsent reply to it,
 * whether or not it is on their screen now); `left` when they went away or their reply was sent or discarded.
 */
export const PresenceSchema = z
  .object({
    agent: z.object({ id: IdSchema, name: z.string() }),
    conversation_id: IdSchema,
    state: z.enum([...PRESENCE_STATES, 'left']).meta({
      description: 'viewing: has it open; replying: has an unsent reply to it (open or not), the stronger of the two; left: gone.',
    }),
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
