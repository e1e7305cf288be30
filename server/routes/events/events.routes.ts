import { z } from '@hono/zod-openapi';
import { EventStreamQuerySchema } from '#contract/events';
import { declareRoute } from '../../http/declare-route.ts';
import { badRequest, unauthorized } from '../../http/responses.ts';

export const eventStreamRoute = declareRoute({
  operationId: 'streamEvents',
  method: 'get',
  path: '/events',
  tags: ['Events'],
  summary: 'Stream the changes of the organization (server-sent events)',
  description:
    'A text/event-stream of every change: conversation.created/updated/deleted, message.received/scheduled/sent/failed/' +
    'cancelled, note.added, snippet.applied, contact.updated, suppression.added/removed, ai_source.status_changed/proposal_changed/proposal_removed, ' +
    'bulk.progress, channel.created/updated, organization.updated, article.created/updated/published/unpublished/deleted, ' +
    'article_category.created/updated/deleted, knowledge_site.updated. Each event has `id:` (resume with Last-Event-ID or ?since=), `event:` (its type) and `data:` (JSON, ' +
    'see ChangeEvent). Events older than a week are gone: resuming before them gets `event: reset` (refetch, then follow). ' +
    'A comment line every 15 s keeps proxies from closing the connection. Only the caller\'s organization, ever.',
  request: {
    query: EventStreamQuerySchema,
    headers: z.object({ 'last-event-id': z.string().max(20).optional().meta({ description: 'The id of the last event received.' }) }),
  },
  responses: {
    200: { description: 'The stream.', content: { 'text/event-stream': { schema: z.string() } } },
    ...badRequest('An invalid since, Last-Event-ID or types.'),
    ...unauthorized,
  },
});
