import type { BulkMatchingBody, BulkOperation } from '#contract/conversations';
import { api } from '../../../lib/api-client';
import { lazySchema } from '../../../lib/lazy-schema';

const startedSchema = lazySchema(() => import('./bulk-schemas').then((m) => m.MatchingStartedSchema));

/** Starts a change of every conversation the search matches; the server runs it in batches (202). */
export async function startMatchingChange(body: BulkMatchingBody): Promise<BulkOperation> {
  const result = await api.post('/conversations/bulk/matching', body, { schema: startedSchema });
  return result.operation;
}
