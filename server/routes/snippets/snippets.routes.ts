import { z } from '@hono/zod-openapi';
import { PathIdSchema } from '#contract/common';
import {
  ApplySnippetBodySchema,
  ApplySnippetQuerySchema,
  ApplySnippetResultSchema,
  CreateCategoryBodySchema,
  CreateSnippetBodySchema,
  DeletedCategorySchema,
  ListSnippetsQuerySchema,
  SnippetCategorySchema,
  SnippetListSchema,
  SnippetSchema,
  UpdateCategoryBodySchema,
  UpdateSnippetBodySchema,
} from '#contract/snippets';
import { declareRoute } from '../../http/declare-route.ts';
import { badRequest, errorResponse, jsonContent, unauthorized } from '../../http/responses.ts';

const json = <T>(schema: T) => ({ required: true, content: { 'application/json': { schema } } });
const snippetParams = z.object({ id: PathIdSchema.meta({ description: 'The snippet id.' }) });
const categoryParams = z.object({ id: PathIdSchema.meta({ description: 'The category id.' }) });
const forbidden = { 403: errorResponse('A signed-in agent who is not an owner or admin.') };
const snippetNotFound = { 404: errorResponse('No such snippet in this organization.') };
const categoryNotFound = { 404: errorResponse('No such category in this organization.') };

export const createSnippetRoute = declareRoute({
  operationId: 'createSnippet',
  method: 'post',
  path: '/snippets',
  tags: ['Snippets'],
  summary: 'Create a snippet',
  description:
    'A reusable, ordered set of 1 to 10 actions (status, status.close, reply, note, teammates.assign, tag, untag: see ' +
    'docs/api.md "Actions"), with an optional shortcut unique in the organization and filed in categories (0: the root). ' +
    'Reply and note text may hold variables such as {{contact.first_name | there}}, filled when the snippet is applied.',
  request: { body: json(CreateSnippetBodySchema) },
  responses: {
    201: jsonContent(SnippetSchema, 'The snippet.'),
    ...badRequest('A field is missing or invalid, a category does not exist, or the shortcut is taken; the message names it.'),
    ...unauthorized,
    ...forbidden,
  },
});

export const listSnippetsRoute = declareRoute({
  operationId: 'listSnippets',
  method: 'get',
  path: '/snippets',
  tags: ['Snippets'],
  summary: 'List snippets',
  description: 'Of one category (0: the root) when asked, matching `query` when given; by category position, then title. At most 1000.',
  request: { query: ListSnippetsQuerySchema },
  responses: {
    200: jsonContent(SnippetListSchema, 'The snippets.'),
    ...badRequest('An invalid category or query.'),
    ...unauthorized,
  },
});

export const getSnippetRoute = declareRoute({
  operationId: 'getSnippet',
  method: 'get',
  path: '/snippets/{id}',
  tags: ['Snippets'],
  summary: 'One snippet',
  description: 'With its actions in order, its categories, shortcut and how often it was applied.',
  request: { params: snippetParams },
  responses: {
    200: jsonContent(SnippetSchema, 'The snippet.'),
    ...badRequest('The id is not a positive integer.'),
    ...unauthorized,
    ...snippetNotFound,
  },
});

export const updateSnippetRoute = declareRoute({
  operationId: 'updateSnippet',
  method: 'patch',
  path: '/snippets/{id}',
  tags: ['Snippets'],
  summary: 'Change a snippet',
  description: 'Every field optional, at least one; `actions`, when given, replace all of them (in the order given).',
  request: { params: snippetParams, body: json(UpdateSnippetBodySchema) },
  responses: {
    200: jsonContent(SnippetSchema, 'The snippet.'),
    ...badRequest('A field is invalid, a category does not exist, or the shortcut is taken.'),
    ...unauthorized,
    ...forbidden,
    ...snippetNotFound,
  },
});

export const deleteSnippetRoute = declareRoute({
  operationId: 'deleteSnippet',
  method: 'delete',
  path: '/snippets/{id}',
  tags: ['Snippets'],
  summary: 'Delete a snippet',
  description: 'What it already did stays: messages, notes and changes made by applying it are not undone.',
  request: { params: snippetParams },
  responses: {
    204: { description: 'Deleted.' },
    ...badRequest('The id is not a positive integer.'),
    ...unauthorized,
    ...forbidden,
    ...snippetNotFound,
  },
});

export const listCategoriesRoute = declareRoute({
  operationId: 'listSnippetCategories',
  method: 'get',
  path: '/snippets/categories',
  tags: ['Snippets'],
  summary: 'The category tree',
  description: 'Every category in tree order (each parent before its children, siblings by position), with its snippet count.',
  responses: {
    200: jsonContent(z.array(SnippetCategorySchema), 'The categories.'),
    ...unauthorized,
  },
});

export const createCategoryRoute = declareRoute({
  operationId: 'createSnippetCategory',
  method: 'post',
  path: '/snippets/categories',
  tags: ['Snippets'],
  summary: 'Create a category',
  description: 'Under a parent (0: the root), placed among its siblings by `position`, at the end by default.',
  request: { body: json(CreateCategoryBodySchema) },
  responses: {
    201: jsonContent(SnippetCategorySchema, 'The category.'),
    ...badRequest('An invalid name, position, or a parent that does not exist.'),
    ...unauthorized,
    ...forbidden,
  },
});

export const updateCategoryRoute = declareRoute({
  operationId: 'updateSnippetCategory',
  method: 'patch',
  path: '/snippets/categories/{id}',
  tags: ['Snippets'],
  summary: 'Rename, move or reorder a category',
  description: 'A new parent_id moves it (with its children); position places it among its siblings. A cycle is refused.',
  request: { params: categoryParams, body: json(UpdateCategoryBodySchema) },
  responses: {
    200: jsonContent(SnippetCategorySchema, 'The category.'),
    ...badRequest('An invalid field, a parent that does not exist, or a move into itself.'),
    ...unauthorized,
    ...forbidden,
    ...categoryNotFound,
  },
});

export const deleteCategoryRoute = declareRoute({
  operationId: 'deleteSnippetCategory',
  method: 'delete',
  path: '/snippets/categories/{id}',
  tags: ['Snippets'],
  summary: 'Delete a category',
  description: 'Its snippets and child categories move to its parent (the root for a top category): nothing is lost.',
  request: { params: categoryParams },
  responses: {
    200: jsonContent(DeletedCategorySchema, 'What moved where.'),
    ...badRequest('The id is not a positive integer.'),
    ...unauthorized,
    ...forbidden,
    ...categoryNotFound,
  },
});

export const applySnippetRoute = declareRoute({
  operationId: 'applySnippet',
  method: 'post',
  path: '/conversations/{id}/snippets/{snippet_id}/apply',
  tags: ['Snippets'],
  summary: 'Apply a snippet to a conversation',
  description:
    'Runs its actions in order as the caller, all or nothing, with the same history events as the bulk update and ' +
    'replies; a reply is scheduled like any reply (delay, default 7 s, cancellable). With an API key, agent_id or ' +
    'agent_email names who writes reply and note actions. `?preview=true` answers what would happen, changing nothing.',
  request: {
    params: z.object({
      id: PathIdSchema.meta({ description: 'The conversation id.' }),
      snippet_id: PathIdSchema.meta({ description: 'The snippet id.' }),
    }),
    query: ApplySnippetQuerySchema,
    body: { required: false, content: { 'application/json': { schema: ApplySnippetBodySchema } } },
  },
  responses: {
    200: jsonContent(ApplySnippetResultSchema, 'What the snippet did (or would do).'),
    ...badRequest('No agent for a reply or note, or an action that cannot apply now (the message names it).'),
    ...unauthorized,
    404: errorResponse('No such conversation or snippet in this organization.'),
  },
});
