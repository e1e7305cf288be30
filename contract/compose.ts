import { z } from 'zod';
import { checkAction } from './actions.ts';
import { parseAddressList, type ParsedAddress } from './address-list.ts';
import { base64DecodedSize } from './base64.ts';
import { IdSchema, stringError, trimmedPattern } from './common.ts';
import { FILE_NAME_MAX, safeFileName } from './file-name.ts';
import { UsedAiSourceSchema } from './rag-proposals.ts';

// type/subtype, either case (stored lower-case), as sent with or without surrounding white space.
const MIME_TYPE = trimmedPattern('[a-zA-Z0-9][a-zA-Z0-9!#$&^_.+-]*/[a-zA-Z0-9][a-zA-Z0-9!#$&^_.+-]*');

export const ATTACHMENT_MAX_BYTES = 5 * 1024 * 1024;
export const ATTACHMENTS_MAX = 20;
export const SUBJECT_MAX = 150;
export const DELAY_MAX_SECONDS = 86_400;
export const DEFAULT_DELAY_SECONDS = 7;

export const ComposeAttachmentSchema = z
  .object({
    name: z
      .string({ error: 'name is required' })
      .trim()
      .min(1, 'name must not be empty')
      .max(FILE_NAME_MAX, `name must be at most ${FILE_NAME_MAX} characters`)
      .transform(safeFileName),
    type: z
      .string({ error: 'type is required' })
      .trim()
      .regex(MIME_TYPE.regex, 'type must be a MIME type such as application/pdf')
      .meta({ pattern: MIME_TYPE.published, example: 'application/pdf' })
      .transform((t) => t.toLowerCase()),
    // Checked asynchronously, a slice a turn (see base64DecodedSize): parse with safeParseAsync.
    content: z.string({ error: 'content is required (base64)' }).superRefine(async (value, ctx) => {
      const size = await base64DecodedSize(value);
      if (size === undefined) ctx.addIssue({ code: 'custom', message: 'content must be base64' });
      else if (size > ATTACHMENT_MAX_BYTES) ctx.addIssue({ code: 'custom', message: 'must be at most 5 MB once decoded' });
    }),
  })
  .meta({ id: 'ComposeAttachment' });

/** An action run after the message was sent; `snippet_id` says which snippet it came from (docs/api.md). */
export const ComposeActionSchema = z
  .object({
    name: z.string({ error: stringError('name') }),
    data: z.unknown().optional(),
    snippet_id: IdSchema.optional().meta({ description: 'The snippet the action came from, for tracking.' }),
  })
  .transform((action, ctx) => {
    const checked = checkAction(action, ctx);
    if (!checked) return z.NEVER;
    return { ...checked, ...(action.snippet_id !== undefined ? { snippet_id: action.snippet_id } : {}) };
  })
  .meta({ id: 'ComposeAction' });
export type ComposeAction = z.infer<typeof ComposeActionSchema>;

export const addressList = (field: string, required: boolean) =>
  z
    .string({ error: (issue) => (issue.input === undefined ? `${field} is required` : `${field} must be a string of comma-separated addresses`) })
    .max(20_000, `${field} is too long`)
    .transform((value, ctx): ParsedAddress[] => {
      const parsed = parseAddressList(value, field);
      if (!parsed.ok) {
        ctx.addIssue({ code: 'custom', message: parsed.error });
        return z.NEVER;
      }
      if (required && parsed.addresses.length === 0) {
        ctx.addIssue({ code: 'custom', message: `${field} needs at least one address` });
        return z.NEVER;
      }
      return parsed.addresses;
    })
    .meta({ description: 'Comma-separated addresses; names allowed: Jane Doe <jane@example.com>', example: 'Jane Doe <jane@example.com>' });

const delaySchema = z
  .number({ error: `delay must be an integer number of seconds between 0 and ${DELAY_MAX_SECONDS}` })
  .int(`delay must be an integer number of seconds between 0 and ${DELAY_MAX_SECONDS}`)
  .min(0, `delay must be an integer number of seconds between 0 and ${DELAY_MAX_SECONDS}`)
  .max(DELAY_MAX_SECONDS, `delay must be an integer number of seconds between 0 and ${DELAY_MAX_SECONDS}`)
  .default(DEFAULT_DELAY_SECONDS);

const htmlBody = z.string({ error: stringError('content.content') }).min(1, 'content.content must not be empty').max(2_000_000);
const attachmentList = z.array(ComposeAttachmentSchema).max(ATTACHMENTS_MAX, `at most ${ATTACHMENTS_MAX} attachments`);
const sendingAgent = {
  agent_id: IdSchema.optional().meta({ description: 'The sending agent; required unless agent_email is given.' }),
  agent_email: z.string().max(320).optional(),
};

export const ComposeBodySchema = z
  .object({
    channel_id: IdSchema.meta({ description: 'The channel to send from; it gives the sender address.' }),
    to: addressList('to', true),
    cc: addressList('cc', false).optional(),
    bcc: addressList('bcc', false).optional(),
    subject: z.string().max(SUBJECT_MAX, `subject must be at most ${SUBJECT_MAX} characters`).optional(),
    content: z.object(
      {
        content: htmlBody,
        attachments: attachmentList.optional(),
        actions: z.array(ComposeActionSchema).max(10, 'at most 10 actions').optional(),
      },
      { error: 'content is required: an object with the HTML body in content.content' },
    ),
    delay: delaySchema,
    ...sendingAgent,
    generated_id: z.string().max(200, 'generated_id must be at most 200 characters').optional(),
  })
  .meta({ id: 'Compose' });
export type ComposeBody = z.input<typeof ComposeBodySchema>;
export type ComposeInput = z.output<typeof ComposeBodySchema>;

/** A reply in an existing conversation: to the contact unless `to` says otherwise, threaded to its last message. */
export const ReplyBodySchema = z
  .object({
    to: addressList('to', true).optional().meta({ description: "Default: the conversation's contact." }),
    cc: addressList('cc', false).optional(),
    bcc: addressList('bcc', false).optional(),
    subject: z.string().max(SUBJECT_MAX, `subject must be at most ${SUBJECT_MAX} characters`).optional().meta({
      description: 'Default: "Re: " and the conversation subject.',
    }),
    content: z.object(
      {
        content: htmlBody,
        attachments: attachmentList.optional(),
        actions: z
          .array(ComposeActionSchema)
          .max(10, 'at most 10 actions')
          .optional()
          .meta({ description: 'Run in order once the reply was sent (e.g. the other steps of a snippet).' }),
      },
      { error: 'content is required: an object with the HTML body in content.content' },
    ),
    delay: delaySchema,
    ...sendingAgent,
    generated_id: z.string().max(200, 'generated_id must be at most 200 characters').optional(),
    seen_message_id: z
      .number({ error: 'seen_message_id must be a message id (0: none)' })
      .int('seen_message_id must be a message id (0: none)')
      .min(0, 'seen_message_id must be a message id (0: none)')
      .max(Number.MAX_SAFE_INTEGER, 'seen_message_id must be a message id (0: none)')
      .optional()
      .meta({
        description:
          'Collision guard: the latest message of the conversation the agent had seen when they started writing (0: none). When ' +
          'the customer wrote, or another agent replied, after it, the reply is not scheduled: 409 with those messages in `arrived`. ' +
          'Send again with the latest of them to send anyway.',
      }),
    ai_source: UsedAiSourceSchema.optional(),
  })
  .meta({ id: 'Reply' });
export type ReplyBody = z.input<typeof ReplyBodySchema>;
export type ReplyInput = z.output<typeof ReplyBodySchema>;

export const NOTE_MAX = 20_000;

/** An internal note: seen by agents only, never sent. */
export const NoteBodySchema = z
  .object({
    body: z
      .string({ error: 'body is required' })
      .trim()
      .min(1, 'body must not be empty')
      .max(NOTE_MAX, `body must be at most ${NOTE_MAX} characters`),
    ...sendingAgent,
  })
  .meta({ id: 'CreateNote' });
export type NoteBody = z.input<typeof NoteBodySchema>;
