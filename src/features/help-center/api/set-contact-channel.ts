import { useMutation, useQueryClient } from '@tanstack/react-query';
import { KnowledgeSiteSchema } from '#contract/knowledge-articles';
import { api } from '../../../lib/api-client';
import { helpCenterKeys } from './help-center-keys';

/** Chooses the contact form's channel (null: the first active one). */
export function useSetContactChannel() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (channelId: number | null) => api.patch('/knowledge/site', { contact_channel_id: channelId }, { schema: KnowledgeSiteSchema }),
    onSuccess: (site) => queryClient.setQueryData(helpCenterKeys.site(), site),
  });
}
