import { createFileRoute, useNavigate } from '@tanstack/react-router';
import { sessionQueryOptions } from '../features/session/api/session';
import { isAdmin } from '../features/settings/settings-pages';
import { SettingsPageFrame } from '../features/settings/settings-page';
import { Skeleton } from '../components/ui/skeleton';
import { categoriesQueryOptions } from '../features/snippets/api/list-categories';
import { snippetsQueryOptions } from '../features/snippets/api/list-snippets';
import { SnippetsPage } from '../features/snippets/components/snippets-page';
import { snippetsSearchSchema, type SnippetsSearch } from '../features/snippets/snippets-search';

// Settings › Snippets (owners and admins; an agent is told so). The category, search and open snippet are in
// the URL; the loader fetches what the page shows with the same options the page reads.
export const Route = createFileRoute('/_app/settings/snippets')({
  validateSearch: snippetsSearchSchema,
  loader: async ({ context: { queryClient } }) => {
    const session = await queryClient.ensureQueryData(sessionQueryOptions());
    if (!isAdmin(session)) return;
    await Promise.all([queryClient.ensureQueryData(categoriesQueryOptions()), queryClient.ensureQueryData(snippetsQueryOptions())]);
  },
  pendingComponent: SnippetsPending,
  pendingMs: 150,
  component: SnippetsRoute,
});

function SnippetsRoute() {
  const search = Route.useSearch();
  const navigate = useNavigate({ from: Route.fullPath });
  const onSearch = (change: Partial<SnippetsSearch>, opts: { replace?: boolean } = {}) =>
    void navigate({ search: (prev) => ({ ...prev, ...change }), replace: opts.replace });
  return <SnippetsPage search={search} onSearch={onSearch} />;
}

function SnippetsPending() {
  return (
    <SettingsPageFrame path="/settings/snippets">
      <div className="grid grid-cols-[15rem_minmax(0,1fr)] gap-5" aria-busy="true" aria-label="Loading the snippets">
        <div className="space-y-2">
          {[0, 1, 2, 3, 4].map((i) => (
            <Skeleton key={i} className="h-7 w-full" />
          ))}
        </div>
        <Skeleton className="h-96 w-full" />
      </div>
    </SettingsPageFrame>
  );
}
