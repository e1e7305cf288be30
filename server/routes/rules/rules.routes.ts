import { z } from '@hono/zod-openapi';
import { PathIdSchema } from '#contract/common';
import { CreateRuleBodySchema, RuleListSchema, RuleSchema, RuleTestResultSchema, TestRuleBodySchema, UpdateRuleBodySchema } from '#contract/rules';
import { declareRoute } from '../../http/declare-route.ts';
import { badRequest, errorResponse, jsonContent, unauthorized } from '../../http/responses.ts';

const forbidden = { 403: errorResponse('Rules are managed by owners and admins (or with an API key): an agent gets 403.') };
const jsonBody = <T extends z.ZodType>(schema: T) => ({ body: { required: true, content: { 'application/json': { schema } } } });
const idParam = { params: z.object({ id: PathIdSchema.meta({ description: 'The rule id.' }) }) };
const notFound = { 404: errorResponse('No such rule in this organization.') };
const tags: ['Rules'] = ['Rules'];

export const listRulesRoute = declareRoute({
  operationId: 'listRules',
  method: 'get',
  path: '/rules',
  tags,
  summary: 'List the rules',
  description: 'In the order they run, with how often and when each last acted. Owners, admins and API keys.',
  responses: { 200: jsonContent(RuleListSchema, 'The rules.'), ...unauthorized, ...forbidden },
});

export const getRuleRoute = declareRoute({
  operationId: 'getRule',
  method: 'get',
  path: '/rules/{id}',
  tags,
  summary: 'Get a rule',
  description: 'With how often and when it last acted.',
  request: idParam,
  responses: { 200: jsonContent(RuleSchema, 'The rule.'), ...badRequest('An id that is not a positive integer.'), ...unauthorized, ...forbidden, ...notFound },
});

export const createRuleRoute = declareRoute({
  operationId: 'createRule',
  method: 'post',
  path: '/rules',
  tags,
  summary: 'Add a rule',
  description:
    "Runs on a customer's mail: `conversation.created` when it opens a conversation, `customer.replied` when it joins one. When its conditions hold (`match`: all or any; none: always), its actions run in order, as the snippets' actions do, plus `assign.round_robin`; a `reply` is an auto-reply, never sent to automated mail, our own addresses, suppressed contacts, or a contact this rule answered in the last 4 hours. `stop_after`: the rules after it do not run when it acted. Placed at `sort` (default: last).",
  request: jsonBody(CreateRuleBodySchema),
  responses: {
    201: jsonContent(RuleSchema, 'The rule.'),
    ...badRequest('An unknown field or op, an op that does not apply to its field, a value that does not fit it, an unknown channel or agent, an invalid action.'),
    ...unauthorized,
    ...forbidden,
    409: errorResponse('The organization has 200 rules already.'),
  },
});

export const updateRuleRoute = declareRoute({
  operationId: 'updateRule',
  method: 'patch',
  path: '/rules/{id}',
  tags,
  summary: 'Change a rule',
  description: 'Any of its fields: `enabled` switches it, `sort` moves it. Mail already received keeps the rules it ran.',
  request: { ...idParam, ...jsonBody(UpdateRuleBodySchema) },
  responses: {
    200: jsonContent(RuleSchema, 'The rule as changed.'),
    ...badRequest('An invalid field, or nothing to change.'),
    ...unauthorized,
    ...forbidden,
    ...notFound,
  },
});

export const deleteRuleRoute = declareRoute({
  operationId: 'deleteRule',
  method: 'delete',
  path: '/rules/{id}',
  tags,
  summary: 'Delete a rule',
  description: "What it did stays in the conversations' histories.",
  request: idParam,
  responses: { 204: { description: 'Deleted.' }, ...badRequest('An id that is not a positive integer.'), ...unauthorized, ...forbidden, ...notFound },
});

export const testRuleRoute = declareRoute({
  operationId: 'testRule',
  method: 'post',
  path: '/rules/{id}/test',
  tags,
  summary: 'Test a rule on a conversation',
  description:
    "Whether the rule would act on the conversation's latest customer mail now (enabled or not), each condition with what it read, and what its actions would do, with any an auto-reply guard or an empty round robin would hold back. Changes nothing.",
  request: { ...idParam, ...jsonBody(TestRuleBodySchema) },
  responses: {
    200: jsonContent(RuleTestResultSchema, 'What the rule would do.'),
    ...badRequest('A conversation_id that is not a positive integer.'),
    ...unauthorized,
    ...forbidden,
    404: errorResponse('No such rule, or no such conversation, in this organization.'),
  },
});
