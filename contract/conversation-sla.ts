import { z } from 'zod';
import { DateTimeSchema, IdSchema } from './common.ts';

// Apart from sla.ts: the conversation's shape carries it, and sla.ts needs the conversations' TagSchema.

export const SLA_TARGETS = ['first_response', 'next_response', 'resolution'] as const;
export type SlaTarget = (typeof SLA_TARGETS)[number];

/** Where a conversation stands against its policy's targets, or null when no policy applies to it. */
export const ConversationSlaSchema = z
  .object({
    policy_id: IdSchema,
    first_response_due_at: DateTimeSchema.nullable().meta({ description: 'Until the first agent reply is sent; null once met or without that target.' }),
    next_response_due_at: DateTimeSchema.nullable().meta({ description: 'While the customer waits for a reply after an earlier one; null otherwise.' }),
    resolution_due_at: DateTimeSchema.nullable().meta({ description: 'Until closed; null once closed or without that target.' }),
    breached: z.array(z.enum(SLA_TARGETS)).meta({ description: 'Targets missed: first_response for good, the others until their clock starts again.' }),
    paused: z.boolean().meta({ description: 'Snoozed: the clocks stand still; due times are as if it wakes at snooze_until.' }),
  })
  .meta({ id: 'ConversationSla' });
export type ConversationSla = z.infer<typeof ConversationSlaSchema>;

