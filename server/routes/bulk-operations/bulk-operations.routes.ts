import { z } from '@hono/zod-openapi';
import { PathIdSchema } from '#contract/common';
import { BulkMatchingBodySchema, BulkOperationSchema, BulkUndoResultSchema } from '#contract/conversations';
import { declareRoute } from '../../http/declare-route.ts';
import { badRequest, errorResponse, jsonContent, unauthorized } from '../../http/responses.ts';

const json = <T>(schema: T) => ({ required: true, content: { 'application/json': { schema } } });
const idParams = z.object({ id: PathIdSchema.meta({ description: 'The bulk operation id.' }) });
const notFound = { 404: errorResponse('No such bulk operation in this organization.') };

export const countMatchingRoute = declareRoute({
  operationId: 'countMatchingConversations',
  method: 'get',
  path: '/conversations/bulk/matching',
  tags: ['Conversations'],
  summary: 'How many conversations a change over a search would cover',
  description: 'The number of conversations the search matches now (the list\'s `search`), at most `max` of which one change can cover.',
  request: {
    query: z.object({
      search: z
        .string()
        .max(500, 'search must be at most 500 characters')
        .optional()
        .meta({ description: "The list's `search` (GET /conversations); absent or empty: the opened conversations.", example: 'status:opened tag:billing' }),
    }),
  },
  responses: {
    200: jsonContent(z.object({ count: z.number().int(), max: z.number().int() }).meta({ id: 'BulkMatchingCount' }), 'The count.'),
    ...badRequest('An invalid search.'),
    ...unauthorized,
  },
});

export const startMatchingRoute = declareRoute({
  operationId: 'bulkUpdateMatchingConversations',
  method: 'post',
  path: '/conversations/bulk/matching',
  tags: ['Conversations'],
  summary: 'Change every conversation matching a search',
  description:
    'The change of a bulk update (status, assignment, tag, untag, block) applied on the server to every conversation the ' +
    'search matches at the time of the request, in batches of 500, as a durable job: 202 with the operation at once, ' +
    'then `bulk.progress` events in the stream (GET /events) and GET /conversations/bulk/{id}. At most 100,000 conversations.',
  request: { body: json(BulkMatchingBodySchema) },
  responses: {
    202: jsonContent(z.object({ operation: BulkOperationSchema }), 'The operation, started.'),
    ...badRequest('An invalid search or change.'),
    ...unauthorized,
    403: errorResponse('block needs the contact.block permission; nothing was changed.'),
    429: errorResponse('The caller already has 2 changes over a search running; Retry-After says when to try again.'),
  },
});

export const getOperationRoute = declareRoute({
  operationId: 'getBulkOperation',
  method: 'get',
  path: '/conversations/bulk/{id}',
  tags: ['Conversations'],
  summary: 'A bulk change: its progress and whether it can be undone',
  description: 'Every bulk change is recorded as an operation: its status, how many conversations it covers, has processed and changed, and `undo_until` (an hour after the change).',
  request: { params: idParams },
  responses: {
    200: jsonContent(BulkOperationSchema, 'The operation.'),
    ...badRequest('An invalid id.'),
    ...unauthorized,
    ...notFound,
  },
});

export const undoOperationRoute = declareRoute({
  operationId: 'undoBulkOperation',
  method: 'post',
  path: '/conversations/bulk/{id}/undo',
  tags: ['Conversations'],
  summary: 'Undo a bulk change',
  description:
    'Puts back what the change changed (status with its snooze time, assignee, tags), on each conversation only where it still ' +
    'holds what the change set: what a teammate changed since stays. Within an hour of the change; a deletion cannot be undone. ' +
    '200 with the conversations put back; 202 when it changed more than 500 (it then runs as a job, with progress in the stream).',
  request: { params: idParams },
  responses: {
    200: jsonContent(BulkUndoResultSchema, 'Undone.'),
    202: jsonContent(BulkUndoResultSchema, 'Being undone, in batches.'),
    ...badRequest('An invalid id, or a deletion.'),
    ...unauthorized,
    ...notFound,
    409: errorResponse('Still running, already undone, nothing to undo, or past the undo window.'),
  },
});
