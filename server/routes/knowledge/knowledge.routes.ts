import { DomainVerificationSchema, KnowledgeDomainSchema, SetKnowledgeDomainBodySchema } from '#contract/knowledge';
import { declareRoute } from '../../http/declare-route.ts';
import { badRequest, errorResponse, jsonContent, unauthorized } from '../../http/responses.ts';

const forbidden = { 403: errorResponse('A signed-in agent who is not an owner or admin of the organization.') };

export const getKnowledgeDomainRoute = declareRoute({
  operationId: 'getKnowledgeDomain',
  method: 'get',
  path: '/knowledge/domain',
  tags: ['Knowledge site'],
  summary: "The help site's custom domain",
  description: 'The domain (null when none is set), where it must point (a CNAME to `cname_target`) and the last check of it.',
  responses: {
    200: jsonContent(KnowledgeDomainSchema, 'The domain setting.'),
    ...unauthorized,
  },
});

export const setKnowledgeDomainRoute = declareRoute({
  operationId: 'setKnowledgeDomain',
  method: 'put',
  path: '/knowledge/domain',
  tags: ['Knowledge site'],
  summary: "Set the help site's custom domain",
  description:
    'A host name of at least two labels, without scheme, path or port; stored lower-case. A domain other than the ' +
    'current one forgets the last check. For API keys and signed-in owners and admins.',
  request: { body: { required: true, content: { 'application/json': { schema: SetKnowledgeDomainBodySchema } } } },
  responses: {
    200: jsonContent(KnowledgeDomainSchema, 'The domain setting.'),
    ...badRequest('The domain is missing or not a valid host name.'),
    ...unauthorized,
    ...forbidden,
  },
});

export const clearKnowledgeDomainRoute = declareRoute({
  operationId: 'removeKnowledgeDomain',
  method: 'delete',
  path: '/knowledge/domain',
  tags: ['Knowledge site'],
  summary: "Remove the help site's custom domain",
  description: 'Clears the domain and its last check. For API keys and signed-in owners and admins.',
  responses: {
    200: jsonContent(KnowledgeDomainSchema, 'The domain setting, now empty.'),
    ...unauthorized,
    ...forbidden,
  },
});

export const verifyKnowledgeDomainRoute = declareRoute({
  operationId: 'verifyKnowledgeDomain',
  method: 'get',
  path: '/knowledge/verify',
  tags: ['Knowledge site'],
  summary: "Check the help site domain's CNAME",
  description:
    'Looks the CNAME of the domain up over DNS (at most 3 s) and compares it with the target, case and trailing dot ' +
    'ignored: `verified`, `pending` (no CNAME yet) or `misconfigured` (`found` says where it points). The answer is ' +
    'kept as the last check.',
  responses: {
    200: jsonContent(DomainVerificationSchema, 'What the DNS says.'),
    ...badRequest('No domain is set.'),
    ...unauthorized,
    502: errorResponse('The DNS lookup failed or timed out (SERVFAIL, REFUSED, no answer); the message names the cause.'),
  },
});
