import { createFileRoute } from '@tanstack/react-router';
import { organizationQueryOptions } from '../features/organization/api/get-organization';
import { OrganizationPage } from '../features/organization/components/organization-page';
import { SettingsPageFrame } from '../features/settings/settings-page';
import { settingsError, settingsPending } from '../features/settings/settings-route-states';

// Settings › Organization: its name and time zone, read by everyone, changed by owners and admins (the server
// refuses others with 403).
export const Route = createFileRoute('/_app/settings/organization')({
  loader: ({ context: { queryClient } }) => queryClient.ensureQueryData(organizationQueryOptions()),
  pendingComponent: settingsPending('/settings/organization', 'Loading the organization…', 2),
  errorComponent: settingsError('/settings/organization', 'Couldn’t load the organization'),
  component: () => (
    <SettingsPageFrame path="/settings/organization">
      <OrganizationPage />
    </SettingsPageFrame>
  ),
});
