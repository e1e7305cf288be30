import { z } from '@hono/zod-openapi';
import { ChannelSchema } from '#contract/channels';
import { declareRoute } from '../../http/declare-route.ts';
import { jsonContent, unauthorized } from '../../http/responses.ts';

export const listChannelsRoute = declareRoute({
  operationId: 'listChannels',
  method: 'get',
  path: '/channels',
  tags: ['Channels'],
  summary: 'List the channels',
  description: "The organization's channels (the addresses mail is received at and sent from), in the order they were created: the first is the main address.",
  responses: {
    200: jsonContent(z.array(ChannelSchema), 'The channels.'),
    ...unauthorized,
  },
});
