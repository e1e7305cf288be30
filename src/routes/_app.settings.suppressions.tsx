import { createFileRoute, useRouter, type ErrorComponentProps } from '@tanstack/react-router';
import { ErrorState } from '../components/ui/state-panel';
import { TableSkeleton } from '../components/ui/table-skeleton';
import { SettingsPageFrame } from '../features/settings/settings-page';
import { suppressionsQueryOptions } from '../features/suppressions/api/list-suppressions';
import { SuppressionsPage } from '../features/suppressions/components/suppressions-page';
import { nextOrder, suppressionSearchSchema, toOrder } from '../features/suppressions/suppression-search';

// The suppression list. Its order is in the URL (?order_by=&way=), read by the loader and the page alike.
export const Route = createFileRoute('/_app/settings/suppressions')({
  validateSearch: suppressionSearchSchema,
  loaderDeps: ({ search }) => toOrder(search),
  loader: ({ context: { queryClient }, deps }) => queryClient.ensureQueryData(suppressionsQueryOptions(deps)),
  pendingComponent: () => (
    <SettingsPageFrame path="/settings/suppressions">
      <TableSkeleton label="Loading the suppression list…" />
    </SettingsPageFrame>
  ),
  errorComponent: SuppressionsError,
  component: SuppressionsRoute,
});

function SuppressionsRoute() {
  const order = toOrder(Route.useSearch());
  const navigate = Route.useNavigate();
  return (
    <SettingsPageFrame path="/settings/suppressions">
      <SuppressionsPage
        order={order}
        onSort={(column) => void navigate({ search: (prev) => ({ ...prev, ...nextOrder(order, column) }), resetScroll: false })}
      />
    </SettingsPageFrame>
  );
}

function SuppressionsError({ error }: ErrorComponentProps) {
  const router = useRouter();
  return (
    <SettingsPageFrame path="/settings/suppressions">
      <ErrorState
        title="Couldn’t load the suppression list"
        message={error instanceof Error ? error.message : 'Something went wrong.'}
        onRetry={() => void router.invalidate()}
      />
    </SettingsPageFrame>
  );
}
