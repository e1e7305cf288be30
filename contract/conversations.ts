import { z } from 'zod';
import { AgentSummarySchema } from './agents.ts';
import { ConversationSlaSchema } from './conversation-sla.ts';
import { DateTimeSchema, IdSchema, pageCursor, queryInt, trimmedPattern } from './common.ts';

export const CONVERSATION_STATUSES = ['opened', 'closed', 'spam', 'snoozed'] as const;
export type ConversationStatus = (typeof CONVERSATION_STATUSES)[number];

export const CONVERSATION_ORDERS = ['priority', 'oldest', 'newest', 'longest', 'due'] as const;
export type ConversationOrder = (typeof CONVERSATION_ORDERS)[number];

export const ContactSummarySchema = z
  .object({ id: IdSchema, name: z.string(), email: z.string().nullable() })
  .meta({ id: 'ContactSummary' });

export const ConversationSchema = z
  .object({
    id: IdSchema,
    subject: z.string(),
    status: z.enum(CONVERSATION_STATUSES),
    assignee: AgentSummarySchema.nullable(),
    tags: z.array(z.string()),
    contact: ContactSummarySchema,
    channel_id: IdSchema,
    snooze_until: DateTimeSchema.nullable(),
    created: DateTimeSchema,
    updated: DateTimeSchema.meta({ description: 'Time of the last activity (message, note or change).' }),
    last_message_at: DateTimeSchema.nullable().meta({
      description: 'Time of the last message (null without one): what the list shows and the priority order uses.',
    }),
    waiting_since: DateTimeSchema.nullable().meta({
      description: 'Set while the customer waits for an agent reply: when that wait began.',
    }),
    preview: z.string().meta({ description: 'The start of the last message, whitespace collapsed.' }),
    message_count: z.number().int(),
    sla: ConversationSlaSchema.nullable().meta({ description: 'Due times against the SLA policy that applies; null when none does.' }),
  })
  .meta({ id: 'Conversation' });
export type Conversation = z.infer<typeof ConversationSchema>;

export const ListConversationsQuerySchema = z.object({
  limit: queryInt('limit', 3, 250, 25),
  order: z
    .enum(CONVERSATION_ORDERS, { error: 'order must be one of priority, oldest, newest, longest, due' })
    .default('priority')
    .meta({
      description:
        'priority: waiting on an agent first, the longest wait on top; oldest or newest: by creation; longest: the longest idle first; due: the soonest SLA due time first (overdue first of all), those without one last.',
    }),
  search: z
    .string()
    .max(500, 'search must be at most 500 characters')
    .optional()
    .meta({
      description:
        'Filters status:<opened|closed|spam|snoozed|all>, assigned:<agent email|me|none>, unassigned:true, tag:<tag>, ' +
        'sla:breached (a target missed), sla:due_soon (a target due within the hour, or overdue), #<id>, ' +
        '"quoted phrases"; other words are a full-text search of subjects, messages and the contact (name and address; every ' +
        'word must match). One email address alone finds that contact. Without a status filter: opened only (any status for #<id>).',
      example: 'status:opened tag:billing refund',
    }),
  cursor: pageCursor('order and search'),
});

export const ConversationPageSchema = z
  .object({ data: z.array(ConversationSchema), cursor: z.string().nullable() })
  .meta({ id: 'ConversationPage' });
export type ConversationPage = z.infer<typeof ConversationPageSchema>;

/** Counts stop here: "10,000+" is all a sidebar needs, and counting a million rows on every refresh is not free. */
export const VIEW_COUNT_CAP = 10_000;

export const ConversationCountsSchema = z
  .object({
    mine: z.number().int().nullable().meta({ description: 'Opened and assigned to the signed-in agent; null for an API key.' }),
    unassigned: z.number().int().meta({ description: 'Opened and assigned to nobody.' }),
    due_soon: z.number().int().meta({ description: 'Opened with an SLA target due within the hour, or overdue (sla:due_soon).' }),
    opened: z.number().int(),
    snoozed: z.number().int(),
    closed: z.number().int(),
    spam: z.number().int(),
    cap: z.number().int().meta({ description: `Counts stop at this number (${VIEW_COUNT_CAP}): a count equal to it means "at least".` }),
  })
  .meta({ id: 'ConversationCounts' });
export type ConversationCounts = z.infer<typeof ConversationCountsSchema>;

/* ---------- bulk update ---------- */

export const BULK_STATUSES = ['OPENED', 'CLOSED', 'SPAM', 'SNOOZED', 'DELETE'] as const;
export const BULK_MAX_IDS = 500;
export const TAG_MAX_LENGTH = 50;

const TAG = trimmedPattern(`[^\\s,"']+`);

/** Tags are case-insensitive words: stored lower-case, no spaces, commas or quotes (so `tag:x` can name them). */
export const TagSchema = z
  .string()
  .trim()
  .min(1, 'must not be empty')
  .max(TAG_MAX_LENGTH, `must be at most ${TAG_MAX_LENGTH} characters`)
  .regex(TAG.regex, 'must not contain spaces, commas or quotes')
  // A zero-width space or a right-to-left mark makes a tag that looks like another, or like none.
  .regex(/^[^\p{Cc}\p{Cf}]*$/u, 'must not contain invisible or control characters')
  .meta({ pattern: TAG.published, example: 'billing' })
  .transform((t) => t.toLowerCase());

export const BulkUpdateBodySchema = z
  .object({
    ids: z
      .array(IdSchema, { error: 'ids must be an array of conversation ids' })
      .min(1, 'ids must not be empty')
      .max(BULK_MAX_IDS, `ids must hold at most ${BULK_MAX_IDS} conversation ids`),
    status: z.enum(BULK_STATUSES, { error: 'status must be one of OPENED, CLOSED, SPAM, SNOOZED, DELETE' }).optional(),
    snooze_until: z
      .string()
      .max(100)
      .optional()
      .meta({ description: '5m, +30 (minutes), monday..sunday or tomorrow (9am), one week, one month, or ISO 8601.' }),
    agent_id: IdSchema.nullable().optional().meta({ description: 'null unassigns' }),
    agent_email: z.string().max(320).optional(),
    tag: TagSchema.optional(),
    untag: TagSchema.optional(),
    block: z.boolean().optional().meta({ description: 'With SPAM: also suppress the contacts (needs contact.block).' }),
  })
  .meta({ id: 'BulkUpdate' });
export type BulkUpdateBody = z.input<typeof BulkUpdateBodySchema>;

export const BULK_OPERATION_STATUSES = ['running', 'done', 'undoing', 'undone'] as const;

/** What a bulk operation changes, in the words of its request (the agent named, so a client can say who without asking). */
export const BulkChangeSchema = z
  .object({
    status: z.enum(BULK_STATUSES).optional(),
    snooze_until: DateTimeSchema.optional().meta({ description: 'With SNOOZED: the time it resolved to.' }),
    block: z.boolean().optional().meta({ description: 'With SPAM: the contacts were suppressed too.' }),
    agent: z
      .object({ id: IdSchema, name: z.string() })
      .nullable()
      .optional()
      .meta({ description: 'The agent it assigns to; null: it unassigns.' }),
    tag: z.string().optional(),
    untag: z.string().optional(),
  })
  .meta({ id: 'BulkChange' });
export type BulkChangeView = z.infer<typeof BulkChangeSchema>;

/** A bulk change as recorded: its progress (a change over a whole search runs in batches) and whether it can be undone. */
export const BulkOperationSchema = z
  .object({
    id: IdSchema,
    status: z.enum(BULK_OPERATION_STATUSES),
    search: z.string().nullable().meta({ description: 'The search it changed every match of; null for a list of ids.' }),
    change: BulkChangeSchema,
    delete: z.boolean(),
    total: z.number().int().meta({ description: 'Conversations it covers.' }),
    processed: z.number().int(),
    changed: z.number().int().meta({ description: 'Conversations it actually changed (or deleted).' }),
    created: DateTimeSchema,
    finished_at: DateTimeSchema.nullable(),
    undone_at: DateTimeSchema.nullable(),
    undo_until: DateTimeSchema.nullable().meta({ description: 'Until when it can be undone; null when it cannot (a deletion, or nothing changed).' }),
  })
  .meta({ id: 'BulkOperation' });
export type BulkOperation = z.infer<typeof BulkOperationSchema>;

export const BulkUpdateResultSchema = z
  .object({ conversations: z.array(ConversationSchema), operation: BulkOperationSchema })
  .meta({ id: 'BulkUpdateResult', description: 'Only the conversations actually updated, in their new state, and the operation (to undo it).' });

/** Every conversation matching a search (the list's `search`), changed on the server in batches. */
export const BulkMatchingBodySchema = BulkUpdateBodySchema.omit({ ids: true })
  .extend({
    search: z
      .string({ error: 'search must be a string (the list\'s search; empty: the opened conversations)' })
      .max(500, 'search must be at most 500 characters'),
  })
  .meta({ id: 'BulkMatching' });
export type BulkMatchingBody = z.input<typeof BulkMatchingBodySchema>;

export const BulkUndoResultSchema = z
  .object({ operation: BulkOperationSchema, conversations: z.array(ConversationSchema).meta({ description: 'Those put back (undone at once); empty while a long undo runs.' }) })
  .meta({ id: 'BulkUndoResult' });

/* ---------- messages, notes, events ---------- */

export const AddressSchema = z.object({ name: z.string(), email: z.string() }).meta({ id: 'Address' });
export type Address = z.infer<typeof AddressSchema>;

export const MESSAGE_STATUSES = ['received', 'scheduled', 'sending', 'sent', 'failed', 'cancelled'] as const;

export const AttachmentSchema = z
  .object({
    id: IdSchema,
    name: z.string(),
    type: z.string(),
    size: z.number().int().meta({ description: 'bytes' }),
    url: z.string().meta({ description: 'Download path (served as an attachment).' }),
  })
  .meta({ id: 'Attachment' });

export const MessageSchema = z
  .object({
    id: IdSchema,
    conversation_id: IdSchema,
    direction: z.enum(['inbound', 'outbound']),
    status: z.enum(MESSAGE_STATUSES),
    from: AddressSchema,
    to: z.array(AddressSchema),
    cc: z.array(AddressSchema),
    bcc: z.array(AddressSchema),
    subject: z.string(),
    html: z.string().nullable(),
    text: z.string(),
    agent: AgentSummarySchema.nullable(),
    attachments: z.array(AttachmentSchema),
    generated_id: z.string().nullable(),
    send_at: DateTimeSchema.nullable(),
    sent_at: DateTimeSchema.nullable(),
    failure_reason: z.string().nullable(),
    automated: z
      .string()
      .nullable()
      .meta({
        description:
          "Machine-written mail: for a received message what says so (`Auto-Submitted: auto-replied`, `Precedence: bulk`, `List-Id` ...), for a sent one `auto-replied` (a rule's auto-reply); null for a person's mail.",
      }),
    created: DateTimeSchema,
  })
  .meta({ id: 'Message' });
export type Message = z.infer<typeof MessageSchema>;

export const NoteSchema = z
  .object({ id: IdSchema, conversation_id: IdSchema, body: z.string(), agent: AgentSummarySchema.nullable(), created: DateTimeSchema })
  .meta({ id: 'Note' });
export type Note = z.infer<typeof NoteSchema>;

export const EventSchema = z
  .object({
    id: IdSchema,
    conversation_id: IdSchema,
    type: z.string().meta({
      example: 'status_changed',
      description:
        'created, status_changed, assigned, unassigned, tagged, untagged, snoozed, woke_up, contact_blocked, message_scheduled ...',
    }),
    actor: z.object({
      type: z.enum(['agent', 'api_key', 'contact', 'system']),
      agent: AgentSummarySchema.nullable(),
      api_key_id: IdSchema.nullable(),
    }),
    data: z.record(z.string(), z.unknown()),
    created: DateTimeSchema,
  })
  .meta({ id: 'Event' });
export type ConversationEvent = z.infer<typeof EventSchema>;

export const TimelineEntrySchema = z
  .discriminatedUnion('type', [
    z.object({ type: z.literal('message'), message: MessageSchema }),
    z.object({ type: z.literal('note'), note: NoteSchema }),
    z.object({ type: z.literal('event'), event: EventSchema }),
  ])
  .meta({ id: 'TimelineEntry' });
export type TimelineEntry = z.infer<typeof TimelineEntrySchema>;

export const TimelineSchema = z
  .object({ conversation: ConversationSchema, entries: z.array(TimelineEntrySchema) })
  .meta({ id: 'Timeline', description: 'Messages, notes and events of a conversation in time order.' });
export type Timeline = z.infer<typeof TimelineSchema>;
