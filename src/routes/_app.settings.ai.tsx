import { createFileRoute, useRouter, type ErrorComponentProps } from '@tanstack/react-router';
import { ErrorState } from '../components/ui/state-panel';
import { TableSkeleton } from '../components/ui/table-skeleton';
import { sourcesQueryOptions } from '../features/ai-sources/api/list-sources';
import { aiSourcesSearchSchema, toFilters, type AiSourcesSearch } from '../features/ai-sources/ai-sources-search';
import { AiSourcesPage } from '../features/ai-sources/components/ai-sources-page';
import { SettingsPageFrame } from '../features/settings/settings-page';
import { isAdmin } from '../features/settings/settings-pages';

// Settings › AI answers (owners and admins; an agent is told so). The filters, the tried question and the open
// editor are in the URL; the loader fetches the first page of the filtered list with the options the page reads.
export const Route = createFileRoute('/_app/settings/ai')({
  validateSearch: aiSourcesSearchSchema,
  loaderDeps: ({ search }) => toFilters(search),
  loader: ({ context: { queryClient, session }, deps }) =>
    isAdmin(session) ? queryClient.ensureInfiniteQueryData(sourcesQueryOptions(deps)) : null,
  pendingComponent: () => (
    <SettingsPageFrame path="/settings/ai">
      <TableSkeleton label="Loading the AI sources…" />
    </SettingsPageFrame>
  ),
  errorComponent: AiSourcesError,
  component: AiSourcesRoute,
});

function AiSourcesRoute() {
  const search = Route.useSearch();
  const navigate = Route.useNavigate();
  const onSearch = (change: Partial<AiSourcesSearch>, opts: { replace?: boolean } = {}) =>
    void navigate({ search: (prev) => ({ ...prev, ...change }), replace: opts.replace, resetScroll: false });
  return <AiSourcesPage search={search} onSearch={onSearch} />;
}

function AiSourcesError({ error }: ErrorComponentProps) {
  const router = useRouter();
  return (
    <SettingsPageFrame path="/settings/ai">
      <ErrorState
        title="Couldn’t load the AI sources"
        message={error instanceof Error ? error.message : 'Something went wrong.'}
        onRetry={() => void router.invalidate()}
      />
    </SettingsPageFrame>
  );
}
