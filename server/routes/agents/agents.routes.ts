import { createRoute, z } from '@hono/zod-openapi';
import { AgentInviteSchema, AgentSchema, ListAgentsQuerySchema } from '../../../contract/agents.ts';
import { badRequest, jsonContent, unauthorized } from '../../http/responses.ts';

export const listAgentsRoute = createRoute({
  method: 'get',
  path: '/agents',
  tags: ['Agents'],
  summary: 'List the active agents',
  description: 'All active agents of the organization, by name. With complete=true each carries its roles, permissions and owner status.',
  request: { query: ListAgentsQuerySchema },
  responses: {
    200: jsonContent(z.array(AgentSchema), 'The agents.'),
    ...badRequest('complete is not true or false.'),
    ...unauthorized,
  },
});

export const listPendingInvitesRoute = createRoute({
  method: 'get',
  path: '/agents/pending',
  tags: ['Agents'],
  summary: 'List pending invitations',
  description:
    'Invitations neither accepted nor expired, newest first. An empty array when the caller lacks the teammate.invite permission.',
  responses: {
    200: jsonContent(z.array(AgentInviteSchema), 'The pending invitations.'),
    ...unauthorized,
  },
});
