import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ChannelSchema, type Channel, type CreateChannelBody } from '#contract/channels';
import { api } from '../../../lib/api-client';
import { channelKeys } from './channel-keys';

export function createChannel(body: CreateChannelBody): Promise<Channel> {
  return api.post('/channels', body, { schema: ChannelSchema });
}

/** Adds a mailbox (owners and admins). */
export function useCreateChannel() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createChannel,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: channelKeys.list() }),
  });
}
