import { z } from 'zod';
import { ActionInputSchema, ACTION_NAMES } from './actions.ts';
import { DateTimeSchema, IdSchema, QueryBooleanSchema } from './common.ts';
import { ConversationSchema, MessageSchema, NoteSchema } from './conversations.ts';

export const SNIPPET_TITLE_MAX = 50;
export const SNIPPET_SHORTCUT_MAX = 40;
export const SNIPPET_ACTIONS_MAX = 10;
export const CATEGORY_NAME_MAX = 100;
/** The root category: a snippet filed at the top level lists it. */
export const ROOT_CATEGORY = 0;

/** An action as a snippet shows it: with its id and place. */
export const SnippetActionSchema = z
  .object({
    id: IdSchema,
    name: z.enum(ACTION_NAMES),
    data: z.record(z.string(), z.unknown()),
    sort: z.number().int().meta({ description: 'Position in the snippet, from 0.' }),
  })
  .meta({ id: 'SnippetAction' });

export const SnippetSchema = z
  .object({
    id: IdSchema,
    title: z.string().meta({ description: 'At most 50 characters when written (250 in responses, as the spec allows).' }),
    created: DateTimeSchema,
    applied_count: z.number().int(),
    categories: z.array(z.number().int().nonnegative()).meta({ description: 'Category ids; 0 is the root.' }),
    actions: z.array(SnippetActionSchema),
    shortcut: z.string().nullable().meta({ description: 'Lower-case letters, digits and dashes; null without one.' }),
    last_applied_at: DateTimeSchema.nullable(),
  })
  .meta({ id: 'Snippet' });
export type Snippet = z.infer<typeof SnippetSchema>;

const title = z
  .string({ error: 'title is required' })
  .trim()
  .min(1, 'title must not be empty')
  .max(SNIPPET_TITLE_MAX, `title must be at most ${SNIPPET_TITLE_MAX} characters`);
const shortcut = z
  .string({ error: 'shortcut must be a string' })
  .max(SNIPPET_SHORTCUT_MAX, `shortcut must be at most ${SNIPPET_SHORTCUT_MAX} characters`)
  .regex(/^[a-z0-9-]*$/, 'shortcut may hold only lower-case letters, digits and dashes (a-z, 0-9, -)')
  .nullable()
  // An empty shortcut is no shortcut.
  .transform((s) => (s ? s : null));
const actions = z
  .array(ActionInputSchema, { error: 'actions must be an array of actions' })
  .min(1, 'actions must hold at least one action')
  .max(SNIPPET_ACTIONS_MAX, `actions must hold at most ${SNIPPET_ACTIONS_MAX} actions`);
const categories = z
  .array(z.number({ error: 'categories must be category ids' }).int('categories must be category ids').nonnegative('categories must be category ids'), {
    error: 'categories must be an array of category ids',
  })
  .max(50, 'categories must hold at most 50 ids');

export const CreateSnippetBodySchema = z
  .object({
    title,
    actions,
    shortcut: shortcut.optional(),
    categories: categories.optional().meta({ description: 'Category ids, 0 for the root (the default).' }),
  })
  .meta({ id: 'CreateSnippet' });
export type CreateSnippetBody = z.input<typeof CreateSnippetBodySchema>;
export type CreateSnippetInput = z.output<typeof CreateSnippetBodySchema>;

/** Every field optional; at least one. `actions`, when given, replace the snippet's actions. */
export const UpdateSnippetBodySchema = z
  .object({ title: title.optional(), actions: actions.optional(), shortcut: shortcut.optional(), categories: categories.optional() })
  .refine((b) => Object.values(b).some((v) => v !== undefined), { message: 'nothing to change: give title, actions, shortcut or categories' })
  .meta({ id: 'UpdateSnippet' });
export type UpdateSnippetBody = z.input<typeof UpdateSnippetBodySchema>;
export type UpdateSnippetInput = z.output<typeof UpdateSnippetBodySchema>;

export const ListSnippetsQuerySchema = z.object({
  category: z
    .string()
    .regex(/^(0|[1-9][0-9]{0,14})$/, 'category must be a category id, or 0 for the root')
    .transform(Number)
    .optional()
    .meta({ description: 'Only the snippets filed in this category (0: the root).' }),
  query: z
    .string()
    .max(200, 'query must be at most 200 characters')
    .optional()
    .meta({ description: 'Case-insensitive words matched in the title, the shortcut and the text of reply and note actions.' }),
});

export const SnippetListSchema = z.object({ data: z.array(SnippetSchema) }).meta({ id: 'SnippetList' });

/* ---------- categories ---------- */

export const SnippetCategorySchema = z
  .object({
    id: IdSchema,
    name: z.string(),
    parent_id: z.number().int().nonnegative().meta({ description: 'The parent category, 0 for the root.' }),
    position: z.number().int().meta({ description: 'Order among the categories of the same parent, from 0.' }),
    snippet_count: z.number().int(),
    created: DateTimeSchema,
  })
  .meta({ id: 'SnippetCategory' });
export type SnippetCategory = z.infer<typeof SnippetCategorySchema>;

const categoryName = z
  .string({ error: 'name is required' })
  .trim()
  .min(1, 'name must not be empty')
  .max(CATEGORY_NAME_MAX, `name must be at most ${CATEGORY_NAME_MAX} characters`);
const parentId = z
  .number({ error: 'parent_id must be a category id, or 0 for the root' })
  .int('parent_id must be a category id, or 0 for the root')
  .nonnegative('parent_id must be a category id, or 0 for the root');
const position = z
  .number({ error: 'position must be an integer from 0' })
  .int('position must be an integer from 0')
  .nonnegative('position must be an integer from 0');

export const CreateCategoryBodySchema = z
  .object({
    name: categoryName,
    parent_id: parentId.optional().meta({ description: '0 (the default) for the root.' }),
    position: position.optional().meta({ description: 'Where among its siblings; at the end by default.' }),
  })
  .meta({ id: 'CreateSnippetCategory' });
export type CreateCategoryBody = z.input<typeof CreateCategoryBodySchema>;

export const UpdateCategoryBodySchema = z
  .object({ name: categoryName.optional(), parent_id: parentId.optional(), position: position.optional() })
  .refine((b) => Object.values(b).some((v) => v !== undefined), { message: 'nothing to change: give name, parent_id or position' })
  .meta({ id: 'UpdateSnippetCategory' });
export type UpdateCategoryBody = z.input<typeof UpdateCategoryBodySchema>;

export const DeletedCategorySchema = z
  .object({
    id: IdSchema,
    moved_to: z.number().int().nonnegative().meta({ description: 'The parent that took its snippets and categories (0: the root).' }),
    snippets_moved: z.number().int(),
    categories_moved: z.number().int(),
  })
  .meta({ id: 'DeletedSnippetCategory' });

/* ---------- applying ---------- */

export const ApplySnippetQuerySchema = z.object({
  preview: QueryBooleanSchema.optional().meta({ description: 'true: say what would happen, change nothing.' }),
});

export const ApplySnippetBodySchema = z
  .object({
    agent_id: IdSchema.optional().meta({ description: 'With an API key: the agent who writes the reply and note actions.' }),
    agent_email: z.string().max(320).optional(),
    delay: z
      .number({ error: 'delay must be an integer number of seconds between 0 and 86400' })
      .int('delay must be an integer number of seconds between 0 and 86400')
      .min(0, 'delay must be an integer number of seconds between 0 and 86400')
      .max(86_400, 'delay must be an integer number of seconds between 0 and 86400')
      .optional()
      .meta({ description: 'Seconds before a reply action is sent (its undo window); default 7.' }),
  })
  .meta({ id: 'ApplySnippet' });
export type ApplySnippetBody = z.input<typeof ApplySnippetBodySchema>;

export const AppliedActionSchema = z
  .object({
    id: IdSchema,
    name: z.enum(ACTION_NAMES),
    data: z.record(z.string(), z.unknown()).meta({ description: 'With the variables of reply and note filled.' }),
    description: z.string().meta({ description: 'What the action does, in words.' }),
  })
  .meta({ id: 'AppliedAction' });

export const ApplySnippetResultSchema = z
  .object({
    preview: z.boolean(),
    conversation: ConversationSchema.meta({ description: 'After the actions (as it is now, for a preview).' }),
    actions: z.array(AppliedActionSchema),
    messages: z.array(MessageSchema).meta({ description: 'Replies scheduled by the snippet (none for a preview).' }),
    notes: z.array(NoteSchema).meta({ description: 'Notes added (none for a preview).' }),
  })
  .meta({ id: 'ApplySnippetResult' });
export type ApplySnippetResult = z.infer<typeof ApplySnippetResultSchema>;
