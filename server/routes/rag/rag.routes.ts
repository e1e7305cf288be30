import { z } from '@hono/zod-openapi';
import {
  ConversationDraftQuerySchema,
  CreateConversationSourceBodySchema,
  CreateQuestionsBodySchema,
  CreateTextBodySchema,
  ListRagSourcesQuerySchema,
  PathUuidSchema,
  RagSearchQuerySchema,
  RagConversationDraftSchema,
  RagSearchResponseSchema,
  RagSourceAcceptedSchema,
  RagSourceDeletedSchema,
  RagSourceDetailSchema,
  RagSourcePageSchema,
  UpdateQuestionsBodySchema,
  UpdateTextBodySchema,
} from '#contract/rag';
import type { ApiTag } from '../../http/api-tags.ts';
import { declareRoute } from '../../http/declare-route.ts';
import { badRequest, errorResponse, jsonContent, unauthorized } from '../../http/responses.ts';

const json = <T>(schema: T) => ({ required: true, content: { 'application/json': { schema } } });
const uuidParams = z.object({ uuid: PathUuidSchema.meta({ description: 'The source uuid.' }) });
const notFound = { 404: errorResponse('No such source in this organization.') };
const tags: [ApiTag] = ['AI store'];

const accepted = (description: string) => ({ 202: jsonContent(RagSourceAcceptedSchema, description) });

export const createQuestionsRoute = declareRoute({
  operationId: 'createAiQuestionsSource',
  method: 'post',
  path: '/organization/rag/sources/questions',
  tags,
  summary: 'Add a question and answer source',
  description: 'Several question variants share one answer (better matching). Queued for processing; searchable once ready.',
  request: { body: json(CreateQuestionsBodySchema) },
  responses: { ...accepted('Queued for processing.'), ...badRequest('A field is missing or invalid; the message names it.'), ...unauthorized },
});

export const updateQuestionsRoute = declareRoute({
  operationId: 'updateAiQuestionsSource',
  method: 'patch',
  path: '/organization/rag/sources/questions/{uuid}',
  tags,
  summary: 'Update a question and answer source',
  description: 'questions and/or answer replace the stored ones. Only sources of type question can be updated. Queued for processing.',
  request: { params: uuidParams, body: json(UpdateQuestionsBodySchema) },
  responses: {
    ...accepted('Update queued.'),
    ...badRequest('Invalid body or uuid, or the source is not of type question ("Only Questions can be updated").'),
    ...unauthorized,
    ...notFound,
    409: errorResponse('The source is being deleted.'),
  },
});

export const createTextRoute = declareRoute({
  operationId: 'createAiTextSource',
  method: 'post',
  path: '/organization/rag/sources/text',
  tags,
  summary: 'Add a text source (a help article)',
  description: 'Split by headings and paragraphs into passages, each searchable with the title. Queued for processing.',
  request: { body: json(CreateTextBodySchema) },
  responses: { ...accepted('Queued for processing.'), ...badRequest('title or content missing or too long.'), ...unauthorized },
});

export const updateTextRoute = declareRoute({
  operationId: 'updateAiTextSource',
  method: 'patch',
  path: '/organization/rag/sources/text/{uuid}',
  tags,
  summary: 'Update a text source',
  description:
    'title and/or content replace the stored ones. Only sources of type text can be updated here (a published article\'s source follows the article). ' +
    'Processed again: its passages are split anew.',
  request: { params: uuidParams, body: json(UpdateTextBodySchema) },
  responses: {
    ...accepted('Update queued.'),
    ...badRequest('Invalid body or uuid, or the source is not of type text ("Only texts can be updated here").'),
    ...unauthorized,
    ...notFound,
    409: errorResponse('The source is being deleted, or follows a published help article (edit the article instead).'),
  },
});

export const createConversationRoute = declareRoute({
  operationId: 'createAiConversationSource',
  method: 'post',
  path: '/organization/rag/sources/conversation',
  tags,
  summary: 'Learn from a resolved conversation',
  description:
    "The customer's first message (quoted text and signature removed) and the agent's last sent reply become a question and " +
    'answer source of type conversation. Queued for processing.',
  request: { body: json(CreateConversationSourceBodySchema) },
  responses: {
    ...accepted('Queued for processing.'),
    ...badRequest('The conversation has no customer message, or no sent agent reply.'),
    ...unauthorized,
    404: errorResponse('No such conversation in this organization.'),
  },
});

export const conversationDraftRoute = declareRoute({
  operationId: 'draftAiConversationSource',
  method: 'get',
  path: '/organization/rag/sources/conversation/draft',
  tags,
  summary: 'What a conversation would teach',
  description:
    "The question and answer a source learnt from this conversation would hold now (the customer's first message and subject, the " +
    "agent's last sent reply, quotes and signatures trimmed), without creating anything: the dashboard's \"Save as AI answer\" shows it " +
    'to edit, then adds it as a Q&A.',
  request: { query: ConversationDraftQuerySchema },
  responses: {
    200: jsonContent(RagConversationDraftSchema, 'The draft.'),
    ...badRequest('conversation_id missing or not an id; the conversation has no customer message, or no sent agent reply.'),
    ...unauthorized,
    404: errorResponse('No such conversation in this organization.'),
  },
});

export const listSourcesRoute = declareRoute({
  operationId: 'listAiSources',
  method: 'get',
  path: '/organization/rag/sources',
  tags,
  summary: 'List sources',
  description: 'Newest first, in cursor pages; filter by type and status. Pass the returned cursor with the same filters.',
  request: { query: ListRagSourcesQuerySchema },
  responses: { 200: jsonContent(RagSourcePageSchema, 'A page of sources.'), ...badRequest('Invalid filter, limit or cursor.'), ...unauthorized },
});

export const getSourceRoute = declareRoute({
  operationId: 'getAiSource',
  method: 'get',
  path: '/organization/rag/sources/{uuid}',
  tags,
  summary: 'One source',
  description:
    'Its type and processing status (with `error` when it failed) and what it holds: questions and answer, or a text\'s title, size and `content`.',
  request: { params: uuidParams },
  responses: { 200: jsonContent(RagSourceDetailSchema, 'The source.'), ...badRequest('The uuid is not a uuid.'), ...unauthorized, ...notFound },
});

export const deleteSourceRoute = declareRoute({
  operationId: 'deleteAiSource',
  method: 'delete',
  path: '/organization/rag/sources/{uuid}',
  tags,
  summary: 'Delete a source',
  description:
    'Never searched again from now on; removed with its passages by a background job. The source of a published help article follows the article: unpublish or delete the article instead (409).',
  request: { params: uuidParams },
  responses: {
    200: jsonContent(RagSourceDeletedSchema, 'Deletion queued.'),
    ...badRequest('The uuid is not a uuid.'),
    ...unauthorized,
    ...notFound,
    409: errorResponse('The source follows a published help article.'),
  },
});

export const reprocessSourceRoute = declareRoute({
  operationId: 'reprocessAiSource',
  method: 'post',
  path: '/organization/rag/sources/{uuid}/reprocess',
  tags,
  summary: 'Process a failed source again',
  description: 'Queues a source whose processing failed once more (after the cause was fixed). Any other status: 409.',
  request: { params: uuidParams },
  responses: {
    ...accepted('Queued for processing.'),
    ...badRequest('The uuid is not a uuid.'),
    ...unauthorized,
    ...notFound,
    409: errorResponse('The source has not failed.'),
  },
});

export const searchRoute = declareRoute({
  operationId: 'searchAiStore',
  method: 'get',
  path: '/organization/rag/search',
  tags,
  summary: 'Find the answers to a question',
  description:
    "The organization's ready sources that best answer q, best first, one result per source: full-text search (English " +
    'stemming, typo correction, support thesaurus and WordNet synonyms) and trigram similarity, fused.',
  request: { query: RagSearchQuerySchema },
  responses: { 200: jsonContent(RagSearchResponseSchema, 'The results.'), ...badRequest('q missing, empty or too long, or limit out of range.'), ...unauthorized },
});
