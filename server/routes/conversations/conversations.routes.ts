import { z } from '@hono/zod-openapi';
import { PathIdSchema } from '#contract/common';
import { ComposeBodySchema, NoteBodySchema, ReplyBodySchema } from '#contract/compose';
import {
  BulkUpdateBodySchema,
  BulkUpdateResultSchema,
  ConversationCountsSchema,
  ConversationPageSchema,
  ConversationSchema,
  ListConversationsQuerySchema,
  MessageSchema,
  NoteSchema,
  TimelineSchema,
} from '#contract/conversations';
import { declareRoute } from '../../http/declare-route.ts';
import { badRequest, errorResponse, jsonContent, unauthorized } from '../../http/responses.ts';

const json = <T>(schema: T) => ({ required: true, content: { 'application/json': { schema } } });
const idParams = z.object({ id: PathIdSchema.meta({ description: 'The conversation id.' }) });
const notFound = { 404: errorResponse('No such conversation in this organization.') };

export const listConversationsRoute = declareRoute({
  operationId: 'listConversations',
  method: 'get',
  path: '/conversations',
  tags: ['Conversations'],
  summary: 'List and search conversations',
  description:
    'Cursor pages ordered by priority (waiting on an agent first, the longest wait on top, then the rest by their last message, or creation), ' +
    'oldest or newest (creation time), or longest (the longest-idle first, whichever side is waiting). Pass the returned cursor ' +
    'with the same order and search for the next page; it is null on the last page.',
  request: { query: ListConversationsQuerySchema },
  responses: {
    200: jsonContent(ConversationPageSchema, 'A page of conversations.'),
    ...badRequest('Invalid limit, order, search syntax, unknown agent, or an invalid cursor.'),
    ...unauthorized,
  },
});

export const countsRoute = declareRoute({
  operationId: 'getConversationCounts',
  method: 'get',
  path: '/conversations/counts',
  tags: ['Conversations'],
  summary: 'How many conversations each view holds',
  description:
    'Opened conversations assigned to the signed-in agent (mine; null for an API key), unassigned, and each status, ' +
    'for the sidebar. Each count stops at `cap` (10,000): equal to it means at least that many.',
  responses: {
    200: jsonContent(ConversationCountsSchema, 'The counts.'),
    ...unauthorized,
  },
});

export const bulkUpdateRoute = declareRoute({
  operationId: 'bulkUpdateConversations',
  method: 'post',
  path: '/conversations/bulk',
  tags: ['Conversations'],
  summary: 'Change many conversations at once',
  description:
    'Status (OPENED, CLOSED, SPAM, SNOOZED with snooze_until, DELETE), assignment, tag and untag, combinable. ' +
    'Ids that do not exist in the organization are skipped; the answer holds the conversations changed, in their new state ' +
    '(deleted ones as they were). At most 500 ids.',
  request: { body: json(BulkUpdateBodySchema) },
  responses: {
    200: jsonContent(BulkUpdateResultSchema, 'The conversations updated.'),
    ...badRequest('Invalid input, unknown agent, or an unparseable or past snooze_until.'),
    ...unauthorized,
    403: errorResponse('block needs the contact.block permission; nothing was changed.'),
  },
});

export const composeRoute = declareRoute({
  operationId: 'composeConversation',
  method: 'post',
  path: '/conversations/compose',
  tags: ['Conversations'],
  summary: 'Compose an email, creating a conversation',
  description:
    'Creates an opened conversation with the contact of the first recipient and schedules the message to be sent after delay ' +
    'seconds (default 7; it can be cancelled until then). Actions run after the message was sent.',
  request: { body: json(ComposeBodySchema) },
  responses: {
    200: jsonContent(MessageSchema, 'The scheduled message.'),
    ...badRequest('A field is missing or invalid; the message names it.'),
    ...unauthorized,
  },
});

export const getConversationRoute = declareRoute({
  operationId: 'getConversation',
  method: 'get',
  path: '/conversations/{id}',
  tags: ['Conversations'],
  summary: 'One conversation',
  description: 'As the list shows it: status, subject, contact, channel, assignee, tags and the time of its last message. Its history is GET /conversations/{id}/messages.',
  request: { params: idParams },
  responses: {
    200: jsonContent(ConversationSchema, 'The conversation.'),
    ...badRequest('The id is not a positive integer.'),
    ...unauthorized,
    ...notFound,
  },
});

export const getTimelineRoute = declareRoute({
  operationId: 'getConversationTimeline',
  method: 'get',
  path: '/conversations/{id}/messages',
  tags: ['Conversations'],
  summary: 'Messages, notes and events of a conversation',
  description: 'The whole history in time order, with attachments listed (download through their url).',
  request: { params: idParams },
  responses: {
    200: jsonContent(TimelineSchema, 'The conversation and its history.'),
    ...badRequest('The id is not a positive integer.'),
    ...unauthorized,
    ...notFound,
  },
});

export const exportRoute = declareRoute({
  operationId: 'exportConversationPdf',
  method: 'get',
  path: '/conversations/{id}/export',
  tags: ['Conversations'],
  summary: 'Export a conversation as PDF',
  description: 'Subject, contact, channel, status, then at most 100 entries of messages, notes and events in time order.',
  request: { params: idParams },
  responses: {
    200: { description: 'The PDF file.', content: { 'application/pdf': { schema: z.string().meta({ format: 'binary' }) } } },
    ...badRequest('The id is not a positive integer.'),
    ...unauthorized,
    ...notFound,
  },
});

export const attachmentRoute = declareRoute({
  operationId: 'downloadAttachment',
  method: 'get',
  path: '/conversations/{id}/attachments/{attachment_id}',
  tags: ['Conversations'],
  summary: 'Download an attachment',
  description: 'Always served as a download (Content-Disposition: attachment), never rendered inline.',
  request: { params: idParams.extend({ attachment_id: PathIdSchema.meta({ description: 'The attachment id (its `id` in the history).' }) }) },
  responses: {
    200: { description: 'The file.', content: { 'application/octet-stream': { schema: z.string().meta({ format: 'binary' }) } } },
    ...badRequest('An id is not a positive integer.'),
    ...unauthorized,
    404: errorResponse('No such attachment in this conversation.'),
  },
});

export const replyRoute = declareRoute({
  operationId: 'replyToConversation',
  method: 'post',
  path: '/conversations/{id}/messages',
  tags: ['Conversations'],
  summary: 'Reply in a conversation',
  description:
    "Schedules an outbound message in the conversation, sent after delay seconds (default 7) and cancellable until then. " +
    "To the conversation's contact unless `to` is given; subject \"Re: <subject>\" unless given; threaded (In-Reply-To, " +
    'References) to the latest message so the answer comes back to this conversation.',
  request: { params: idParams, body: json(ReplyBodySchema) },
  responses: {
    200: jsonContent(MessageSchema, 'The scheduled message.'),
    ...badRequest('A field is missing or invalid; the message names it.'),
    ...unauthorized,
    ...notFound,
    409: errorResponse('Collision guard (seen_message_id): the customer wrote or another agent replied meanwhile; `arrived` holds those messages, `latest_message_id` the newest.'),
  },
});

export const noteRoute = declareRoute({
  operationId: 'createConversationNote',
  method: 'post',
  path: '/conversations/{id}/notes',
  tags: ['Conversations'],
  summary: 'Add an internal note',
  description: 'A note for agents only: never sent to the customer. Shown in the history between messages.',
  request: { params: idParams, body: json(NoteBodySchema) },
  responses: {
    200: jsonContent(NoteSchema, 'The note.'),
    ...badRequest('body missing or too long, or no agent given / agent not found.'),
    ...unauthorized,
    ...notFound,
  },
});

export const cancelMessageRoute = declareRoute({
  operationId: 'cancelScheduledMessage',
  method: 'post',
  path: '/conversations/{id}/messages/{message_id}/cancel',
  tags: ['Conversations'],
  summary: 'Undo send: cancel a scheduled message',
  description:
    'A message still scheduled is cancelled and never sent. Cancelling a cancelled message answers it again (200). ' +
    'A message already sending, sent or failed cannot be cancelled: 409.',
  request: { params: idParams.extend({ message_id: PathIdSchema.meta({ description: 'The id of the scheduled outbound message.' }) }) },
  responses: {
    200: jsonContent(MessageSchema, 'The cancelled message.'),
    ...badRequest('An id is not a positive integer.'),
    ...unauthorized,
    404: errorResponse('No such outbound message in this conversation.'),
    409: errorResponse('The message is already sending, sent or failed.'),
  },
});
