import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { ChannelSchema } from '#contract/channels';
import { api } from '../../../lib/api-client';

export const channelKeys = { all: ['channels'] as const, list: () => [...channelKeys.all, 'list'] as const };

export function getChannels(signal?: AbortSignal) {
  return api.get('/channels', { schema: z.array(ChannelSchema), signal });
}

/** The organization's channels (the compose drawer's "From"); they change rarely. */
export const channelsQueryOptions = () =>
  queryOptions({ queryKey: channelKeys.list(), queryFn: ({ signal }) => getChannels(signal), staleTime: 5 * 60_000 });

export function useChannels() {
  return useQuery(channelsQueryOptions());
}
