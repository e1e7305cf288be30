import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Webhook } from '#contract/webhooks';
import { api } from '../../../lib/api-client';
import { webhookKeys } from './webhook-keys';

export function deleteWebhook(id: number): Promise<void> {
  return api.delete<void>(`/webhooks/${id}`);
}

/** Deletes a webhook with its delivery log: nothing more is sent to it. */
export function useDeleteWebhook() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (webhook: Webhook) => deleteWebhook(webhook.id),
    // A 404 means it is gone already: either way the list shows what the server has.
    onSettled: () => queryClient.invalidateQueries({ queryKey: webhookKeys.list() }),
  });
}
