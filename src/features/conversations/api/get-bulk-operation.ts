import { QueryObserver, queryOptions, useQuery, type QueryClient } from '@tanstack/react-query';
import type { BulkOperation } from '#contract/conversations';
import { api } from '../../../lib/api-client';
import { lazySchema } from '../../../lib/lazy-schema';
import { bulkOperationKeys } from './bulk-operation-keys';

const bulkOperationSchema = lazySchema(() => import('#contract/conversations').then((m) => m.BulkOperationSchema));

export function getBulkOperation(id: number, signal?: AbortSignal): Promise<BulkOperation> {
  return api.get(`/conversations/bulk/${id}`, { schema: bulkOperationSchema, signal });
}

const inProgress = (operation: BulkOperation | undefined) => operation?.status === 'running' || operation?.status === 'undoing';

/**
 * A bulk operation. Its progress comes from the stream (`bulk.progress` sets this query); the poll every few
 * seconds while it runs covers a stream that is reconnecting.
 */
export const bulkOperationQueryOptions = (id: number) =>
  queryOptions({
    queryKey: bulkOperationKeys.detail(id),
    queryFn: ({ signal }) => getBulkOperation(id, signal),
    refetchInterval: (query) => (inProgress(query.state.data) ? 3_000 : false),
  });

export function useBulkOperation(id: number | null) {
  return useQuery({ ...bulkOperationQueryOptions(id ?? 0), enabled: id !== null });
}

/** Resolves once the operation is neither running nor being undone (done, or undone), with its last state. */
export function waitForBulkOperation(queryClient: QueryClient, initial: BulkOperation): Promise<BulkOperation> {
  const key = bulkOperationKeys.detail(initial.id);
  if (queryClient.getQueryData<BulkOperation>(key) === undefined) queryClient.setQueryData(key, initial);
  return new Promise((resolve, reject) => {
    const observer = new QueryObserver(queryClient, bulkOperationQueryOptions(initial.id));
    const check = () => {
      const { data, error } = observer.getCurrentResult();
      if (data && !inProgress(data)) {
        unsubscribe();
        resolve(data);
      } else if (error && !data) {
        unsubscribe();
        reject(error);
      }
    };
    const unsubscribe = observer.subscribe(check);
    check();
  });
}
