import { z } from '@hono/zod-openapi';
import { PathIdSchema } from '#contract/common';
import { PresenceBodySchema, PresenceListSchema, PresenceSchema } from '#contract/presence';
import { declareRoute } from '../../http/declare-route.ts';
import { badRequest, errorResponse, jsonContent, unauthorized } from '../../http/responses.ts';

const forAgents = 'For signed-in agents (the dashboard): an API key acts for the organization, not for an agent, and gets 400.';

export const listPresenceRoute = declareRoute({
  operationId: 'listPresence',
  method: 'get',
  path: '/presence',
  tags: ['Events'],
  summary: 'Who is viewing or replying to which conversation now',
  description: 'The same entries as the `presence` events of GET /events; each is gone after `expires_at` unless renewed.',
  responses: {
    200: jsonContent(PresenceListSchema, 'Who is present.'),
    ...unauthorized,
  },
});

export const heartbeatRoute = declareRoute({
  operationId: 'sendPresenceHeartbeat',
  method: 'post',
  path: '/presence',
  tags: ['Events'],
  summary: 'Say that the signed-in agent is viewing or replying to a conversation',
  description: `A heartbeat, every few seconds while it holds (it lasts 20 s). ${forAgents}`,
  request: { body: { required: true, content: { 'application/json': { schema: PresenceBodySchema } } } },
  responses: {
    200: jsonContent(PresenceSchema, 'The presence, as the other agents see it.'),
    ...badRequest('Invalid input, or an API key.'),
    ...unauthorized,
    404: errorResponse('No such conversation in this organization.'),
  },
});

export const leaveRoute = declareRoute({
  operationId: 'endPresence',
  method: 'delete',
  path: '/presence/{conversation_id}',
  tags: ['Events'],
  summary: 'Say that the signed-in agent left a conversation',
  description: `At once, rather than when the last heartbeat runs out. ${forAgents}`,
  request: { params: z.object({ conversation_id: PathIdSchema.meta({ description: 'The conversation the agent left.' }) }) },
  responses: {
    204: { description: 'Gone.' },
    ...badRequest('An invalid id, or an API key.'),
    ...unauthorized,
  },
});
