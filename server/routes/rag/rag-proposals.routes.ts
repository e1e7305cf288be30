import { z } from '@hono/zod-openapi';
import { PathIdSchema } from '#contract/common';
import { AcceptRagProposalBodySchema, ListRagProposalsQuerySchema, RagProposalPageSchema, RagProposalSchema } from '#contract/rag-proposals';
import type { ApiTag } from '../../http/api-tags.ts';
import { declareRoute } from '../../http/declare-route.ts';
import { badRequest, errorResponse, jsonContent, unauthorized } from '../../http/responses.ts';

// Learning from agents: the customer questions replies proposed as new variants of the Q&A sources they used.

const tags: [ApiTag] = ['AI store'];
const idParams = z.object({ id: PathIdSchema.meta({ description: 'The proposal id.' }) });
const notFound = { 404: errorResponse('No such proposal in this organization.') };

export const listProposalsRoute = declareRoute({
  operationId: 'listAiProposals',
  method: 'get',
  path: '/organization/rag/proposals',
  tags,
  summary: 'List the questions proposed by replies',
  description:
    "When a reply used the answer of a Q&A source (the reply's `ai_source`), the customer's question is proposed as a new " +
    'variant of that source, once per source and wording. Pending first, then accepted and dismissed, newest first; cursor pages.',
  request: { query: ListRagProposalsQuerySchema },
  responses: { 200: jsonContent(RagProposalPageSchema, 'A page of proposals.'), ...badRequest('Invalid status, limit or cursor.'), ...unauthorized },
});

export const acceptProposalRoute = declareRoute({
  operationId: 'acceptAiProposal',
  method: 'post',
  path: '/organization/rag/proposals/{id}/accept',
  tags,
  summary: 'Add a proposed question to its source',
  description:
    'The question becomes a variant of the source (as `PATCH .../sources/questions/{uuid}` would add it): the source is queued ' +
    'for processing, then ready. `question` adds that wording instead (the proposal keeps the customer\'s). Accepting again ' +
    'answers the proposal as it is; a dismissed proposal can still be accepted.',
  request: { params: idParams, body: { required: false, content: { 'application/json': { schema: AcceptRagProposalBodySchema } } } },
  responses: {
    200: jsonContent(RagProposalSchema, 'The accepted proposal; its source is queued.'),
    ...badRequest('The id is not a positive integer, or the question is empty or too long.'),
    ...unauthorized,
    ...notFound,
    409: errorResponse('The source is being deleted, or already holds the most questions it can.'),
  },
});

export const dismissProposalRoute = declareRoute({
  operationId: 'dismissAiProposal',
  method: 'post',
  path: '/organization/rag/proposals/{id}/dismiss',
  tags,
  summary: 'Dismiss a proposed question',
  description: 'The source stays as it is; the same question proposed again for it only counts another occurrence. Dismissing again answers the proposal as it is.',
  request: { params: idParams },
  responses: {
    200: jsonContent(RagProposalSchema, 'The dismissed proposal.'),
    ...badRequest('The id is not a positive integer.'),
    ...unauthorized,
    ...notFound,
    409: errorResponse('The proposal was accepted already.'),
  },
});
