import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { WebhookSchema, type UpdateWebhookBodySchema, type Webhook } from '#contract/webhooks';
import { api } from '../../../lib/api-client';
import { webhookKeys } from './webhook-keys';

export type UpdateWebhookBody = z.input<typeof UpdateWebhookBodySchema>;

export function updateWebhook(id: number, body: UpdateWebhookBody): Promise<Webhook> {
  return api.patch(`/webhooks/${id}`, body, { schema: WebhookSchema });
}

/** Changes a webhook's URL, description or events, or pauses / resumes it. */
export function useUpdateWebhook() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id: number; body: UpdateWebhookBody }) => updateWebhook(id, body),
    onSettled: () => queryClient.invalidateQueries({ queryKey: webhookKeys.list() }),
  });
}
