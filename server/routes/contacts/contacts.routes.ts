import { createRoute, z } from '@hono/zod-openapi';
import { ContactSchema, ListContactsQuerySchema } from '../../../contract/contacts.ts';
import { badRequest, jsonContent, unauthorized } from '../../http/responses.ts';

export const listContactsRoute = createRoute({
  method: 'get',
  path: '/contacts',
  tags: ['Contacts'],
  summary: 'Search trusted contacts',
  description:
    'Trusted contacts only (session_uuid null). A query containing "@" searches emails only; otherwise names and emails. ' +
    'Case-insensitive substring match; exact and prefix matches come first, then by name.',
  request: { query: ListContactsQuerySchema },
  responses: {
    200: jsonContent(z.array(ContactSchema), 'The matching contacts.'),
    ...badRequest('limit outside 1..99, or query longer than 200 characters.'),
    ...unauthorized,
  },
});
