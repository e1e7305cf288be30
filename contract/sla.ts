import { z } from 'zod';
import { DateTimeSchema, IdSchema } from './common.ts';
import { TagSchema } from './conversations.ts';


/** A target may be up to 90 days (of counted time). */
export const SLA_MINUTES_MAX = 129_600;
export const SLA_POLICIES_MAX = 100;
export const SLA_POLICY_NAME_MAX = 100;

const minutes = (name: string) =>
  z
    .number({ error: `${name} must be a number of minutes` })
    .int(`${name} must be a whole number of minutes`)
    .min(1, `${name} must be at least 1 minute`)
    .max(SLA_MINUTES_MAX, `${name} must be at most ${SLA_MINUTES_MAX} minutes (90 days)`)
    .nullable()
    .optional();

export const SlaConditionsSchema = z
  .object({
    channel_ids: z
      .array(IdSchema, { error: 'conditions.channel_ids must be an array of channel ids' })
      .min(1, 'conditions.channel_ids must not be empty (leave it out for any channel)')
      .max(100, 'conditions.channel_ids must hold at most 100 ids')
      .optional()
      .meta({ description: 'Any of these channels; absent: any channel.' }),
    tags: z
      .array(TagSchema, { error: 'conditions.tags must be an array of tags' })
      .min(1, 'conditions.tags must not be empty (leave it out for any tags)')
      .max(50, 'conditions.tags must hold at most 50 tags')
      .optional()
      .meta({ description: 'Any of these tags; absent: whatever the tags.' }),
  })
  .strict()
  .meta({ id: 'SlaConditions' });

export const SlaPolicySchema = z
  .object({
    id: IdSchema,
    name: z.string(),
    sort: z.number().int().meta({ description: 'Position from 0: the first policy whose conditions match applies.' }),
    first_response_minutes: z.number().int().nullable(),
    next_response_minutes: z.number().int().nullable(),
    resolution_minutes: z.number().int().nullable(),
    business_hours: z.boolean().meta({ description: "Count only the organization's business hours." }),
    conditions: z.object({ channel_ids: z.array(IdSchema).optional(), tags: z.array(z.string()).optional() }),
    created: DateTimeSchema,
    updated: DateTimeSchema,
  })
  .meta({ id: 'SlaPolicy' });
export type SlaPolicy = z.infer<typeof SlaPolicySchema>;

const policyFields = {
  name: z
    .string({ error: 'name is required' })
    .trim()
    .min(1, 'name must not be empty')
    .max(SLA_POLICY_NAME_MAX, `name must be at most ${SLA_POLICY_NAME_MAX} characters`),
  first_response_minutes: minutes('first_response_minutes'),
  next_response_minutes: minutes('next_response_minutes'),
  resolution_minutes: minutes('resolution_minutes'),
  business_hours: z.boolean({ error: 'business_hours must be true or false' }).optional(),
  conditions: SlaConditionsSchema.optional(),
  sort: z.number({ error: 'sort must be a position' }).int('sort must be a whole number').min(0, 'sort must be 0 or more').optional(),
};

const hasTarget = (b: { first_response_minutes?: number | null; next_response_minutes?: number | null; resolution_minutes?: number | null }) =>
  [b.first_response_minutes, b.next_response_minutes, b.resolution_minutes].some((m) => m !== undefined && m !== null);

export const CreateSlaPolicyBodySchema = z
  .object(policyFields)
  .strict()
  .refine(hasTarget, { message: 'give at least one target: first_response_minutes, next_response_minutes or resolution_minutes' })
  .meta({ id: 'CreateSlaPolicy' });
export type CreateSlaPolicyBody = z.input<typeof CreateSlaPolicyBodySchema>;

export const UpdateSlaPolicyBodySchema = z
  .object({ ...policyFields, name: policyFields.name.optional() })
  .strict()
  .refine((b) => Object.keys(b).length > 0, { message: 'nothing to change' })
  .meta({ id: 'UpdateSlaPolicy' });
export type UpdateSlaPolicyBody = z.input<typeof UpdateSlaPolicyBodySchema>;

export const SlaPolicyListSchema = z.object({ data: z.array(SlaPolicySchema) }).meta({ id: 'SlaPolicyList' });
