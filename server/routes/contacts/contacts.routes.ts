import { z } from '@hono/zod-openapi';
import { PathIdSchema } from '#contract/common';
import { ContactDetailSchema, ContactSchema, ListContactsQuerySchema, UpdateContactBodySchema } from '#contract/contacts';
import { declareRoute } from '../../http/declare-route.ts';
import { badRequest, errorResponse, jsonContent, unauthorized } from '../../http/responses.ts';

export const listContactsRoute = declareRoute({
  operationId: 'listContacts',
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

const contactParams = z.object({ id: PathIdSchema.meta({ description: 'The contact id.' }) });
const contactNotFound = { 404: errorResponse('No such contact in this organization.') };

export const getContactRoute = declareRoute({
  operationId: 'getContact',
  method: 'get',
  path: '/contacts/{id}',
  tags: ['Contacts'],
  summary: 'One contact, with their conversations',
  description:
    'The contact, when they first wrote, how many conversations they have, and up to 20 of those: opened first, then ' +
    'snoozed, closed and spam, each by their last message. What the dashboard shows beside a conversation.',
  request: { params: contactParams },
  responses: {
    200: jsonContent(ContactDetailSchema, 'The contact.'),
    ...badRequest('The id is not a positive integer.'),
    ...unauthorized,
    ...contactNotFound,
  },
});

export const updateContactRoute = declareRoute({
  operationId: 'updateContact',
  method: 'patch',
  path: '/contacts/{id}',
  tags: ['Contacts'],
  summary: "Rename a contact",
  description: "Only the name can change: the address identifies the contact and routes their mail.",
  request: { params: contactParams, body: { required: true, content: { 'application/json': { schema: UpdateContactBodySchema } } } },
  responses: {
    200: jsonContent(ContactDetailSchema, 'The contact, renamed.'),
    ...badRequest('The name is missing, empty or longer than 200 characters.'),
    ...unauthorized,
    ...contactNotFound,
  },
});
