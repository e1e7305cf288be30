import { createRoute, z } from '@hono/zod-openapi';
import {
  CreateSuppressionBodySchema,
  ListSuppressionsQuerySchema,
  SuppressionSchema,
} from '../../../contract/suppressions.ts';
import { badRequest, jsonContent, unauthorized } from '../../http/responses.ts';

export const listSuppressionsRoute = createRoute({
  method: 'get',
  path: '/contacts/suppressed',
  tags: ['Contacts'],
  summary: 'List the suppression list',
  request: { query: ListSuppressionsQuerySchema },
  responses: {
    200: jsonContent(z.array(SuppressionSchema), 'The suppressed addresses and domains.'),
    ...badRequest('order_by or way is not one of the allowed values.'),
    ...unauthorized,
  },
});

export const createSuppressionRoute = createRoute({
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
    200: jsonContent(SuppressionSchema, 'The new suppression record.'),
    ...badRequest('Invalid email format, or the email <email> is already suppressed.'),
    ...unauthorized,
  },
});
