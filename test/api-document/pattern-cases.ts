import { PathIdSchema } from '#contract/common';
import { ComposeAttachmentSchema } from '#contract/compose';
import { TagSchema } from '#contract/conversations';
import { CHANGE_TYPES } from '#contract/change-types';
import { EventStreamQuerySchema } from '#contract/events';
import { InvoiceIdParamSchema, InvoiceSchema } from '#contract/invoices';
import { ListArticlesQuerySchema } from '#contract/knowledge-articles';
import { PathUuidSchema } from '#contract/rag';
import { CreateSnippetBodySchema, ListSnippetsQuerySchema } from '#contract/snippets';
import { CreateWebhookBodySchema } from '#contract/webhooks';

// Each kind of pattern the OpenAPI document publishes, with where one of them is, the server's own check (the
// contract's zod schema) and values on both sides of the line: the published pattern must draw the same line.

export type Where = { operation: string; parameter: string } | { schema: string; property: string; items?: true };

export interface PatternCase {
  what: string;
  where: Where;
  serverAccepts: (value: string) => boolean;
  valid: string[];
  invalid: string[];
}

const uuid = '0b7e5d7a-3f5e-4c53-9a57-2b1f0f6a7c11';

export const PATTERN_CASES: PatternCase[] = [
  {
    what: 'an id in a path',
    where: { operation: 'getConversation', parameter: 'id' },
    serverAccepts: (v) => PathIdSchema.safeParse(v).success,
    valid: ['1', '42', '999999999999999'],
    invalid: ['', '0', '042', '-1', '1.5', '1e3', ' 1', '1000000000000000', 'abc'],
  },
  {
    what: "an AI source's uuid",
    where: { operation: 'getAiSource', parameter: 'uuid' },
    serverAccepts: (v) => PathUuidSchema.safeParse(v).success,
    valid: [uuid, uuid.toUpperCase(), '0B7e5D7a-3F5e-4c53-9A57-2b1F0f6A7c11', '01890a5d-ac96-774b-bcce-b302099a8057'],
    // The last: what the pattern with a pasted `/i` flag matched, and no uuid is.
    invalid: ['', 'not-a-uuid', uuid.replaceAll('-', ''), `{${uuid}}`, uuid.replace('0b', 'g0'), `${uuid} `, `${uuid}/i`],
  },
  {
    what: 'a snippet category (0: the root)',
    where: { operation: 'listSnippets', parameter: 'category' },
    serverAccepts: (v) => ListSnippetsQuerySchema.safeParse({ category: v }).success,
    valid: ['0', '1', '42', '999999999999999'],
    invalid: ['', '00', '01', '-1', '1000000000000000', 'root'],
  },
  {
    what: "a help center category, or none (the articles in no category)",
    where: { operation: 'listArticles', parameter: 'category_id' },
    serverAccepts: (v) => ListArticlesQuerySchema.safeParse({ category_id: v }).success,
    valid: ['none', '1', '42', '999999999999999'],
    invalid: ['', '0', '01', '-1', '1000000000000000', 'None', 'none ', 'all'],
  },
  {
    what: 'the event id a stream resumes after',
    where: { operation: 'streamEvents', parameter: 'since' },
    serverAccepts: (v) => EventStreamQuerySchema.safeParse({ since: v }).success,
    valid: ['0', '1', '1234567890123456'],
    invalid: ['', '00', '01', '-1', '12345678901234567', 'last'],
  },
  {
    what: 'an invoice id',
    where: { operation: 'downloadInvoicePdf', parameter: 'id' },
    serverAccepts: (v) => InvoiceIdParamSchema.safeParse(v).success,
    valid: ['in_4fQk2ZbV9xT1mN8pR3sL', 'in_00000000000000000000'],
    invalid: ['', 'in_short', 'IN_4fQk2ZbV9xT1mN8pR3sL', 'in_4fQk2ZbV9xT1mN8pR3s!', 'in_4fQk2ZbV9xT1mN8pR3sLx'],
  },
  {
    what: 'a currency (ISO 4217)',
    where: { schema: 'Invoice', property: 'currency' },
    serverAccepts: (v) => InvoiceSchema.shape.currency.safeParse(v).success,
    valid: ['EUR', 'JPY', 'USD'],
    invalid: ['', 'eur', 'EU', 'EURO', ' EUR'],
  },
  {
    what: 'a snippet shortcut (empty: none)',
    where: { schema: 'CreateSnippet', property: 'shortcut' },
    serverAccepts: (v) => CreateSnippetBodySchema.shape.shortcut.safeParse(v).success,
    valid: ['', 'thanks', 'refund-2', '-'],
    invalid: ['Thanks', 'a b', 'über', 'a_b', ' thanks'],
  },
  {
    what: 'a tag, trimmed by the server',
    where: { schema: 'BulkUpdate', property: 'tag' },
    serverAccepts: (v) => TagSchema.safeParse(v).success,
    valid: ['billing', 'VIP', ' billing ', '\tvip\n', 'a/b', 'café', 'x'.repeat(50)],
    invalid: ['', '   ', 'two words', 'a,b', "it's", '"vip"'],
  },
  {
    what: "an attachment's MIME type, trimmed by the server",
    where: { schema: 'ComposeAttachment', property: 'type' },
    serverAccepts: (v) => ComposeAttachmentSchema.shape.type.safeParse(v).success,
    valid: ['application/pdf', 'IMAGE/PNG', 'image/svg+xml', 'application/vnd.ms-excel', ' text/plain\n'],
    invalid: ['', 'pdf', 'application/', '/pdf', 'application/pdf; charset=utf-8', 'text /plain', 'é/x'],
  },
  {
    what: 'a webhook event type or prefix, trimmed by the server',
    where: { schema: 'CreateWebhook', property: 'event_types', items: true },
    serverAccepts: (v) => CreateWebhookBodySchema.safeParse({ url: 'https://hooks.example/inbox', event_types: [v] }).success,
    valid: [...CHANGE_TYPES, 'conversation.', 'ai_source.', ' message.sent '],
    invalid: ['', 'conversation', 'conversation.opened', 'unknown.', 'Conversation.updated', 'conversation.updated.x', '.', 'message.sent,note.added'],
  },
];
