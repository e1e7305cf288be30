import { z } from 'zod';
import { actionStatusOf, emptyActionData } from '#contract/actions';
import {
  CreateRuleBodySchema,
  RULE_ACTION_NAMES,
  RULE_FIELD_OPS,
  RULE_FIELDS,
  RULE_OPS,
  RULE_TRIGGERS,
  type CreateRuleBody,
  type Rule,
  type RuleActionName,
  type RuleField,
  type RuleOp,
} from '#contract/rules';

// The rule editor's form: the API's body with each condition's value as typed (text, whatever its field) and each
// action's data as its fields keep it. What it sends is checked by the contract's own schema (piped), so the
// dialog refuses what the server would, at the same paths (`conditions.0.value`, `actions.1.data.tag`).

/** What a condition's value input is for each field. */
export type ValueKind = 'channel' | 'text' | 'tag' | 'boolean' | 'number';
export const VALUE_KINDS: Record<RuleField, ValueKind> = {
  channel_id: 'channel',
  from: 'text',
  from_domain: 'text',
  subject: 'text',
  body: 'text',
  tag: 'tag',
  business_hours: 'boolean',
  contact_conversations: 'number',
};

const FormShape = z.object({
  name: z.string(),
  enabled: z.boolean(),
  trigger: z.enum(RULE_TRIGGERS),
  match: z.enum(['all', 'any']),
  conditions: z.array(z.object({ field: z.enum(RULE_FIELDS), op: z.enum(RULE_OPS), value: z.string() })),
  actions: z.array(z.object({ name: z.enum(RULE_ACTION_NAMES), data: z.record(z.string(), z.unknown()) })),
  stop_after: z.boolean(),
});
export type RuleFormValues = z.input<typeof FormShape>;
export type ConditionDraft = RuleFormValues['conditions'][number];
export type ActionDraft = RuleFormValues['actions'][number];

/** The operator a field starts with: what admins mostly mean ("subject contains", "more than 3"). */
const FIRST_OP: Record<ValueKind, RuleOp> = { channel: 'is', text: 'contains', tag: 'is', boolean: 'is', number: 'gt' };

/** A new condition on `field`; `channelId`: the mailbox a mailbox condition starts with. */
export function newCondition(field: RuleField = 'subject', channelId?: number): ConditionDraft {
  const kind = VALUE_KINDS[field];
  const value = kind === 'boolean' ? 'true' : kind === 'channel' ? (channelId === undefined ? '' : String(channelId)) : kind === 'number' ? '0' : '';
  return { field, op: FIRST_OP[kind], value };
}

/** The condition once its field changed: the operator kept for a field of the same kind, the value when it is typed as well. */
export function withField(condition: ConditionDraft, field: RuleField, channelId?: number): ConditionDraft {
  const fresh = newCondition(field, channelId);
  // Text and a tag are both typed: what was typed stays (the contract says if it is no tag).
  const typed = (kind: ValueKind) => (kind === 'text' || kind === 'tag' ? 'typed' : kind);
  const sameKind = typed(VALUE_KINDS[condition.field]) === typed(VALUE_KINDS[field]);
  const sameOps = VALUE_KINDS[condition.field] === VALUE_KINDS[field];
  return {
    field,
    op: sameOps && RULE_FIELD_OPS[field].includes(condition.op) ? condition.op : fresh.op,
    value: sameKind ? condition.value : fresh.value,
  };
}

/** A value as the API takes it; anything that is not what its field takes stays text, so the contract names it. */
export function valueOfDraft(field: RuleField, value: string): string | number | boolean {
  switch (VALUE_KINDS[field]) {
    case 'channel':
      return /^\d+$/.test(value) ? Number(value) : value;
    case 'boolean':
      return value === 'true' ? true : value === 'false' ? false : value;
    case 'number':
      return /^\s*-?\d+(\.\d+)?\s*$/.test(value) ? Number(value) : value;
    default:
      return value;
  }
}

/** What a new action of each kind starts with: a snippet's, or a round robin's empty list of agents. */
export function newActionData(name: RuleActionName): Record<string, unknown> {
  return name === 'assign.round_robin' ? { agent_ids: [] } : emptyActionData(name);
}

// The data keys each action sends: a changed kind leaves nothing of the one before.
const ACTION_KEYS: Record<RuleActionName, readonly string[]> = {
  status: ['status', 'snooze_until'],
  'status.close': [],
  reply: ['content'],
  note: ['body'],
  'teammates.assign': ['agent_id'],
  tag: ['tag'],
  untag: ['tag'],
  'assign.round_robin': ['agent_ids'],
};

export function actionOfDraft(action: ActionDraft): { name: RuleActionName; data: Record<string, unknown> } {
  const data = Object.fromEntries(ACTION_KEYS[action.name].filter((key) => key in action.data).map((key) => [key, action.data[key]]));
  // A snooze time only goes with the snoozed status.
  if (action.name === 'status' && (actionStatusOf(data.status) !== 'snoozed' || !data.snooze_until)) delete data.snooze_until;
  return { name: action.name, data };
}

/** The request body of the form's values: every field, so that an edit also removes a condition or an action. */
export function bodyOfForm(values: RuleFormValues): CreateRuleBody {
  return {
    name: values.name,
    enabled: values.enabled,
    trigger: values.trigger,
    match: values.match,
    conditions: values.conditions.map((c) => ({ field: c.field, op: c.op, value: valueOfDraft(c.field, c.value) })),
    actions: values.actions.map(actionOfDraft),
    stop_after: values.stop_after,
  };
}

/** The editor's schema: the form's values, turned into the body, checked by the contract's create schema. */
export const ruleFormSchema = FormShape.transform(bodyOfForm).pipe(CreateRuleBodySchema);

/** The form's values for a rule, or for a new one (on, for new conversations, one condition and one action to fill in). */
export function formOfRule(rule: Rule | null): RuleFormValues {
  if (!rule) {
    return {
      name: '',
      enabled: true,
      trigger: 'conversation.created',
      match: 'all',
      conditions: [newCondition()],
      actions: [{ name: 'tag', data: newActionData('tag') }],
      stop_after: false,
    };
  }
  return {
    name: rule.name,
    enabled: rule.enabled,
    trigger: rule.trigger,
    match: rule.match,
    conditions: rule.conditions.map((c) => ({
      field: c.field as RuleField,
      op: c.op as RuleOp,
      value: String(c.value),
    })),
    actions: rule.actions.map((a) => ({ name: a.name, data: { ...newActionData(a.name), ...a.data } })),
    stop_after: rule.stop_after,
  };
}

/** A value error as shown at its input: without the contract's "subject takes text: " lead-in. */
export function valueMessage(kind: ValueKind, message: string): string {
  if (kind === 'channel' && /takes a channel id/.test(message)) return 'Choose a mailbox';
  const text = message.replace(/^[a-z_]+ takes [^:]+: /i, '');
  return text.charAt(0).toUpperCase() + text.slice(1);
}
