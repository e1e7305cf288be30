import { queryOptions } from '@tanstack/react-query';
import { RagSourceSchema, type RagSource } from '#contract/rag';
import { api } from '../../../lib/api-client';
import { aiSourceKeys } from './ai-source-keys';

export function getSource(uuid: string, signal?: AbortSignal): Promise<RagSource> {
  return api.get(`/organization/rag/sources/${encodeURIComponent(uuid)}`, { schema: RagSourceSchema, signal });
}

/** One source as stored now: the editor starts from it, and a change appends to its current questions. */
export const sourceQueryOptions = (uuid: string) =>
  queryOptions({ queryKey: aiSourceKeys.detail(uuid), queryFn: ({ signal }) => getSource(uuid, signal), staleTime: 0 });
