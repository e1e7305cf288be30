import { z } from '@hono/zod-openapi';
import { PathIdSchema } from '#contract/common';
import {
  CreatedSuppressionSchema,
  CreateSuppressionBodySchema,
  ListSuppressionsQuerySchema,
  SuppressionSchema,
} from '#contract/suppressions';
import { declareRoute } from '../../http/declare-route.ts';
import { badRequest, errorResponse, jsonContent, unauthorized } from '../../http/responses.ts';

export const listSuppressionsRoute = declareRoute({
  operationId: 'listSuppressions',
  method: 'get',
  path: '/contacts/suppressed',
  tags: ['Contacts'],
  summary: 'List the suppression list',
  description: 'Every suppressed address and domain (`*@domain`), with how many messages each has refused. Not paginated; ties of the order are broken by id.',
  request: { query: ListSuppressionsQuerySchema },
  responses: {
    200: jsonContent(z.array(SuppressionSchema), 'The suppressed addresses and domains.'),
    ...badRequest('order_by or way is not one of the allowed values.'),
    ...unauthorized,
  },
});

export const createSuppressionRoute = declareRoute({
  operationId: 'createSuppression',
  method: 'post',
  path: '/contacts/suppressed',
  tags: ['Contacts'],
  summary: 'Suppress an address or a whole domain',
  description:
    'Mail from a suppressed address, or from any address of a suppressed *@domain, is refused. ' +
    'Suppressing a domain consolidates the existing address entries of that domain into the new entry (their blocked counts are added up).',
  request: {
    body: { required: true, content: { 'application/json': { schema: CreateSuppressionBodySchema } } },
  },
  responses: {
    200: jsonContent(CreatedSuppressionSchema, 'The new suppression record, with how many address entries it absorbed.'),
    ...badRequest('Invalid email format, or the email <email> is already suppressed.'),
    ...unauthorized,
  },
});

export const deleteSuppressionRoute = declareRoute({
  operationId: 'deleteSuppression',
  method: 'delete',
  path: '/contacts/suppressed/{id}',
  tags: ['Contacts'],
  summary: 'Remove an entry of the suppression list',
  description: 'Mail from that address or domain is received again. Owners and admins (or an API key).',
  request: { params: z.object({ id: PathIdSchema.meta({ description: 'The suppression record id.' }) }) },
  responses: {
    204: { description: 'Removed.' },
    ...badRequest('The id is not a positive integer.'),
    ...unauthorized,
    403: errorResponse('The caller lacks contact.block (a signed-in agent, or a key without it).'),
    404: errorResponse('No such entry in this organization.'),
  },
});
