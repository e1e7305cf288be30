import { queryOptions, useSuspenseQuery } from '@tanstack/react-query';
import { KnowledgeDomainSchema, type KnowledgeDomain } from '#contract/knowledge';
import { api } from '../../../lib/api-client';
import { knowledgeKeys } from './knowledge-keys';

export function getKnowledgeDomain(signal?: AbortSignal): Promise<KnowledgeDomain> {
  return api.get('/knowledge/domain', { schema: KnowledgeDomainSchema, signal });
}

/** The domain (null when none is set), where its CNAME must point, and the last check of it. */
export const knowledgeDomainQueryOptions = () =>
  queryOptions({ queryKey: knowledgeKeys.domain(), queryFn: ({ signal }) => getKnowledgeDomain(signal) });

/** The route's loader fetched it already. */
export function useKnowledgeDomain() {
  return useSuspenseQuery(knowledgeDomainQueryOptions());
}
