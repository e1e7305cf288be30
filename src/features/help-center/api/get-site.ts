import { queryOptions } from '@tanstack/react-query';
import { KnowledgeSiteSchema } from '#contract/knowledge-articles';
import { api } from '../../../lib/api-client';
import { helpCenterKeys } from './help-center-keys';

/** Where the help site is, how many articles it shows, and where its contact form writes. */
export const siteQueryOptions = () =>
  queryOptions({ queryKey: helpCenterKeys.site(), queryFn: ({ signal }) => api.get('/knowledge/site', { schema: KnowledgeSiteSchema, signal }) });
