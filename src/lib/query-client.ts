import { MutationCache, QueryClient, type QueryKey } from '@tanstack/react-query';
import { isApiError } from './api-client';

const MAX_RETRIES = 2;

declare module '@tanstack/react-query' {
  interface Register {
    mutationMeta: {
      /** Leaves out the refresh after every mutation (signing out: nothing of the agent may be asked for again). */
      skipRefresh?: boolean;
    };
  }
}

// A 4xx will not change by asking again (bad input, signed out, no permission, unknown id).
function shouldRetry(failureCount: number, error: unknown): boolean {
  if (isApiError(error) && error.status >= 400 && error.status < 500) return false;
  return failureCount < MAX_RETRIES;
}

export interface QueryClientOptions {
  /**
   * Queries refreshed after every mutation, whatever it changed (the sidebar's view counts): one place
   * rather than every mutation remembering them. A failed mutation may have changed something too.
   */
  refreshAfterMutations?: readonly QueryKey[];
}

export function createQueryClient({ refreshAfterMutations = [] }: QueryClientOptions = {}): QueryClient {
  const queryClient: QueryClient = new QueryClient({
    mutationCache: new MutationCache({
      onSettled: (_data, _error, _variables, _onMutateResult, mutation) => {
        if (mutation.meta?.skipRefresh) return;
        // Not awaited: the mutation's own onSettled (and the caller) need not wait for these refetches.
        for (const queryKey of refreshAfterMutations) void queryClient.invalidateQueries({ queryKey });
      },
    }),
    defaultOptions: {
      queries: {
        staleTime: 30_000,
        retry: shouldRetry,
      },
      mutations: {
        retry: false,
      },
    },
  });
  return queryClient;
}
