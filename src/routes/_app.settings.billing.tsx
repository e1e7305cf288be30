import { createFileRoute } from '@tanstack/react-router';
import { Skeleton } from '../components/ui/skeleton';
import { TableSkeleton } from '../components/ui/table-skeleton';
import { invoicesQueryOptions } from '../features/invoices/api/list-invoices';
import { BillingPage } from '../features/invoices/components/billing-page';
import { SettingsPageFrame } from '../features/settings/settings-page';
import { settingsError } from '../features/settings/settings-route-states';
import { isAdmin } from '../features/settings/settings-pages';

// Settings › Billing: the plan and the invoices, for owners and admins (the server answers others 403; the
// frame explains it to them instead).
export const Route = createFileRoute('/_app/settings/billing')({
  loader: ({ context: { queryClient, session } }) => (isAdmin(session) ? queryClient.ensureQueryData(invoicesQueryOptions()) : null),
  pendingComponent: () => (
    <SettingsPageFrame path="/settings/billing">
      <div className="space-y-8">
        <Skeleton className="h-24 w-full rounded-lg" />
        <TableSkeleton label="Loading the invoices…" rows={6} />
      </div>
    </SettingsPageFrame>
  ),
  errorComponent: settingsError('/settings/billing', 'Couldn’t load the invoices'),
  component: () => (
    <SettingsPageFrame path="/settings/billing">
      <BillingPage />
    </SettingsPageFrame>
  ),
});
