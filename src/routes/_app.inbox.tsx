import { Outlet, createFileRoute, retainSearchParams, useChildMatches } from '@tanstack/react-router';
import { agentsQueryOptions } from '../features/agents/api/get-agents';
import { conversationListQueryOptions } from '../features/conversations/api/list-conversations';
import { InboxPane } from '../features/conversations/components/inbox/inbox-pane';
import { InboxBridgeProvider } from '../features/conversations/inbox-bridge';
import { inboxSearchSchema, toListFilters } from '../features/conversations/inbox-search';
import { cn } from '../lib/cn';

// The inbox: the list on the left, the open conversation (or an empty state) on the right.
// The view (search and order) is in the URL, and opening a conversation keeps it.
export const Route = createFileRoute('/_app/inbox')({
  validateSearch: inboxSearchSchema,
  search: { middlewares: [retainSearchParams(['q', 'order'])] },
  loaderDeps: ({ search }) => toListFilters(search),
  // Start the first page early (a hover on a link preloads it), without waiting for it: the list
  // shows skeletons, and an invalid search is explained next to the search box rather than as a page error.
  loader: ({ context: { queryClient }, deps }) => {
    void queryClient.prefetchInfiniteQuery(conversationListQueryOptions(deps));
    void queryClient.prefetchQuery(agentsQueryOptions());
  },
  component: InboxLayout,
});

function InboxLayout() {
  const conversationOpen = useChildMatches({ select: (matches) => matches.some((m) => m.routeId !== '/_app/inbox/') });
  return (
    // The list and the open conversation reach each other through the bridge (shortcuts, auto-advance).
    <InboxBridgeProvider>
      <div className="flex h-full min-h-0">
        {/* On narrow screens the open conversation covers the list. From 1440 px the customer panel takes room
            beside the thread: the list grows only from 2xl. */}
        <section
          aria-label="Conversation list"
          className={cn(
            'min-h-0 w-full flex-col border-r border-slate-200 bg-white lg:w-[400px] lg:shrink-0 2xl:w-[480px]',
            conversationOpen ? 'hidden lg:flex' : 'flex',
          )}
        >
          <InboxPane />
        </section>
        <div className={cn('min-h-0 min-w-0 flex-1 flex-col', conversationOpen ? 'flex' : 'hidden lg:flex')}>
          <Outlet />
        </div>
      </div>
    </InboxBridgeProvider>
  );
}
