import type { z } from 'zod';
import type { BulkUndoResultSchema } from '#contract/conversations';
import { api } from '../../../lib/api-client';
import { lazySchema } from '../../../lib/lazy-schema';

export type BulkUndoResult = z.infer<typeof BulkUndoResultSchema>;

const bulkUndoResultSchema = lazySchema(() => import('#contract/conversations').then((m) => m.BulkUndoResultSchema));

/**
 * Puts back what a bulk change changed (where a teammate has not changed it since): at once (the operation
 * comes back `undone`), or as a job for a large change (`undoing`: follow the operation until it is undone).
 */
export function undoBulkOperation(id: number): Promise<BulkUndoResult> {
  return api.post(`/conversations/bulk/${id}/undo`, undefined, { schema: bulkUndoResultSchema });
}
