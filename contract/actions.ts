import { z } from 'zod';
import { IdSchema, stringError } from './common.ts';
import { CONVERSATION_STATUSES, TagSchema, type ConversationStatus } from './conversations.ts';
import { templateProblem } from './template-variables.ts';

// Actions: what a snippet does to a conversation, and what a composed message does once it was sent. One list
// and one validator for both (docs/api.md, "Actions").

export const ACTION_NAMES = ['status', 'status.close', 'reply', 'note', 'teammates.assign', 'tag', 'untag'] as const;
export type ActionName = (typeof ACTION_NAMES)[number];

export const ACTION_REPLY_MAX = 100_000;
export const ACTION_NOTE_MAX = 20_000;

/** Text that may hold variables ({{contact.first_name | there}}): an unknown variable is refused here. */
const templateText = (field: string, max: number) =>
  z
    .string({ error: `${field} is required` })
    .min(1, `${field} must not be empty`)
    .max(max, `${field} must be at most ${max} characters`)
    .superRefine((text, ctx) => {
      const problem = templateProblem(text);
      if (problem) ctx.addIssue({ code: 'custom', message: problem });
    });

/**
 * The statuses a `status` action sets, in the one form the API answers with: the conversation's own, lower case, as
 * the spec writes them. The bulk operation's upper-case names (`CLOSED` ...) are accepted too and stored lower case.
 */
export const ACTION_STATUSES = CONVERSATION_STATUSES;
const ACTION_STATUS_INPUTS = [...ACTION_STATUSES, ...ACTION_STATUSES.map((s) => s.toUpperCase())];

/** A `status` action's status in its one form; undefined for anything that is not one in either form. */
export function actionStatusOf(value: unknown): ConversationStatus | undefined {
  if (typeof value !== 'string' || !ACTION_STATUS_INPUTS.includes(value)) return undefined;
  return value.toLowerCase() as ConversationStatus;
}

const ACTION_STATUS_ERROR = `status must be one of ${ACTION_STATUSES.join(', ')} (or ${ACTION_STATUSES.map((s) => s.toUpperCase()).join(', ')})`;
const actionStatus = z.string({ error: ACTION_STATUS_ERROR }).transform((value, ctx) => {
  const status = actionStatusOf(value);
  if (status) return status;
  ctx.addIssue({ code: 'custom', message: ACTION_STATUS_ERROR });
  return z.NEVER;
});

const actionData: Record<ActionName, z.ZodType> = {
  status: z.object({
    status: actionStatus,
    snooze_until: z.string().max(100).optional(),
  }),
  'status.close': z.object({}).optional(),
  reply: z.object({ content: templateText('content', ACTION_REPLY_MAX) }),
  note: z.object({ body: templateText('body', ACTION_NOTE_MAX).transform((b) => b.trim()) }),
  'teammates.assign': z.object({ agent_id: IdSchema.nullable().optional(), agent_email: z.string().max(320).optional() }),
  tag: z.object({ tag: TagSchema }),
  untag: z.object({ tag: TagSchema }),
};

/** What a new action of each kind starts with in an editor (a snippet's, a rule's). */
export function emptyActionData(name: ActionName): Record<string, unknown> {
  switch (name) {
    case 'reply':
      return { content: '' };
    case 'note':
      return { body: '' };
    case 'status':
      return { status: 'closed' };
    case 'teammates.assign':
      return { agent_id: null };
    case 'tag':
    case 'untag':
      return { tag: '' };
    default:
      return {};
  }
}

export type CheckedAction = { name: ActionName; data: Record<string, unknown> };

/**
 * An action's data as the API shows it: a `status` action's status in its one form, whatever form was stored
 * (actions saved before the API settled on lower case hold `CLOSED` ...).
 */
export function actionDataAsShown(name: string, data: Record<string, unknown>): Record<string, unknown> {
  if (name !== 'status') return data;
  const status = actionStatusOf(data.status);
  return status ? { ...data, status } : data;
}

/** Checks `data` by `name`; unknown fields of `data` are dropped, never stored. Reports the problem on `ctx`. */
export function checkAction(action: { name: string; data?: unknown }, ctx: z.RefinementCtx): CheckedAction | undefined {
  if (!(ACTION_NAMES as readonly string[]).includes(action.name)) {
    ctx.addIssue({ code: 'custom', path: ['name'], message: `is unknown ("${action.name.slice(0, 40)}"): use ${ACTION_NAMES.join(', ')}` });
    return undefined;
  }
  const result = actionData[action.name as ActionName].safeParse(action.data ?? {});
  if (!result.success) {
    const issue = result.error.issues[0]!;
    ctx.addIssue({ code: 'custom', path: ['data', ...issue.path.map(String)], message: issue.message });
    return undefined;
  }
  return { name: action.name as ActionName, data: (result.data ?? {}) as Record<string, unknown> };
}

/** An action as a snippet is created or updated with it. */
export const ActionInputSchema = z
  .object({ name: z.string({ error: stringError('name') }), data: z.unknown().optional() })
  .transform((action, ctx) => checkAction(action, ctx) ?? z.NEVER)
  .meta({ id: 'ActionInput' });
export type ActionInput = z.output<typeof ActionInputSchema>;
