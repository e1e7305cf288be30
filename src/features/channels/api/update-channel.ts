import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ChannelSchema, type Channel, type UpdateChannelBody } from '#contract/channels';
import { api } from '../../../lib/api-client';
import { channelKeys } from './channel-keys';

export function updateChannel(id: number, body: UpdateChannelBody): Promise<Channel> {
  return api.patch(`/channels/${id}`, body, { schema: ChannelSchema });
}

/** Changes a mailbox's address, name, signature, or disables / enables it (owners and admins). */
export function useUpdateChannel() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id: number; body: UpdateChannelBody }) => updateChannel(id, body),
    onSettled: () => queryClient.invalidateQueries({ queryKey: channelKeys.list() }),
  });
}
