import { queryOptions } from '@tanstack/react-query';
import { RagSourceDetailSchema, type RagSourceDetail } from '#contract/rag';
import { api } from '../../../lib/api-client';
import { aiSourceKeys } from './ai-source-keys';

export function getSource(uuid: string, signal?: AbortSignal): Promise<RagSourceDetail> {
  return api.get(`/organization/rag/sources/${encodeURIComponent(uuid)}`, { schema: RagSourceDetailSchema, signal });
}

/** One source as stored now (a text's content too): the editors start from it, and a change appends to its current questions. */
export const sourceQueryOptions = (uuid: string) =>
  queryOptions({ queryKey: aiSourceKeys.detail(uuid), queryFn: ({ signal }) => getSource(uuid, signal), staleTime: 0 });

/**
 * For an editor opening: the source as read by the click that opened it (at most this old) serves, rather than a
 * second read of the same answer (up to 200,000 characters of a text).
 */
export const EDITOR_STALE_MS = 5_000;
