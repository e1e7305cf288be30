import { queryOptions, useSuspenseQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { SuppressionSchema } from '#contract/suppressions';
import { api } from '../../../lib/api-client';
import { suppressionKeys, type SuppressionOrder } from './suppression-keys';

export function listSuppressions(order: SuppressionOrder, signal?: AbortSignal) {
  return api.get('/contacts/suppressed', { query: { ...order }, schema: z.array(SuppressionSchema), signal });
}

/** The whole list (the API does not paginate it), in the order the server sorts it. */
export const suppressionsQueryOptions = (order: SuppressionOrder) =>
  queryOptions({ queryKey: suppressionKeys.list(order), queryFn: ({ signal }) => listSuppressions(order, signal) });

/** The route's loader fetched it already. */
export function useSuppressions(order: SuppressionOrder) {
  return useSuspenseQuery(suppressionsQueryOptions(order));
}
