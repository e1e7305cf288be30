import { getRouteApi, useNavigate, useParams } from '@tanstack/react-router';
import { useCallback, useMemo } from 'react';
import type { ConversationOrder } from '#contract/conversations';
import { searchForQuery, toListFilters } from '../../inbox-search';

const inboxRoute = getRouteApi('/_app/inbox');

/** The inbox view from the URL, and setters that write it back (keeping an open conversation open). */
export function useInboxSearch() {
  const search = inboxRoute.useSearch();
  const navigate = useNavigate();
  const { q, order } = search;
  const filters = useMemo(() => toListFilters({ q, order }), [q, order]);

  const setQuery = useCallback(
    (next: string) => void navigate({ to: '.', search: (prev) => ({ ...prev, q: searchForQuery(next) }) }),
    [navigate],
  );
  const setOrder = useCallback(
    (next: ConversationOrder) => void navigate({ to: '.', search: (prev) => ({ ...prev, order: next === 'priority' ? undefined : next }) }),
    [navigate],
  );

  return { q: filters.search, order: filters.order, filters, setQuery, setOrder };
}

/** The conversation open beside the list, if any. */
export function useOpenConversationId(): number | null {
  const id = useParams({ strict: false, select: (params) => ('conversationId' in params ? String(params.conversationId) : undefined) });
  const n = Number(id);
  return id !== undefined && Number.isSafeInteger(n) ? n : null;
}
