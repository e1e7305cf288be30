import { z } from 'zod';
import { DateTimeSchema, IdSchema } from './common.ts';
import { namesChangeTypes } from './change-types.ts';


/**
 * One event of the change feed, as a server-sent event's `data` and a webhook's body: the id (also the SSE id),
 * its type, when, who did it, the conversation it is about (if any), and what the type carries (for a
 * conversation: the conversation as the list shows it).
 */
export const ChangeEventSchema = z
  .object({
    id: IdSchema,
    type: z.string().meta({ example: 'conversation.updated' }),
    created: DateTimeSchema,
    actor: z.object({
      type: z.enum(['agent', 'api_key', 'contact', 'system']),
      agent_id: IdSchema.nullable(),
      api_key_id: IdSchema.nullable(),
    }),
    conversation_id: IdSchema.nullable(),
  })
  .catchall(z.unknown())
  .meta({ id: 'ChangeEvent' });
export type ChangeEvent = z.infer<typeof ChangeEventSchema>;

/** The entries of a stream's `types` that name nothing it sends: a typo would otherwise follow nothing, silently. */
const unknownStreamTypes = (types: string) =>
  types
    .split(',')
    .map((t) => t.trim())
    .filter((t) => t && t !== 'presence' && !namesChangeTypes(t));

export const EventStreamQuerySchema = z.object({
  since: z
    .string()
    .regex(/^(0|[1-9][0-9]{0,15})$/, 'since must be an event id')
    .transform(Number)
    .optional()
    .meta({ description: 'Replay the events after this id (as Last-Event-ID does).' }),
  types: z
    .string()
    .max(1000)
    .refine((types) => unknownStreamTypes(types).length === 0, {
      error: (issue) => `types: unknown event type ${JSON.stringify(unknownStreamTypes(String(issue.input))[0])}: see the change feed's types in docs/api.md`,
    })
    .optional()
    .meta({ description: 'Comma-separated event types (or prefixes ending with a dot: "conversation.") to receive; all by default.' }),
});
