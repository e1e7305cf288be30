import { queryOptions, useSuspenseQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { ApiKeySchema } from '#contract/api-keys';
import { api } from '../../../lib/api-client';
import { apiKeyKeys } from './api-key-keys';

export function listApiKeys(signal?: AbortSignal) {
  return api.get('/api-keys', { schema: z.array(ApiKeySchema), signal });
}

/** The keys not revoked, newest first (owners and admins only: others get 403). */
export const apiKeysQueryOptions = () => queryOptions({ queryKey: apiKeyKeys.list(), queryFn: ({ signal }) => listApiKeys(signal) });

/** The route's loader fetched it already. */
export function useApiKeys() {
  return useSuspenseQuery(apiKeysQueryOptions());
}
