import { z } from 'zod';
import { ACTION_NAMES, checkAction, type CheckedAction } from './actions.ts';
import { DateTimeSchema, IdSchema, stringError } from './common.ts';
import { TagSchema } from './conversations.ts';

// Rules: what the inbox does by itself when a customer's mail arrives. Conditions read the mail and its
// conversation; actions are the snippets' vocabulary (contract/actions.ts) plus round-robin assignment.

export const RULES_MAX = 200;
export const RULE_NAME_MAX = 100;
export const RULE_CONDITIONS_MAX = 20;
export const RULE_ACTIONS_MAX = 10;
export const RULE_TEXT_VALUE_MAX = 500;
export const ROUND_ROBIN_AGENTS_MAX = 100;

export const RULE_TRIGGERS = ['conversation.created', 'customer.replied'] as const;
export type RuleTrigger = (typeof RULE_TRIGGERS)[number];

export const RULE_FIELDS = ['channel_id', 'from', 'from_domain', 'subject', 'body', 'tag', 'business_hours', 'contact_conversations'] as const;
export type RuleField = (typeof RULE_FIELDS)[number];

export const RULE_OPS = ['is', 'is_not', 'contains', 'not_contains', 'starts_with', 'ends_with', 'gt', 'lt'] as const;
export type RuleOp = (typeof RULE_OPS)[number];

const TEXT_OPS = ['is', 'is_not', 'contains', 'not_contains', 'starts_with', 'ends_with'] as const;

/** The operators that make sense for each field: anything else is refused, naming the field. */
export const RULE_FIELD_OPS: Record<RuleField, readonly RuleOp[]> = {
  channel_id: ['is', 'is_not'],
  from: TEXT_OPS,
  from_domain: TEXT_OPS,
  subject: TEXT_OPS,
  body: TEXT_OPS,
  // The conversation carries the tag (is) or does not (is_not).
  tag: ['is', 'is_not'],
  business_hours: ['is', 'is_not'],
  contact_conversations: ['is', 'is_not', 'gt', 'lt'],
};

const textValue = z
  .string({ error: 'must be text' })
  .trim()
  .min(1, 'must not be empty')
  .max(RULE_TEXT_VALUE_MAX, `must be at most ${RULE_TEXT_VALUE_MAX} characters`);

const RULE_FIELD_VALUES: Record<RuleField, z.ZodType> = {
  channel_id: IdSchema.describe('a channel id'),
  from: textValue.transform((v) => v.toLowerCase()),
  from_domain: textValue
    .transform((v) => v.toLowerCase().replace(/^@/, '').replace(/^\./, ''))
    .pipe(z.string().min(1, 'must be a domain, such as example.com')),
  subject: textValue,
  body: textValue,
  tag: TagSchema,
  business_hours: z.boolean({ error: 'must be true or false' }),
  contact_conversations: z
    .number({ error: 'must be a whole number' })
    .int('must be a whole number')
    .min(0, 'must be 0 or more')
    .max(1_000_000, 'must be at most 1000000'),
};

const VALUE_HINTS: Record<RuleField, string> = {
  channel_id: 'a channel id',
  from: 'text',
  from_domain: 'text',
  subject: 'text',
  body: 'text',
  tag: 'a tag',
  business_hours: 'true or false',
  contact_conversations: 'a whole number',
};

export const RuleConditionSchema = z
  .object({ field: z.string(), op: z.string(), value: z.union([z.string(), z.number(), z.boolean()]) })
  .meta({ id: 'RuleCondition' });
export type RuleCondition = { field: RuleField; op: RuleOp; value: string | number | boolean };

/** A condition as given, checked: the field is known, the op makes sense for it, the value fits it. */
const ConditionInputSchema = z
  .object({
    field: z.string({ error: `field is required: one of ${RULE_FIELDS.join(', ')}` }),
    op: z.string({ error: stringError('op') }),
    value: z.unknown(),
  })
  .transform((c, ctx): RuleCondition => {
    if (!(RULE_FIELDS as readonly string[]).includes(c.field)) {
      ctx.addIssue({ code: 'custom', path: ['field'], message: `is unknown ("${c.field.slice(0, 40)}"): use ${RULE_FIELDS.join(', ')}` });
      return z.NEVER;
    }
    const field = c.field as RuleField;
    const ops = RULE_FIELD_OPS[field];
    if (!(ops as readonly string[]).includes(c.op)) {
      ctx.addIssue({ code: 'custom', path: ['op'], message: `"${c.op.slice(0, 40)}" does not apply to ${field}: use ${ops.join(', ')}` });
      return z.NEVER;
    }
    const value = RULE_FIELD_VALUES[field].safeParse(c.value);
    if (!value.success) {
      ctx.addIssue({ code: 'custom', path: ['value'], message: `${field} takes ${VALUE_HINTS[field]}: ${value.error.issues[0]!.message}` });
      return z.NEVER;
    }
    return { field, op: c.op as RuleOp, value: value.data as string | number | boolean };
  });

export const RULE_ACTION_NAMES = [...ACTION_NAMES, 'assign.round_robin'] as const;
export type RuleActionName = (typeof RULE_ACTION_NAMES)[number];
export type RuleAction = { name: RuleActionName; data: Record<string, unknown> };

const RoundRobinDataSchema = z.object({
  agent_ids: z
    .array(IdSchema, { error: 'agent_ids must be a list of agent ids' })
    .min(1, 'agent_ids must name at least one agent')
    .max(ROUND_ROBIN_AGENTS_MAX, `agent_ids must name at most ${ROUND_ROBIN_AGENTS_MAX} agents`)
    .transform((ids) => [...new Set(ids)]),
});

/** An action of a rule: the snippets' vocabulary, checked by the same validator, or `assign.round_robin`. */
const RuleActionInputSchema = z
  .object({ name: z.string({ error: stringError('name') }), data: z.unknown().optional() })
  .transform((action, ctx): RuleAction => {
    if (action.name !== 'assign.round_robin') return (checkAction(action, ctx) as CheckedAction | undefined) ?? z.NEVER;
    const data = RoundRobinDataSchema.safeParse(action.data ?? {});
    if (!data.success) {
      ctx.addIssue({ code: 'custom', path: ['data', ...data.error.issues[0]!.path.map(String)], message: data.error.issues[0]!.message });
      return z.NEVER;
    }
    return { name: 'assign.round_robin', data: data.data };
  });

export const RuleActionSchema = z.object({ name: z.enum(RULE_ACTION_NAMES), data: z.record(z.string(), z.unknown()) }).meta({ id: 'RuleAction' });

export const RuleSchema = z
  .object({
    id: IdSchema,
    name: z.string(),
    enabled: z.boolean(),
    trigger: z.enum(RULE_TRIGGERS).meta({ description: 'conversation.created: a customer\'s mail opens a conversation; customer.replied: it joins one.' }),
    match: z.enum(['all', 'any']),
    conditions: z.array(RuleConditionSchema),
    actions: z.array(RuleActionSchema),
    stop_after: z.boolean().meta({ description: 'When this rule acts, the rules after it do not run for that mail.' }),
    sort: z.number().int().meta({ description: 'Position from 0: rules run in this order.' }),
    applied_count: z.number().int(),
    last_applied_at: DateTimeSchema.nullable(),
    created: DateTimeSchema,
    updated: DateTimeSchema,
  })
  .meta({ id: 'Rule' });
export type Rule = z.infer<typeof RuleSchema>;

const ruleFields = {
  name: z.string({ error: stringError('name') }).trim().min(1, 'name must not be empty').max(RULE_NAME_MAX, `name must be at most ${RULE_NAME_MAX} characters`),
  enabled: z.boolean({ error: 'enabled must be true or false' }).optional(),
  trigger: z.enum(RULE_TRIGGERS, { error: `trigger must be one of ${RULE_TRIGGERS.join(', ')}` }),
  match: z.enum(['all', 'any'], { error: 'match must be all or any' }).optional(),
  conditions: z
    .array(ConditionInputSchema, { error: 'conditions must be a list' })
    .max(RULE_CONDITIONS_MAX, `conditions must hold at most ${RULE_CONDITIONS_MAX} conditions`)
    .optional(),
  actions: z
    .array(RuleActionInputSchema, { error: 'actions must be a list' })
    .min(1, 'actions must hold at least one action')
    .max(RULE_ACTIONS_MAX, `actions must hold at most ${RULE_ACTIONS_MAX} actions`)
    .refine((list) => list.filter((a) => a.name === 'assign.round_robin').length <= 1, 'actions may assign round-robin once'),
  stop_after: z.boolean({ error: 'stop_after must be true or false' }).optional(),
  sort: z.number({ error: 'sort must be a position' }).int('sort must be a whole number').min(0, 'sort must be 0 or more').optional(),
};

export const CreateRuleBodySchema = z.object(ruleFields).strict().meta({ id: 'CreateRule' });
export type CreateRuleBody = z.input<typeof CreateRuleBodySchema>;

export const UpdateRuleBodySchema = z
  .object({ ...ruleFields, name: ruleFields.name.optional(), trigger: ruleFields.trigger.optional(), actions: ruleFields.actions.optional() })
  .strict()
  .refine((b) => Object.keys(b).length > 0, { message: 'nothing to change' })
  .meta({ id: 'UpdateRule' });
export type UpdateRuleBody = z.input<typeof UpdateRuleBodySchema>;

export const RuleListSchema = z.object({ data: z.array(RuleSchema) }).meta({ id: 'RuleList' });

export const TestRuleBodySchema = z
  .object({ conversation_id: IdSchema.describe('The conversation to test the rule against.') })
  .strict()
  .meta({ id: 'TestRule' });

export const RuleTestResultSchema = z
  .object({
    matched: z.boolean().meta({ description: 'Whether the rule would act on this conversation now.' }),
    message_id: IdSchema.nullable().meta({ description: "The customer's latest message, which the conditions read (null: none)." }),
    conditions: z.array(
      z.object({
        field: z.enum(RULE_FIELDS),
        op: z.enum(RULE_OPS),
        value: z.union([z.string(), z.number(), z.boolean()]),
        matched: z.boolean(),
        actual: z.union([z.string(), z.number(), z.boolean(), z.array(z.string())]).nullable().meta({ description: 'What the condition read.' }),
      }),
    ),
    actions: z.array(
      z.object({
        name: z.enum(RULE_ACTION_NAMES),
        description: z.string(),
        skipped: z.string().nullable().meta({ description: 'Why it would not run (an auto-reply held back by a loop guard ...), or null.' }),
      }),
    ),
  })
  .meta({ id: 'RuleTestResult' });
export type RuleTestResult = z.infer<typeof RuleTestResultSchema>;

/** Why an auto-reply is held back: the loop and spam guards (RFC 3834). */
export const AUTO_REPLY_SKIPS = {
  automated: 'the mail is automated (Auto-Submitted, Precedence: bulk, list or junk, or a mailing list)',
  own_address: 'the sender is one of our own channel addresses',
  suppressed: 'the contact is on the suppression list',
  recent: 'this rule auto-replied to the contact less than 4 hours ago',
  no_address: 'the contact has no email address',
} as const;
export type AutoReplySkip = keyof typeof AUTO_REPLY_SKIPS;
export const AUTO_REPLY_INTERVAL_HOURS = 4;
