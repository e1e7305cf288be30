import { createFileRoute } from '@tanstack/react-router';
import { proposalsQueryOptions } from '../features/ai-sources/api/list-proposals';
import { sourcesQueryOptions } from '../features/ai-sources/api/list-sources';
import { aiSourcesSearchSchema, toFilters, type AiSourcesSearch } from '../features/ai-sources/ai-sources-search';
import { AiSourcesPage } from '../features/ai-sources/components/ai-sources-page';
import { settingsError, settingsPending } from '../features/settings/settings-route-states';
import { isAdmin } from '../features/settings/settings-pages';

// Settings › AI answers (owners and admins; an agent is told so). The filters, the tried question and the open
// editor are in the URL; the loader fetches the first page of the filtered list, and of the questions replies
// proposed (or those decided, when asked), with the options the page reads.
export const Route = createFileRoute('/_app/settings/ai')({
  validateSearch: aiSourcesSearchSchema,
  // Not the list's words (`search`): each pause in typing would run the loader, and a slow answer show the pending page.
  loaderDeps: ({ search }) => ({ filters: toFilters({ ...search, search: undefined }), proposals: search.proposals ?? ('pending' as const) }),
  loader: ({ context: { queryClient, session }, deps }) =>
    isAdmin(session)
      ? Promise.all([
          queryClient.ensureInfiniteQueryData(sourcesQueryOptions(deps.filters)),
          queryClient.ensureInfiniteQueryData(proposalsQueryOptions(deps.proposals)),
        ])
      : null,
  pendingComponent: settingsPending('/settings/ai', 'Loading the AI sources…', 4),
  errorComponent: settingsError('/settings/ai', 'Couldn’t load the AI sources'),
  component: AiSourcesRoute,
});

function AiSourcesRoute() {
  const search = Route.useSearch();
  const navigate = Route.useNavigate();
  const onSearch = (change: Partial<AiSourcesSearch>, opts: { replace?: boolean } = {}) =>
    void navigate({ search: (prev) => ({ ...prev, ...change }), replace: opts.replace, resetScroll: false });
  return <AiSourcesPage search={search} onSearch={onSearch} />;
}
