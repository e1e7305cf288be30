import { z } from '@hono/zod-openapi';
import { ChannelSchema, CreateChannelBodySchema, InboundRoutingSchema, UpdateChannelBodySchema } from '#contract/channels';
import { PathIdSchema } from '#contract/common';
import { declareRoute } from '../../http/declare-route.ts';
import { badRequest, errorResponse, jsonContent, unauthorized } from '../../http/responses.ts';

const forbidden = { 403: errorResponse('Channels are managed by owners and admins (or with an API key): an agent gets 403.') };
const taken = { 409: errorResponse('The address is already used by a channel (of this organization or another: mail is routed by it).') };
const jsonBody = <T extends z.ZodType>(schema: T) => ({ body: { required: true, content: { 'application/json': { schema } } } });

export const listChannelsRoute = declareRoute({
  operationId: 'listChannels',
  method: 'get',
  path: '/channels',
  tags: ['Channels'],
  summary: 'List the channels',
  description:
    "The organization's channels (the addresses mail is received at and sent from), in the order they were created: the first is the main address. Disabled ones too (`active: false`).",
  responses: {
    200: jsonContent(z.array(ChannelSchema), 'The channels.'),
    ...unauthorized,
  },
});

export const inboundRoutingRoute = declareRoute({
  operationId: 'getInboundRouting',
  method: 'get',
  path: '/channels/routing',
  tags: ['Channels'],
  summary: 'How mail reaches the channels',
  description: "This server's inbound SMTP listener (host and port): where the MX record of a channel's domain, or a forwarding relay, sends its mail.",
  responses: {
    200: jsonContent(InboundRoutingSchema, 'The SMTP host and port.'),
    ...unauthorized,
  },
});

export const createChannelRoute = declareRoute({
  operationId: 'createChannel',
  method: 'post',
  path: '/channels',
  tags: ['Channels'],
  summary: 'Add a channel',
  description: 'A mailbox: mail to its address is received from now on (once routed to this server), replies and compose can send from it.',
  request: jsonBody(CreateChannelBodySchema),
  responses: {
    201: jsonContent(ChannelSchema, 'The channel.'),
    ...badRequest('An invalid address, name or signature (too long, an unknown variable).'),
    ...unauthorized,
    ...forbidden,
    ...taken,
  },
});

export const updateChannelRoute = declareRoute({
  operationId: 'updateChannel',
  method: 'patch',
  path: '/channels/{id}',
  tags: ['Channels'],
  summary: 'Change a channel',
  description:
    'Its address, name, signature, or `active`: a disabled channel refuses mail (550 5.2.1 at RCPT) and cannot be composed from; its conversations stay, and replies in them are still sent.',
  request: { params: z.object({ id: PathIdSchema.meta({ description: 'The channel id.' }) }), ...jsonBody(UpdateChannelBodySchema) },
  responses: {
    200: jsonContent(ChannelSchema, 'The channel as changed.'),
    ...badRequest('An invalid field, or nothing to change.'),
    ...unauthorized,
    ...forbidden,
    404: errorResponse('No such channel in this organization.'),
    ...taken,
  },
});
