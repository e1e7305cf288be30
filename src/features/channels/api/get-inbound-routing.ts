import { queryOptions, useSuspenseQuery } from '@tanstack/react-query';
import { InboundRoutingSchema } from '#contract/channels';
import { api } from '../../../lib/api-client';
import { channelKeys } from './channel-keys';

export function getInboundRouting(signal?: AbortSignal) {
  return api.get('/channels/routing', { schema: InboundRoutingSchema, signal });
}

/** Where this server receives mail (its SMTP host and port): fixed while it runs. */
export const inboundRoutingQueryOptions = () =>
  queryOptions({ queryKey: channelKeys.routing(), queryFn: ({ signal }) => getInboundRouting(signal), staleTime: Infinity });

export function useInboundRouting() {
  return useSuspenseQuery(inboundRoutingQueryOptions());
}
