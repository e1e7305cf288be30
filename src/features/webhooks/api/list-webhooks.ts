import { queryOptions, useSuspenseQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { WebhookSchema } from '#contract/webhooks';
import { api } from '../../../lib/api-client';
import { webhookKeys } from './webhook-keys';

export function listWebhooks(signal?: AbortSignal) {
  return api.get('/webhooks', { schema: z.array(WebhookSchema), signal });
}

/** Newest first (owners and admins only: an agent gets 403). */
export const webhooksQueryOptions = () => queryOptions({ queryKey: webhookKeys.list(), queryFn: ({ signal }) => listWebhooks(signal) });

/** The route's loader fetched it already. */
export function useWebhooks() {
  return useSuspenseQuery(webhooksQueryOptions());
}
