import { queryOptions, useQuery, useSuspenseQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { ChannelSchema } from '#contract/channels';
import { api } from '../../../lib/api-client';
import { channelKeys } from './channel-keys';

export function getChannels(signal?: AbortSignal) {
  return api.get('/channels', { schema: z.array(ChannelSchema), signal });
}

/** The organization's channels, disabled ones too (the compose drawer offers only the active ones); they change rarely. */
export const channelsQueryOptions = () =>
  queryOptions({ queryKey: channelKeys.list(), queryFn: ({ signal }) => getChannels(signal), staleTime: 5 * 60_000 });

export function useChannels() {
  return useQuery(channelsQueryOptions());
}

/** The mailboxes page: its route's loader fetched them already. */
export function useChannelList() {
  return useSuspenseQuery(channelsQueryOptions());
}
