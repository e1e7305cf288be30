import { useMutation, useQueryClient } from '@tanstack/react-query';
import { CreatedWebhookSchema, type CreateWebhookBody, type CreatedWebhook } from '#contract/webhooks';
import { api } from '../../../lib/api-client';
import { webhookKeys } from './webhook-keys';

export function createWebhook(body: CreateWebhookBody): Promise<CreatedWebhook> {
  return api.post('/webhooks', body, { schema: CreatedWebhookSchema });
}

/** Creates a webhook; its signing secret is in this answer only. */
export function useCreateWebhook() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createWebhook,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: webhookKeys.list() }),
  });
}
