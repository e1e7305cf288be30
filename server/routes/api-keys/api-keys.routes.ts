import { z } from '@hono/zod-openapi';
import { ApiKeySchema, CreateApiKeyBodySchema, CreatedApiKeySchema } from '#contract/api-keys';
import { PathIdSchema } from '#contract/common';
import { declareRoute } from '../../http/declare-route.ts';
import { badRequest, errorResponse, jsonContent, unauthorized } from '../../http/responses.ts';

const forbidden = { 403: errorResponse('Keys are managed in the dashboard, by owners and admins: an API key or an agent gets 403.') };

export const listApiKeysRoute = declareRoute({
  operationId: 'listApiKeys',
  method: 'get',
  path: '/api-keys',
  tags: ['API keys'],
  summary: 'List the API keys',
  description: 'Keys not revoked, newest first: name, prefix, permissions, creation, last use. Never the key itself.',
  responses: { 200: jsonContent(z.array(ApiKeySchema), 'The keys.'), ...unauthorized, ...forbidden },
});

export const createApiKeyRoute = declareRoute({
  operationId: 'createApiKey',
  method: 'post',
  path: '/api-keys',
  tags: ['API keys'],
  summary: 'Create an API key',
  description: 'With the chosen permissions. The answer holds the key: shown this once, only its hash is kept.',
  request: { body: { required: true, content: { 'application/json': { schema: CreateApiKeyBodySchema } } } },
  responses: {
    201: jsonContent(CreatedApiKeySchema, 'The key, with its secret.'),
    ...badRequest('An invalid name or permission.'),
    ...unauthorized,
    ...forbidden,
  },
});

export const revokeApiKeyRoute = declareRoute({
  operationId: 'revokeApiKey',
  method: 'delete',
  path: '/api-keys/{id}',
  tags: ['API keys'],
  summary: 'Revoke an API key',
  description: 'It stops working at once (401).',
  request: { params: z.object({ id: PathIdSchema.meta({ description: 'The key id.' }) }) },
  responses: {
    204: { description: 'Revoked.' },
    ...badRequest('The id is not a positive integer.'),
    ...unauthorized,
    ...forbidden,
    404: errorResponse('No such key in this organization (or revoked already).'),
  },
});
