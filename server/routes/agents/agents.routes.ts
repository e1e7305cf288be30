import { z } from '@hono/zod-openapi';
import { AgentInviteSchema, AgentSchema, CreatedInviteSchema, InviteAgentBodySchema, ListAgentsQuerySchema, UpdateAgentBodySchema } from '#contract/agents';
import { PathIdSchema } from '#contract/common';
import { declareRoute } from '../../http/declare-route.ts';
import { badRequest, errorResponse, jsonContent, unauthorized } from '../../http/responses.ts';

export const listAgentsRoute = declareRoute({
  operationId: 'listAgents',
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

export const listPendingInvitesRoute = declareRoute({
  operationId: 'listPendingInvites',
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

const json = <T>(schema: T) => ({ required: true, content: { 'application/json': { schema } } });
const agentParams = z.object({ id: PathIdSchema.meta({ description: 'The agent id.' }) });
const inviteParams = z.object({ id: PathIdSchema.meta({ description: 'The invitation id.' }) });

export const createInviteRoute = declareRoute({
  operationId: 'inviteAgent',
  method: 'post',
  path: '/agents/invites',
  tags: ['Agents'],
  summary: 'Invite a teammate',
  description:
    'A pending invitation for this email with a role, valid 14 days. The answer carries `accept_path`, the link the ' +
    'person opens to join (shown once: share it with them). Needs teammate.invite.',
  request: { body: json(InviteAgentBodySchema) },
  responses: {
    201: jsonContent(CreatedInviteSchema, 'The invitation.'),
    ...badRequest('An invalid email or role, or the email is already an agent of the organization.'),
    ...unauthorized,
    403: errorResponse('The caller lacks teammate.invite.'),
  },
});

export const revokeInviteRoute = declareRoute({
  operationId: 'revokeInvite',
  method: 'delete',
  path: '/agents/invites/{id}',
  tags: ['Agents'],
  summary: 'Revoke an invitation',
  description: 'Its link no longer admits anyone. Needs teammate.invite.',
  request: { params: inviteParams },
  responses: {
    204: { description: 'Revoked.' },
    ...badRequest('The id is not a positive integer.'),
    ...unauthorized,
    403: errorResponse('The caller lacks teammate.invite.'),
    404: errorResponse('No such pending invitation in this organization.'),
  },
});

export const updateAgentRoute = declareRoute({
  operationId: 'updateAgent',
  method: 'patch',
  path: '/agents/{id}',
  tags: ['Agents'],
  summary: "Change an agent's role",
  description: 'Between admin and agent. Owners and admins (or an API key); not the owner, not oneself.',
  request: { params: agentParams, body: json(UpdateAgentBodySchema) },
  responses: {
    200: jsonContent(AgentSchema, 'The agent, with complete fields.'),
    ...badRequest('An invalid role or id.'),
    ...unauthorized,
    403: errorResponse('The caller lacks teammate.invite (agents, keys without it), or the agent is the owner or oneself.'),
    404: errorResponse('No such active agent in this organization.'),
  },
});

export const deactivateAgentRoute = declareRoute({
  operationId: 'deactivateAgent',
  method: 'delete',
  path: '/agents/{id}',
  tags: ['Agents'],
  summary: 'Deactivate an agent',
  description:
    'The agent can no longer sign in and their sessions end at once; their history stays. They can be invited back. ' +
    'Owners and admins (or an API key); not the owner, not oneself.',
  request: { params: agentParams },
  responses: {
    204: { description: 'Deactivated.' },
    ...badRequest('The id is not a positive integer.'),
    ...unauthorized,
    403: errorResponse('The caller lacks teammate.invite (agents, keys without it), or the agent is the owner or oneself.'),
    404: errorResponse('No such active agent in this organization.'),
  },
});
