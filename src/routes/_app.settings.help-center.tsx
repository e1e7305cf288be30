import { createFileRoute, useNavigate } from '@tanstack/react-router';
import { Skeleton } from '../components/ui/skeleton';
import { siteQueryOptions } from '../features/help-center/api/get-site';
import { articlesQueryOptions } from '../features/help-center/api/list-articles';
import { categoriesQueryOptions } from '../features/help-center/api/list-categories';
import { HelpCenterPage } from '../features/help-center/components/help-center-page';
import { helpCenterSearchSchema, toArticleFilters, type HelpCenterSearch } from '../features/help-center/help-center-search';
import { sessionQueryOptions } from '../features/session/api/session';
import { SettingsPageFrame } from '../features/settings/settings-page';
import { isAdmin } from '../features/settings/settings-pages';
import { settingsError } from '../features/settings/settings-route-states';

// Settings › Help center: the public site's articles and categories (owners and admins; an agent is told so).
// The filters and the open editor are in the address; the loader fetches what the page shows first.
export const Route = createFileRoute('/_app/settings/help-center')({
  validateSearch: helpCenterSearchSchema,
  loaderDeps: ({ search }) => ({ filters: toArticleFilters(search) }),
  loader: async ({ context: { queryClient }, deps }) => {
    const session = await queryClient.ensureQueryData(sessionQueryOptions());
    if (!isAdmin(session)) return;
    await Promise.all([
      queryClient.ensureQueryData(siteQueryOptions()),
      queryClient.ensureQueryData(categoriesQueryOptions()),
      queryClient.ensureInfiniteQueryData(articlesQueryOptions(deps.filters)),
    ]);
  },
  pendingComponent: () => (
    <SettingsPageFrame path="/settings/help-center">
      <div role="status" className="space-y-4">
        <span className="sr-only">Loading the help center…</span>
        <Skeleton className="h-14 w-full rounded-lg" />
        <Skeleton className="h-80 w-full rounded-lg" />
      </div>
    </SettingsPageFrame>
  ),
  pendingMs: 150,
  errorComponent: settingsError('/settings/help-center', 'Couldn’t load the help center'),
  component: HelpCenterRoute,
});

function HelpCenterRoute() {
  const search = Route.useSearch();
  const navigate = useNavigate({ from: Route.fullPath });
  const onSearch = (change: Partial<HelpCenterSearch>, opts: { replace?: boolean } = {}) =>
    void navigate({ search: (prev) => ({ ...prev, ...change }), replace: opts.replace });
  return (
    <SettingsPageFrame path="/settings/help-center">
      <HelpCenterPage search={search} onSearch={onSearch} />
    </SettingsPageFrame>
  );
}
