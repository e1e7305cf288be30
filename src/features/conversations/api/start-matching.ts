import { z } from 'zod';
import { BulkOperationSchema, type BulkMatchingBody, type BulkOperation } from '../../../../contract/conversations';
import { api } from '../../../lib/api-client';

/** Starts a change of every conversation the search matches; the server runs it in batches (202). */
export async function startMatchingChange(body: BulkMatchingBody): Promise<BulkOperation> {
  const result = await api.post('/conversations/bulk/matching', body, { schema: z.object({ operation: BulkOperationSchema }) });
  return result.operation;
}
