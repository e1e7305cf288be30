import { createFileRoute } from '@tanstack/react-router';
import { SettingsPageFrame } from '../features/settings/settings-page';
import { settingsError, settingsPending } from '../features/settings/settings-route-states';
import { suppressionsQueryOptions } from '../features/suppressions/api/list-suppressions';
import { SuppressionsPage } from '../features/suppressions/components/suppressions-page';
import { nextOrder, suppressionSearchSchema, toOrder } from '../features/suppressions/suppression-search';

// The suppression list. Its order is in the URL (?order_by=&way=), read by the loader and the page alike.
export const Route = createFileRoute('/_app/settings/suppressions')({
  validateSearch: suppressionSearchSchema,
  loaderDeps: ({ search }) => toOrder(search),
  loader: ({ context: { queryClient }, deps }) => queryClient.ensureQueryData(suppressionsQueryOptions(deps)),
  pendingComponent: settingsPending('/settings/suppressions', 'Loading the suppression list…', 4),
  errorComponent: settingsError('/settings/suppressions', 'Couldn’t load the suppression list'),
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
