import { useMutation, useQueryClient } from '@tanstack/react-query';
import { WebhookDeliverySchema, type WebhookDelivery } from '#contract/webhooks';
import { api } from '../../../lib/api-client';
import { webhookKeys } from './webhook-keys';

export function redeliver(webhookId: number, deliveryId: number): Promise<WebhookDelivery> {
  return api.post(`/webhooks/${webhookId}/deliveries/${deliveryId}/redeliver`, undefined, { schema: WebhookDeliverySchema });
}

/** Sends a delivery's event again, as a new delivery (pending at once). */
export function useRedeliver() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ webhookId, deliveryId }: { webhookId: number; deliveryId: number }) => redeliver(webhookId, deliveryId),
    onSettled: (_data, _error, { webhookId }) => queryClient.invalidateQueries({ queryKey: webhookKeys.deliveries(webhookId) }),
  });
}
