import { z } from '@hono/zod-openapi';
import { BusinessHoursSchema, PutBusinessHoursBodySchema } from '#contract/business-hours';
import { PathIdSchema } from '#contract/common';
import { CreateSlaPolicyBodySchema, SlaPolicyListSchema, SlaPolicySchema, UpdateSlaPolicyBodySchema } from '#contract/sla';
import { declareRoute } from '../../http/declare-route.ts';
import { badRequest, errorResponse, jsonContent, unauthorized } from '../../http/responses.ts';

const forbidden = { 403: errorResponse('Business hours and SLA policies are set by owners and admins (or with an API key): an agent gets 403.') };
const jsonBody = <T extends z.ZodType>(schema: T) => ({ body: { required: true, content: { 'application/json': { schema } } } });
const idParam = { params: z.object({ id: PathIdSchema.meta({ description: 'The SLA policy id.' }) }) };
const notFound = { 404: errorResponse('No such SLA policy in this organization.') };

export const getBusinessHoursRoute = declareRoute({
  operationId: 'getBusinessHours',
  method: 'get',
  path: '/organization/business-hours',
  tags: ['Service levels'],
  summary: 'The business hours',
  description: "Opening intervals per weekday and closed dates, in the organization's time zone. Without any set: always open.",
  responses: { 200: jsonContent(BusinessHoursSchema, 'The business hours.'), ...unauthorized },
});

export const putBusinessHoursRoute = declareRoute({
  operationId: 'putBusinessHours',
  method: 'put',
  path: '/organization/business-hours',
  tags: ['Service levels'],
  summary: 'Set the business hours',
  description:
    'Replaces them. A day may have several intervals (09:00–12:00 and 13:00–17:30); they must not overlap, and close must be after open (24:00 is the end of the day). Every day 00:00–24:00 with no holiday is always open. Due times of open conversations whose policy counts business hours follow at once (a job derives them again).',
  request: jsonBody(PutBusinessHoursBodySchema),
  responses: {
    200: jsonContent(BusinessHoursSchema, 'The business hours as set.'),
    ...badRequest('A time that is not HH:MM, a close not after its open, overlapping intervals, an invalid date, or a time zone other than the organization\'s.'),
    ...unauthorized,
    ...forbidden,
  },
});

export const listSlaPoliciesRoute = declareRoute({
  operationId: 'listSlaPolicies',
  method: 'get',
  path: '/sla-policies',
  tags: ['Service levels'],
  summary: 'List the SLA policies',
  description: 'In order: the first whose conditions match a conversation applies to it.',
  responses: { 200: jsonContent(SlaPolicyListSchema, 'The policies.'), ...unauthorized },
});

export const createSlaPolicyRoute = declareRoute({
  operationId: 'createSlaPolicy',
  method: 'post',
  path: '/sla-policies',
  tags: ['Service levels'],
  summary: 'Add an SLA policy',
  description:
    'Targets in minutes (at least one of first response, next response, resolution), counted in business hours or around the clock, for conversations of any of `conditions.channel_ids` carrying any of `conditions.tags` (absent: any). Placed at `sort` (default: last). Open conversations take it at once.',
  request: jsonBody(CreateSlaPolicyBodySchema),
  responses: {
    201: jsonContent(SlaPolicySchema, 'The policy.'),
    ...badRequest('No target, a target out of range, an unknown channel, an invalid tag or field.'),
    ...unauthorized,
    ...forbidden,
    409: errorResponse('The organization has 100 policies already.'),
  },
});

export const updateSlaPolicyRoute = declareRoute({
  operationId: 'updateSlaPolicy',
  method: 'patch',
  path: '/sla-policies/{id}',
  tags: ['Service levels'],
  summary: 'Change an SLA policy',
  description: 'Any of its fields; `sort` moves it. A target set to null is removed (one must remain). Open conversations follow at once.',
  request: { ...idParam, ...jsonBody(UpdateSlaPolicyBodySchema) },
  responses: {
    200: jsonContent(SlaPolicySchema, 'The policy as changed.'),
    ...badRequest('An invalid field, no target left, or nothing to change.'),
    ...unauthorized,
    ...forbidden,
    ...notFound,
  },
});

export const deleteSlaPolicyRoute = declareRoute({
  operationId: 'deleteSlaPolicy',
  method: 'delete',
  path: '/sla-policies/{id}',
  tags: ['Service levels'],
  summary: 'Delete an SLA policy',
  description: 'Its conversations fall to the next policy that matches them, or to none; breaches already recorded stay in their history.',
  request: idParam,
  responses: { 204: { description: 'Deleted.' }, ...badRequest('An id that is not a positive integer.'), ...unauthorized, ...forbidden, ...notFound },
});
