import { z } from '@hono/zod-openapi';
import { PathIdSchema } from '#contract/common';
import { CreateWebhookBodySchema, CreatedWebhookSchema, UpdateWebhookBodySchema, WebhookDeliverySchema, WebhookSchema } from '#contract/webhooks';
import { declareRoute } from '../../http/declare-route.ts';
import { badRequest, errorResponse, jsonContent, unauthorized } from '../../http/responses.ts';

const forbidden = { 403: errorResponse('Webhooks are managed by owners and admins (or with an API key): an agent gets 403.') };
const notFound = { 404: errorResponse('No such webhook in this organization.') };
const webhookParams = z.object({ id: PathIdSchema.meta({ description: 'The webhook id.' }) });
const jsonBody = <T extends z.ZodType>(schema: T) => ({ body: { required: true, content: { 'application/json': { schema } } } });

export const listWebhooksRoute = declareRoute({
  operationId: 'listWebhooks',
  method: 'get',
  path: '/webhooks',
  tags: ['Webhooks'],
  summary: 'List the webhooks',
  description: 'Newest first. The signing secret is shown only when a webhook is created.',
  responses: { 200: jsonContent(z.array(WebhookSchema), 'The webhooks.'), ...unauthorized, ...forbidden },
});

export const createWebhookRoute = declareRoute({
  operationId: 'createWebhook',
  method: 'post',
  path: '/webhooks',
  tags: ['Webhooks'],
  summary: 'Create a webhook',
  description:
    'Events from now on whose type matches `event_types` (none: every event) are POSTed to the URL, signed with the secret in `X-Inbox-Signature`, retried with back-off for about an hour. The URL must be http(s) and, unless the server allows it (WEBHOOK_ALLOW_PRIVATE), resolve only to public addresses.',
  request: jsonBody(CreateWebhookBodySchema),
  responses: {
    201: jsonContent(CreatedWebhookSchema, 'The webhook, with its signing secret (shown this once).'),
    ...badRequest('An invalid URL (not http(s), a private address, a host that does not resolve) or event type.'),
    ...unauthorized,
    ...forbidden,
  },
});

export const getWebhookRoute = declareRoute({
  operationId: 'getWebhook',
  method: 'get',
  path: '/webhooks/{id}',
  tags: ['Webhooks'],
  summary: 'Get a webhook',
  description: 'Its URL, description, event types and whether it is active. The secret is shown only when the webhook is created.',
  request: { params: webhookParams },
  responses: { 200: jsonContent(WebhookSchema, 'The webhook.'), ...badRequest('The id is not a positive integer.'), ...unauthorized, ...forbidden, ...notFound },
});

export const updateWebhookRoute = declareRoute({
  operationId: 'updateWebhook',
  method: 'patch',
  path: '/webhooks/{id}',
  tags: ['Webhooks'],
  summary: 'Change a webhook',
  description: 'Its URL, description, event types, or `active` (a paused webhook gets no new deliveries; pending ones fail).',
  request: { params: webhookParams, ...jsonBody(UpdateWebhookBodySchema) },
  responses: { 200: jsonContent(WebhookSchema, 'The webhook as changed.'), ...badRequest('An invalid field.'), ...unauthorized, ...forbidden, ...notFound },
});

export const deleteWebhookRoute = declareRoute({
  operationId: 'deleteWebhook',
  method: 'delete',
  path: '/webhooks/{id}',
  tags: ['Webhooks'],
  summary: 'Delete a webhook',
  description: 'With its delivery log; nothing more is sent to it.',
  request: { params: webhookParams },
  responses: { 204: { description: 'Deleted.' }, ...badRequest('The id is not a positive integer.'), ...unauthorized, ...forbidden, ...notFound },
});

export const listDeliveriesRoute = declareRoute({
  operationId: 'listWebhookDeliveries',
  method: 'get',
  path: '/webhooks/{id}/deliveries',
  tags: ['Webhooks'],
  summary: "A webhook's delivery log",
  description: 'Its newest 100 deliveries: the event, status (pending, succeeded, failed), attempts, last status code, time taken and error, next attempt.',
  request: { params: webhookParams },
  responses: { 200: jsonContent(z.array(WebhookDeliverySchema), 'The deliveries, newest first.'), ...badRequest('The id is not a positive integer.'), ...unauthorized, ...forbidden, ...notFound },
});

export const redeliverRoute = declareRoute({
  operationId: 'redeliverWebhookDelivery',
  method: 'post',
  path: '/webhooks/{id}/deliveries/{deliveryId}/redeliver',
  tags: ['Webhooks'],
  summary: 'Send a delivery again',
  description: 'A new delivery of the same event (the same body, signed anew), sent at once; for a receiver that was down past the retries.',
  request: { params: webhookParams.extend({ deliveryId: PathIdSchema.meta({ description: 'The delivery id.' }) }) },
  responses: {
    202: jsonContent(WebhookDeliverySchema, 'The new delivery, pending.'),
    ...badRequest('An id is not a positive integer.'),
    ...unauthorized,
    ...forbidden,
    404: errorResponse('No such webhook, or no such delivery of it.'),
  },
});
