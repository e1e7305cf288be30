import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { WebhookDeliverySchema } from '#contract/webhooks';
import { api } from '../../../lib/api-client';
import { webhookKeys } from './webhook-keys';

export function listDeliveries(webhookId: number, signal?: AbortSignal) {
  return api.get(`/webhooks/${webhookId}/deliveries`, { schema: z.array(WebhookDeliverySchema), signal });
}

/** Seconds between reads of the log while a delivery is still being tried. */
const PENDING_POLL_MS = 5000;

/** The webhook's newest 100 deliveries; read again every few seconds while one is pending. */
export const deliveriesQueryOptions = (webhookId: number) =>
  queryOptions({
    queryKey: webhookKeys.deliveries(webhookId),
    queryFn: ({ signal }) => listDeliveries(webhookId, signal),
    refetchInterval: (query) => (query.state.data?.some((d) => d.status === 'pending') ? PENDING_POLL_MS : false),
  });

export function useDeliveries(webhookId: number) {
  return useQuery(deliveriesQueryOptions(webhookId));
}
